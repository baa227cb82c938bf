import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { type MemberEntryUpdate, memberRecordMessages } from '../../../contract/member-records';
import { todayIso } from '../../../contract/profile-sections/fields';
import { addDays } from '../../platform/time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { addMemberWithAccount, addRegisterEntry, callMember } from './test-support';

let t: TestApp;
let call: ReturnType<typeof callMember>;
const tokens = { admin: '', approver: '', member: '' };
beforeAll(async () => {
  t = await startTestApp();
  call = callMember(t);
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
});
afterAll(async () => {
  await t?.close();
});

const entryOf = (memberNo: string) =>
  t.db.selectFrom('member_register').selectAll().where('member_no', '=', memberNo).executeTakeFirstOrThrow();
const auditOf = (memberNo: string, action: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_type', '=', 'member_register')
    .where('subject_id', '=', memberNo)
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();

const edit = (overrides: Partial<MemberEntryUpdate> = {}): MemberEntryUpdate => ({
  firstName: ' achieng  ',
  secondName: 'awino',
  lastName: 'Otieno',
  idNumber: ' 55 667788 ',
  email: ' Achieng.New@Example.COM ',
  phone: '0722 111 222',
  category: 'professional',
  ...overrides,
});
const put = (memberNo: string, body: unknown, token = tokens.admin) => call('PUT', memberNo, '', token, body);
const changeStatus = (memberNo: string, body: unknown, token = tokens.admin) =>
  call('POST', memberNo, '/status', token, body);

describe('PUT /api/admin/members/:memberNo (edit the entry and contacts)', () => {
  it('saves names upper-cased, the ID without spaces, the e-mail lower-cased and the phone in E.164', async () => {
    const { memberNo } = await addRegisterEntry(t, { email: null, phone: null });
    const response = await put(memberNo, edit());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.message).toBe(memberRecordMessages.entrySaved(memberNo));
    expect(await entryOf(memberNo)).toMatchObject({
      first_name: 'ACHIENG',
      second_name: 'AWINO',
      last_name: 'OTIENO',
      id_number: '55667788',
      email: 'achieng.new@example.com',
      phone: '+254722111222',
      category: 'PROFESSIONAL',
    });
    const [audit] = await auditOf(memberNo, 'member.entry-updated');
    expect(JSON.parse(audit?.details ?? '{}')).toMatchObject({
      email: { from: null, to: 'achieng.new@example.com' },
      phone: { from: null, to: '+254722111222' },
    });
    // Saved again unchanged: nothing to write, nothing to audit.
    const again = await put(memberNo, edit());
    expect(again.json().data).toEqual({ message: memberRecordMessages.entryUnchanged, changed: [] });
    expect(await auditOf(memberNo, 'member.entry-updated')).toHaveLength(1);
  });

  it('clears the second name, e-mail and phone left empty', async () => {
    const { memberNo } = await addRegisterEntry(t);
    expect((await put(memberNo, edit({ secondName: '', email: '', phone: ' ' }))).statusCode).toBe(200);
    expect(await entryOf(memberNo)).toMatchObject({ second_name: null, email: null, phone: null });
  });

  it('refuses an invalid e-mail or phone, missing names and an unknown category, naming the field', async () => {
    const { memberNo } = await addRegisterEntry(t);
    const cases: [Partial<MemberEntryUpdate>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', messages.emailInvalid],
      [{ phone: '12345' }, 'phone', messages.phoneInvalid],
      [{ firstName: ' ' }, 'firstName', messages.fieldRequired],
      [{ idNumber: '' }, 'idNumber', messages.fieldRequired],
      [{ lastName: 'X'.repeat(101) }, 'lastName', messages.tooLong(100)],
      [{ category: 'ASTRONAUT' }, 'category', memberRecordMessages.unknownCategory],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await put(memberNo, edit(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors?.[field], field).toBe(message);
    }
    expect((await entryOf(memberNo)).first_name).toBe('ACHIENG');
  });

  it("refuses another entry's e-mail, in any case, with 409", async () => {
    const taken = await addRegisterEntry(t, { email: 'shared.address@test.example' });
    const { memberNo } = await addRegisterEntry(t);
    const response = await put(memberNo, edit({ email: 'Shared.Address@TEST.example' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.email).toBe(memberRecordMessages.emailTaken(taken.memberNo));
    // The entry's own e-mail is not "another entry's".
    expect((await put(taken.memberNo, edit({ email: 'shared.address@test.example' }))).statusCode).toBe(200);
  });

  it('refreshes the public member search of a member with a profile', async () => {
    const member = await addMemberWithAccount(t);
    expect(
      (await put(member.memberNo, edit({ firstName: 'Nyokabi', email: '', category: 'GRADUATE' })))
        .statusCode,
    ).toBe(200);
    const indexed = await t.db
      .selectFrom('member_search')
      .selectAll()
      .where('member_no', '=', member.memberNo)
      .executeTakeFirstOrThrow();
    expect(indexed).toMatchObject({ category: 'GRADUATE' });
  });

  it('is for admins: approvers and members 403, visitors 401, an unknown number 404', async () => {
    const { memberNo } = await addRegisterEntry(t);
    expect((await put(memberNo, edit(), tokens.approver)).statusCode).toBe(403);
    expect((await put(memberNo, edit(), tokens.member)).statusCode).toBe(403);
    expect(
      (await t.api('PUT', `/api/admin/members/${encodeURIComponent(memberNo)}`, { body: edit() })).statusCode,
    ).toBe(401);
    expect((await entryOf(memberNo)).email).not.toBe('achieng.new@example.com');
    const unknown = await put('NO/SUCH', edit());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(memberRecordMessages.notFound);
  });
});

describe('POST /api/admin/members/:memberNo/status (change status)', () => {
  const yesterday = () => addDays(todayIso(), -1);

  it('moves a member without an account to Suspended with the reason and date, kept in the history and audited', async () => {
    const { memberNo } = await addRegisterEntry(t);
    const response = await changeStatus(memberNo, {
      status: 'Suspended',
      reason: ' Disciplinary committee ruling 12/2026 ',
      effectiveOn: yesterday(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.message).toBe(memberRecordMessages.statusChanged(memberNo, 'Suspended'));
    const record = (await call('GET', memberNo, '', tokens.admin)).json().data;
    expect(record.entry.status).toBe('Suspended');
    expect(record.goodStanding).toBe(false);
    expect(record.statusHistory).toEqual([
      expect.objectContaining({
        from: 'Active',
        to: 'Suspended',
        reason: 'Disciplinary committee ruling 12/2026',
        effectiveOn: yesterday(),
        actorName: expect.any(String),
      }),
    ]);
    const [audit] = await auditOf(memberNo, 'member.status-changed');
    expect(JSON.parse(audit?.details ?? '{}')).toMatchObject({ from: 'Active', to: 'Suspended' });
    // Reinstatement is a change back to Active, with its own reason.
    const back = await changeStatus(memberNo, {
      status: 'Active',
      reason: 'Reinstated',
      effectiveOn: todayIso(),
    });
    expect(back.statusCode).toBe(200);
    const after = (await call('GET', memberNo, '', tokens.admin)).json().data;
    expect(after.statusHistory.map((change: { to: string }) => change.to)).toEqual(['Active', 'Suspended']);
    expect(after.goodStanding).toBe(true);
  });

  it('needs a reason and a date not in the future, and another status than the current one', async () => {
    const { memberNo } = await addRegisterEntry(t);
    const cases: [unknown, string, string][] = [
      [
        { status: 'Lapsed', reason: '  ', effectiveOn: todayIso() },
        'reason',
        memberRecordMessages.reasonRequired,
      ],
      [{ status: 'Lapsed', effectiveOn: todayIso() }, 'reason', memberRecordMessages.reasonRequired],
      [
        { status: 'Lapsed', reason: 'Unpaid', effectiveOn: '2026-02-30' },
        'effectiveOn',
        memberRecordMessages.effectiveOnInvalid,
      ],
      [
        { status: 'Lapsed', reason: 'Unpaid', effectiveOn: addDays(todayIso(), 1) },
        'effectiveOn',
        memberRecordMessages.effectiveOnFuture,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await changeStatus(memberNo, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().errors?.[field]).toBe(message);
    }
    expect(
      (await changeStatus(memberNo, { status: 'Retired', reason: 'x', effectiveOn: todayIso() })).statusCode,
    ).toBe(400);
    const same = await changeStatus(memberNo, {
      status: 'Active',
      reason: 'No change',
      effectiveOn: todayIso(),
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(memberRecordMessages.sameStatus('Active'));
    expect((await entryOf(memberNo)).status).toBe('Active');
  });

  it('a Deceased or Struck off member can no longer activate an account', async () => {
    for (const status of ['Deceased', 'Struck off']) {
      const { memberNo } = await addRegisterEntry(t);
      const lookUp = () =>
        t.api('GET', `/api/profile/search/member?MemberNo=${encodeURIComponent(memberNo)}`);
      expect((await lookUp()).statusCode).toBe(200);
      expect(
        (await changeStatus(memberNo, { status, reason: 'Board decision', effectiveOn: todayIso() }))
          .statusCode,
      ).toBe(200);
      expect((await lookUp()).statusCode, status).toBe(404);
    }
  });

  it('changes the status the public search shows of a member with a profile', async () => {
    const member = await addMemberWithAccount(t);
    const indexed = () =>
      t.db
        .selectFrom('member_search')
        .select('status')
        .where('member_no', '=', member.memberNo)
        .executeTakeFirst();
    await changeStatus(member.memberNo, {
      status: 'Suspended',
      reason: 'Unpaid 2026',
      effectiveOn: todayIso(),
    });
    expect((await indexed())?.status).toBe('Suspended');
    // Lapsed is not among the statuses the Member Checker lists by default: the member leaves it.
    await changeStatus(member.memberNo, { status: 'Lapsed', reason: 'Unpaid 2027', effectiveOn: todayIso() });
    expect(await indexed()).toBeUndefined();
  });

  it('is for admins: approvers and members 403, and the status stays', async () => {
    const { memberNo } = await addRegisterEntry(t);
    const body = { status: 'Resigned', reason: 'Letter of resignation', effectiveOn: todayIso() };
    expect((await changeStatus(memberNo, body, tokens.approver)).statusCode).toBe(403);
    expect((await changeStatus(memberNo, body, tokens.member)).statusCode).toBe(403);
    expect((await entryOf(memberNo)).status).toBe('Active');
    expect((await changeStatus('NO/SUCH', body)).statusCode).toBe(404);
  });
});

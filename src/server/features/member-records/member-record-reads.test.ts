import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { type MemberRecord, memberRecordMessages } from '../../../contract/member-records';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { raiseInvoice } from '../billing/raise-invoice';
import { addMemberWithAccount, addRegisterEntry, callMember, memberApi } from './test-support';

let t: TestApp;
let call: ReturnType<typeof callMember>;
const tokens = { admin: '', approver: '', member: '', superAdmin: '' };
beforeAll(async () => {
  t = await startTestApp();
  call = callMember(t);
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
});
afterAll(async () => {
  await t?.close();
});

const summaryOf = async (memberNo: string, token = tokens.admin): Promise<MemberRecord> => {
  const response = await call('GET', memberNo, '', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('GET /api/admin/members/:memberNo', () => {
  it('answers a member without an account: the entry, no account or profile, books of the record', async () => {
    const { id, memberNo } = await addRegisterEntry(t, { phone: null });
    const invoice = await raiseInvoice(t.db, {
      userId: null,
      memberId: id,
      source: 'SUBSCRIPTION',
      sourceRef: '2025',
      description: 'Annual subscription 2025',
      lines: [{ description: 'Subscription for 2025', quantity: 1, unitCents: 5_000_00, vatCents: 689_66 }],
      documentDate: '2025-01-01',
      dueDate: '2025-03-31',
    });
    const record = await summaryOf(memberNo);
    expect(record.entry).toMatchObject({
      memberNo,
      firstName: 'ACHIENG',
      phone: null,
      category: 'GRADUATE',
      categoryDescription: expect.any(String),
      status: 'Active',
    });
    expect(record).toMatchObject({
      account: null,
      profile: null,
      statusHistory: [],
      // Overdue since 2025: not in good standing although Active.
      goodStanding: false,
      balanceLCY: 5_000,
      applications: [],
      upgrades: [],
      licences: [],
    });
    expect(record.openInvoices).toEqual([
      expect.objectContaining({
        invoiceNo: invoice.invoice_no,
        memberNo,
        owedLCY: 5_000,
        dueDate: '2025-03-31',
      }),
    ]);
    expect(record.subscriptions).toEqual([
      expect.objectContaining({
        period: 2025,
        invoiceNo: invoice.invoice_no,
        owedLCY: 5_000,
        state: 'Overdue',
      }),
    ]);
  });

  it('answers a member with an account: the account, its last sign-in and the profile', async () => {
    const record = await summaryOf('M/1007');
    expect(record.account).toMatchObject({
      email: demo.member,
      deactivatedAt: null,
      canLogInAs: true,
      // The member signed in when the test began.
      lastSignInAt: expect.stringMatching(/^\d{4}-/),
    });
    // Names, not the codes the profile stores ('KE', 'CIVIL').
    expect(record.profile).toMatchObject({
      name: 'JAMES MWANGI KAMAU',
      nationality: 'Kenya',
      discipline: 'Civil Engineering',
    });
    expect(record.applications.length + record.subscriptions.length).toBeGreaterThan(0);
  });

  it("names the categories of the member's upgrades, never their codes alone", async () => {
    const member = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.member)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await t.db
      .insertInto('upgrades')
      .values({
        upgrade_no: 'UPG-NAMES-1',
        user_id: member.id,
        member_no: 'M/1007',
        from_category: 'CORPORATE',
        to_category: 'PROFESSIONAL',
        amount_cents: 0,
        subs_period: 2026,
        status: 'New',
        requested_date: null,
        submitted_at: now,
        decided_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const record = await summaryOf('M/1007');
    expect(record.upgrades.find((upgrade) => upgrade.code === 'UPG-NAMES-1')).toMatchObject({
      fromCategory: 'CORPORATE',
      fromCategoryName: 'Corporate Member',
      toCategoryName: 'Professional Engineer',
    });
    await t.db.deleteFrom('upgrades').where('upgrade_no', '=', 'UPG-NAMES-1').execute();
  });

  it('reads a member number with a slash however it is written in the address', async () => {
    const { memberNo } = await addRegisterEntry(t);
    expect(memberApi(memberNo)).toContain('%2F');
    for (const spelling of [encodeURIComponent(memberNo), encodeURIComponent(memberNo.toLowerCase())]) {
      const response = await t.api('GET', `/api/admin/members/${spelling}`, { token: tokens.admin });
      expect(response.statusCode, spelling).toBe(200);
      expect(response.json().data.entry.memberNo).toBe(memberNo);
    }
    // Unencoded, the slash splits the address into another route: no member is found by half a number.
    const split = await t.api('GET', `/api/admin/members/${memberNo}`, { token: tokens.admin });
    expect(split.statusCode).toBe(404);
  });

  it('answers 404 with its message for a number the register does not hold', async () => {
    for (const rest of ['', '/ledger', '/notes', '/audit']) {
      const response = await call('GET', 'NO/SUCH', rest, tokens.admin);
      expect(response.statusCode, rest).toBe(404);
      expect(response.json().message).toBe(memberRecordMessages.notFound);
    }
  });

  it('is for staff: 401 visitors, 403 members; approvers read it but not its messages or audit trail', async () => {
    const { memberNo } = await addRegisterEntry(t);
    expect((await t.api('GET', memberApi(memberNo))).statusCode).toBe(401);
    const member = await call('GET', memberNo, '', tokens.member);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(messages.forbidden);
    for (const rest of ['', '/ledger', '/cpd', '/bookings', '/notes'])
      expect((await call('GET', memberNo, rest, tokens.approver)).statusCode, rest).toBe(200);
    for (const rest of ['/messages', '/audit']) {
      expect((await call('GET', memberNo, rest, tokens.approver)).statusCode, rest).toBe(403);
      expect((await call('GET', memberNo, rest, tokens.superAdmin)).statusCode, rest).toBe(200);
    }
  });
});

describe('the paged lists of a member record', () => {
  it('pages the statement newest first, 20 at a time', async () => {
    const { id, memberNo } = await addRegisterEntry(t);
    for (let index = 1; index <= 21; index += 1)
      await raiseInvoice(t.db, {
        userId: null,
        memberId: id,
        source: 'OTHER',
        sourceRef: `PAGE-${index}`,
        description: `Charge ${index}`,
        lines: [{ description: `Charge ${index}`, quantity: 1, unitCents: 100_00, vatCents: 13_79 }],
        documentDate: '2026-01-01',
        dueDate: '2099-01-01',
      });
    const first = (await call('GET', memberNo, '/ledger', tokens.admin)).json().data;
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].description).toBe('Charge 21');
    const second = (await call('GET', memberNo, '/ledger?page=2', tokens.admin)).json().data;
    expect(second.items.map((entry: { description: string }) => entry.description)).toEqual(['Charge 1']);
  });

  it("lists the account's CPD awards and bookings, and nothing for a member without one", async () => {
    const withAccount = await call('GET', 'M/1007', '/cpd', tokens.admin);
    expect(withAccount.json().data.total).toBeGreaterThan(0);
    expect(withAccount.json().data.items[0]).toMatchObject({
      certificateNo: expect.any(String),
      points: expect.any(Number),
    });
    const { memberNo } = await addRegisterEntry(t);
    for (const rest of ['/cpd', '/bookings', '/notes', '/messages'])
      expect((await call('GET', memberNo, rest, tokens.admin)).json().data).toMatchObject({
        items: [],
        total: 0,
      });
  });

  it("lists the messages sent to the register's and the account's contacts", async () => {
    const member = await addMemberWithAccount(t);
    const reset = await t.api('POST', '/api/admin/sendActivationLink', {
      token: tokens.admin,
      body: { id: member.userId },
    });
    expect(reset.statusCode).toBe(200);
    const page = (await call('GET', member.memberNo, '/messages', tokens.admin)).json().data;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      channel: 'email',
      subject: expect.stringContaining('reset your password'),
    });
    const trail = (await call('GET', member.memberNo, '/audit', tokens.admin)).json().data;
    expect(trail.items[0]).toMatchObject({ action: 'user.reset-link-sent', actorEmail: demo.admin });
  });
});

describe('the lists that lead to the member page', () => {
  it('the register filters by status, and the user list names the member number of a linked account', async () => {
    const suspended = await addRegisterEntry(t, { status: 'Suspended' });
    const register = (status: string) =>
      t.api(
        'GET',
        `/api/admin/member-register?status=${encodeURIComponent(status)}&term=${encodeURIComponent(suspended.memberNo)}`,
        {
          token: tokens.admin,
        },
      );
    const found = (await register('Suspended')).json().data;
    expect(found.items.map((entry: { member_no: string }) => entry.member_no)).toEqual([suspended.memberNo]);
    expect((await register('Active')).json().data.total).toBe(0);
    expect((await register('Retired')).statusCode).toBe(400);
    const users = await t.api('GET', `/api/admin/users?search=${encodeURIComponent(demo.member)}`, {
      token: tokens.admin,
    });
    expect(users.json().data.users[0]).toMatchObject({ email: demo.member, member_no: 'M/1007' });
  });
});

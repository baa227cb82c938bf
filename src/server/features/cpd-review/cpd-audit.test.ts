import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSampleSize, cpdReviewMessages, drawSample, seedOfText } from '../../../contract/cpd-review';
import type { MemberStatus } from '../../../contract/member-register';
import { todayIso } from '../../../contract/portal-time';
import { addDays, nowIso } from '../../platform/time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { messagesTo } from '../access/test-support';
import { newApplicant } from '../applications/test-support';
import { addRegisterMember } from '../member-search/test-support';
import { newMember, type TestMember } from '../upgrades/test-support';

let t: TestApp;
let admin: string;
let approver: string;
let categories = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
  approver = await t.login(demo.approver);
});
afterAll(async () => {
  await t?.close();
});

/** A category of its own, with a requirement for `year` unless `year` is null. */
async function newCategory(year: number | null): Promise<string> {
  categories += 1;
  const code = `AUD${process.pid % 1000}${categories}`;
  await t.db
    .insertInto('membership_categories')
    .values({
      code,
      description: `Audit test ${code}`,
      category_type: 'Individual',
      can_apply: 0,
      entitled: 0,
      member_no_prefix: code,
    })
    .execute();
  if (year === null) return code;
  const requirement = await t.api('POST', '/api/admin/cpd/requirements', {
    token: admin,
    body: { category: code, year, totalPoints: 50, minStructuredPoints: 20 },
  });
  expect(requirement.statusCode, requirement.body).toBe(201);
  return code;
}

/** A signed-in member of `code`, on the register and on the account alike. */
async function memberWithAccount(code: string): Promise<TestMember> {
  const member = await newMember(t, 'CORPORATE');
  await t.db.updateTable('users').set({ category: code }).where('id', '=', member.userId).execute();
  await t.db
    .updateTable('member_register')
    .set({ category: code })
    .where('member_no', '=', member.memberNo)
    .execute();
  return member;
}

let registerOnly = 0;

/** A member on the register who never activated a portal account, as most members are. */
async function memberWithoutAccount(code: string, status: MemberStatus = 'Active', phone?: string) {
  registerOnly += 1;
  const memberNo = `RA/${process.pid}/${registerOnly}`;
  const email = `audit-register-${process.pid}-${registerOnly}@test.example`;
  await addRegisterMember(t, {
    first: 'Wanjiru',
    last: `Kamau${registerOnly}`,
    category: code,
    status,
    email,
    phone,
    memberNo,
  });
  return { memberNo, email, phone };
}

/**
 * A category of its own with a requirement for `year` and `count` members with accounts in it, so
 * a draw's population is exactly these members.
 */
async function population(year: number, count: number): Promise<{ code: string; members: TestMember[] }> {
  const code = await newCategory(year);
  const members: TestMember[] = [];
  for (let index = 0; index < count; index += 1) members.push(await memberWithAccount(code));
  return { code, members };
}

const deadline = addDays(todayIso(), 30);

const start = (year: number, body: Record<string, unknown> = {}, token = admin) =>
  t.api('POST', '/api/admin/cpd/audits', { token, body: { year, deadline, ...body } });

describe('the yearly CPD audit', () => {
  it('draws 5% by default, rounded up, reproducibly from the recorded seed, and tells each member drawn', async () => {
    const year = 2091;
    const { members } = await population(year, 30);
    const drawn = await start(year, { seed: '00c0ffee' });
    expect(drawn.statusCode, drawn.body).toBe(201);
    const audit = drawn.json().data;
    expect(audit).toMatchObject({
      year,
      sharePercent: 5,
      seed: '00c0ffee',
      algorithm: 'mulberry32-fisher-yates-v1',
      eligibleCount: 30,
      selectedCount: 2, // 5% of 30 is 1.5, rounded up
      status: 'active',
      outcomes: { pending: 2, passed: 0, failed: 0, excused: 0 },
    });
    const expected = drawSample(
      members.map((member) => member.memberNo),
      seedOfText('00c0ffee'),
      auditSampleSize(30, 5),
    );
    expect(audit.members.map((member: { memberNo: string }) => member.memberNo)).toEqual(expected);

    const chosen = members.find((member) => member.memberNo === expected[0]) as TestMember;
    const mail = await t.db
      .selectFrom('outbox')
      .select(['channel', 'body_text'])
      .where('recipient', '=', chosen.email)
      .execute();
    expect(mail.some((row) => row.body_text.includes(`selected for the ${year} CPD audit`))).toBe(true);
    const phone = await t.db
      .selectFrom('users')
      .select('phone_no')
      .where('id', '=', chosen.userId)
      .executeTakeFirstOrThrow();
    const sms = await t.db
      .selectFrom('outbox')
      .select('channel')
      .where('recipient', '=', phone.phone_no ?? '')
      .execute();
    expect(sms.map((row) => row.channel)).toContain('sms');
    const notDrawn = members.find((member) => !expected.includes(member.memberNo)) as TestMember;
    const mine = await t.api('GET', '/api/cpd/audits', { token: notDrawn.token });
    expect(mine.json().data).toEqual([]);
    const theirs = await t.api('GET', '/api/cpd/audits', { token: chosen.token });
    expect(theirs.json().data).toEqual([
      expect.objectContaining({ year, deadline, outcome: 'pending', cancelled: false }),
    ]);

    // A second draw of the year is refused until the first is cancelled; then the same seed draws the same members.
    const again = await start(year, { seed: '00c0ffee' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(cpdReviewMessages.auditExists(year));
    const cancelled = await t.api('POST', `/api/admin/cpd/audits/${audit.id}/cancel`, {
      token: admin,
      body: { reason: 'Wrong deadline' },
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancelReason: 'Wrong deadline' });
    const redrawn = await start(year, { seed: '00c0ffee', sharePercent: 10 });
    expect(redrawn.statusCode, redrawn.body).toBe(201);
    const members10 = redrawn.json().data.members.map((member: { memberNo: string }) => member.memberNo);
    expect(members10).toHaveLength(3);
    expect(members10.slice(0, 2)).toEqual(expected);
    expect((await t.api('GET', '/api/cpd/audits', { token: chosen.token })).json().data).toHaveLength(1);

    const log = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_type', '=', 'cpd-audit')
      .where('subject_id', '=', String(audit.id))
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.action)).toEqual(['cpd-audit.drawn', 'cpd-audit.cancelled']);
    expect(JSON.parse(log[0]?.details ?? '{}').after).toMatchObject({ seed: '00c0ffee', selected: expected });
  });

  it('leaves out members whose register status is not Active and categories without a requirement; a closed account does not', async () => {
    const year = 2092;
    const { members } = await population(year, 4);
    const [suspended, closed, lapsed] = members as [TestMember, TestMember, TestMember];
    await t.db
      .updateTable('member_register')
      .set({ status: 'Lapsed' })
      .where('member_no', '=', lapsed.memberNo)
      .execute();
    await t.db
      .updateTable('member_register')
      .set({ status: 'Suspended' })
      .where('member_no', '=', suspended.memberNo)
      .execute();
    await t.db
      .updateTable('users')
      .set({ deactivated_at: nowIso() })
      .where('id', '=', closed.userId)
      .execute();
    const drawn = await start(year, { sharePercent: 100 });
    // The register is the system of record: a closed account's member is still an Active member.
    expect(drawn.json().data).toMatchObject({ eligibleCount: 2, selectedCount: 2 });
    expect(
      drawn
        .json()
        .data.members.map((member: { memberNo: string }) => member.memberNo)
        .sort(),
    ).toEqual([closed.memberNo, (members[3] as TestMember).memberNo].sort());
    const other = await start(2093, { sharePercent: 100 });
    expect(other.json().data).toMatchObject({ eligibleCount: 0, selectedCount: 0, members: [] });
  });

  it('draws from the register: members without an account are eligible and told at the register contacts', async () => {
    const year = 2096;
    const code = await newCategory(year);
    const withAccounts = [
      await memberWithAccount(code),
      await memberWithAccount(code),
      await memberWithAccount(code),
    ];
    const withoutAccounts = [];
    for (let index = 0; index < 5; index += 1)
      withoutAccounts.push(
        await memberWithoutAccount(
          code,
          'Active',
          `+2547${String(process.pid).padStart(7, '0').slice(-7)}${index}`,
        ),
      );
    // Not eligible: not Active on the register, or a category without a requirement for the year.
    await memberWithoutAccount(code, 'Suspended');
    await memberWithoutAccount(code, 'Lapsed');
    const suspendedAccount = await memberWithAccount(code);
    await t.db
      .updateTable('member_register')
      .set({ status: 'Suspended' })
      .where('member_no', '=', suspendedAccount.memberNo)
      .execute();
    const noRequirement = await newCategory(null);
    await memberWithoutAccount(noRequirement);
    await memberWithoutAccount(noRequirement);

    const activeWithRequirement = await t.db
      .selectFrom('member_register')
      .innerJoin('cpd_requirements', (join) =>
        join
          .onRef('cpd_requirements.category_code', '=', 'member_register.category')
          .on('cpd_year', '=', year),
      )
      .select('member_register.member_no')
      .where('member_register.status', '=', 'Active')
      .execute();
    const eligibleNos = [
      ...withAccounts.map((member) => member.memberNo),
      ...withoutAccounts.map((member) => member.memberNo),
    ];
    expect(activeWithRequirement.map((row) => row.member_no).sort()).toEqual([...eligibleNos].sort());

    const drawn = await start(year, { seed: '0badcafe', sharePercent: 50 });
    expect(drawn.statusCode, drawn.body).toBe(201);
    const audit = drawn.json().data;
    expect(audit).toMatchObject({ eligibleCount: 8, selectedCount: 4 });
    const expected = drawSample(eligibleNos, seedOfText('0badcafe'), 4);
    expect(audit.members.map((member: { memberNo: string }) => member.memberNo)).toEqual(expected);

    // 4 of 8 drawn with only 3 accounts among them: at least one member without an account.
    const registerDrawn = withoutAccounts.filter((member) => expected.includes(member.memberNo));
    const accountsDrawn = withAccounts.filter((member) => expected.includes(member.memberNo));
    const first = registerDrawn[0] as (typeof withoutAccounts)[number];
    const row = audit.members.find((member: { memberNo: string }) => member.memberNo === first.memberNo);
    expect(row).toMatchObject({
      userId: null,
      memberName: expect.stringMatching(/^Wanjiru Kamau\d+$/),
      records: { submitted: 0, verified: 0, other: 0 },
    });
    const mail = await messagesTo(t.db, first.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.channel).toBe('email');
    expect(mail[0]?.body_text).toContain(`selected for the ${year} CPD audit`);
    expect(mail[0]?.body_text).toContain(cpdReviewMessages.activateToSubmit);
    const sms = await messagesTo(t.db, first.phone ?? '');
    expect(sms.map((message) => message.channel)).toEqual(['sms']);
    expect(sms[0]?.body_text).toContain(cpdReviewMessages.activateToSubmitSms);
    // The bell only for members with an account, one each.
    const bells = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('title', '=', `You have been selected for the ${year} CPD audit`)
      .execute();
    expect(bells.map((bell) => bell.user_id).sort()).toEqual(
      accountsDrawn.map((member) => member.userId).sort(),
    );

    // Outcomes are recorded per drawn member, and show on the member page, account or not.
    const outcome = await t.api('PUT', `/api/admin/cpd/audits/${audit.id}/members/${row.id}`, {
      token: approver,
      body: { outcome: 'excused', note: 'Abroad all year.' },
    });
    expect(outcome.statusCode, outcome.body).toBe(200);
    expect(outcome.json().data).toMatchObject({ memberNo: first.memberNo, outcome: 'excused' });
    const page = await t.api('GET', `/api/admin/members/${encodeURIComponent(first.memberNo)}/cpd-audits`, {
      token: approver,
    });
    expect(page.json().data).toEqual([expect.objectContaining({ auditId: audit.id, outcome: 'excused' })]);

    // Once the member activates, their account sees the audit and its records count.
    const activated = await newApplicant(t, code);
    await t.db
      .updateTable('member_register')
      .set({ user_id: activated.userId, activated_at: nowIso() })
      .where('member_no', '=', first.memberNo)
      .execute();
    const mine = await t.api('GET', '/api/cpd/audits', { token: activated.token });
    expect(mine.json().data).toEqual([
      expect.objectContaining({ auditId: audit.id, year, outcome: 'excused' }),
    ]);
    const detail = await t.api('GET', `/api/admin/cpd/audits/${audit.id}`, { token: approver });
    expect(
      detail.json().data.members.find((member: { memberNo: string }) => member.memberNo === first.memberNo),
    ).toMatchObject({ userId: activated.userId });
  });

  it('records outcomes (approvers too), shows them on the member page, and keeps drawing for admins', async () => {
    const year = 2094;
    const { members } = await population(year, 1);
    const member = members[0] as TestMember;
    const byApprover = await start(year, {}, approver);
    expect(byApprover.statusCode).toBe(403);
    const byMember = await start(year, {}, member.token);
    expect(byMember.statusCode).toBe(403);
    const audit = (await start(year)).json().data;
    expect(audit.selectedCount).toBe(1);

    const drawnRow = audit.members[0].id;
    const outcome = await t.api('PUT', `/api/admin/cpd/audits/${audit.id}/members/${drawnRow}`, {
      token: approver,
      body: { outcome: 'failed', note: 'No evidence by the deadline.' },
    });
    expect(outcome.statusCode, outcome.body).toBe(200);
    expect(outcome.json().data).toMatchObject({ outcome: 'failed', note: 'No evidence by the deadline.' });
    expect(outcome.json().data.decidedBy).toBeTruthy();

    const page = await t.api('GET', `/api/admin/members/${encodeURIComponent(member.memberNo)}/cpd-audits`, {
      token: approver,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toEqual([
      expect.objectContaining({
        auditId: audit.id,
        year,
        outcome: 'failed',
        note: 'No evidence by the deadline.',
      }),
    ]);
    const stranger = await t.api('PUT', `/api/admin/cpd/audits/${audit.id}/members/999999`, {
      token: approver,
      body: { outcome: 'passed' },
    });
    expect(stranger.statusCode).toBe(404);
    const trail = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'cpd-audit.outcome')
      .where('subject_id', '=', String(audit.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(trail.details ?? '{}')).toMatchObject({
      before: { outcome: 'pending' },
      after: { outcome: 'failed' },
    });

    await t.api('POST', `/api/admin/cpd/audits/${audit.id}/cancel`, {
      token: admin,
      body: { reason: 'Redo' },
    });
    const afterCancel = await t.api('PUT', `/api/admin/cpd/audits/${audit.id}/members/${drawnRow}`, {
      token: approver,
      body: { outcome: 'passed' },
    });
    expect(afterCancel.statusCode).toBe(409);
    const list = await t.api('GET', `/api/admin/cpd/audits?year=${year}`, { token: approver });
    expect(list.json().data).toEqual([expect.objectContaining({ id: audit.id, status: 'cancelled' })]);
  });

  it('refuses a deadline in the past, a share above 100 and a malformed seed', async () => {
    expect((await start(2095, { deadline: '2020-01-01' })).statusCode).toBe(400);
    expect((await start(2095, { sharePercent: 150 })).statusCode).toBe(400);
    expect((await start(2095, { seed: 'xyz' })).statusCode).toBe(400);
  });
});

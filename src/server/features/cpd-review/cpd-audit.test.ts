import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSampleSize, cpdReviewMessages, drawSample, seedOfText } from '../../../contract/cpd-review';
import { todayIso } from '../../../contract/portal-time';
import { addDays, nowIso } from '../../platform/time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
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

/**
 * A category of its own with a requirement for `year` and `count` members in it, so a draw's
 * population is exactly these members.
 */
async function population(year: number, count: number): Promise<{ code: string; members: TestMember[] }> {
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
  const requirement = await t.api('POST', '/api/admin/cpd/requirements', {
    token: admin,
    body: { category: code, year, totalPoints: 50, minStructuredPoints: 20 },
  });
  expect(requirement.statusCode, requirement.body).toBe(201);
  const members: TestMember[] = [];
  for (let index = 0; index < count; index += 1) {
    const member = await newMember(t, 'CORPORATE');
    await t.db.updateTable('users').set({ category: code }).where('id', '=', member.userId).execute();
    members.push(member);
  }
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

  it('leaves out members whose register status is not Active, closed accounts, and categories without a requirement', async () => {
    const year = 2092;
    const { members } = await population(year, 4);
    const [suspended, closed] = members as [TestMember, TestMember];
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
    expect(drawn.json().data).toMatchObject({ eligibleCount: 2, selectedCount: 2 });
    const other = await start(2093, { sharePercent: 100 });
    expect(other.json().data).toMatchObject({ eligibleCount: 0, selectedCount: 0, members: [] });
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

    const outcome = await t.api('PUT', `/api/admin/cpd/audits/${audit.id}/members/${member.userId}`, {
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
    const afterCancel = await t.api('PUT', `/api/admin/cpd/audits/${audit.id}/members/${member.userId}`, {
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

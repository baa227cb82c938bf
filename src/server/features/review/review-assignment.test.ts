import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDetail, ReviewQueue } from '../../../contract/applications';
import { ASSIGN_MAX, assignmentMessages } from '../../../contract/review-assignment';
import { defaultServiceDays, type ServiceDays } from '../../../contract/service-level';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { waiveChecklist } from '../applications/test-support';
import { getSettings } from '../settings/public';
import { ageStage, newReviewer, reviewCalls } from './test-support';

let t: TestApp;
let approver: string;
let adminId: number;

beforeAll(async () => {
  t = await startTestApp();
  approver = await t.login(demo.approver);
  await waiveChecklist(t, 'GRADUATE');
  const admin = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demo.admin)
    .executeTakeFirstOrThrow();
  adminId = admin.id;
});
afterAll(async () => {
  await t?.close();
});

const { base, moveOk, submitted } = reviewCalls(
  () => t,
  () => approver,
);

const assign = (codes: string[], assigneeId: number | null, token = approver) =>
  t.api('POST', '/api/review/assignments', { token, body: { codes, assigneeId } });

const detailOf = async (code: string): Promise<ReviewDetail> =>
  (await t.api('GET', base(code), { token: approver })).json().data;

/** The queue narrowed to one application by its code, with these filters on top. */
async function queueOf(
  code: string,
  filters: Record<string, string>,
  token = approver,
): Promise<ReviewQueue> {
  const query = new URLSearchParams({ term: code, ...filters });
  const response = await t.api('GET', `/api/review/applications?${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const listed = async (code: string, filters: Record<string, string>, token = approver) =>
  (await queueOf(code, filters, token)).items.some((item) => item.code === code);

const auditOf = (code: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'details', 'actor_id'])
    .where('subject_type', '=', 'application')
    .where('subject_id', '=', code)
    .where('action', 'in', ['application.assign', 'application.unassign'])
    .orderBy('id')
    .execute();

async function withServiceDays(levels: ServiceDays, run: () => Promise<void>): Promise<void> {
  const row = await t.db.selectFrom('settings').select(['id', 'minor_settings']).executeTakeFirstOrThrow();
  const minor = (await getSettings(t.db)).minor_settings;
  await t.db
    .updateTable('settings')
    .set({ minor_settings: JSON.stringify({ ...minor, review_service_days: levels }) })
    .where('id', '=', row.id)
    .execute();
  try {
    await run();
  } finally {
    await t.db
      .updateTable('settings')
      .set({ minor_settings: row.minor_settings })
      .where('id', '=', row.id)
      .execute();
  }
}

describe('who work can be assigned to', () => {
  it('lists open admin and approver accounts by name, never members or closed accounts', async () => {
    const closed = await newReviewer(t, { deactivated: true });
    const open = await newReviewer(t);
    const response = await t.api('GET', '/api/review/reviewers', { token: approver });
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().data.map((reviewer: { id: number }) => reviewer.id);
    expect(ids).toContain(adminId);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
    const member = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.member)
      .executeTakeFirstOrThrow();
    expect(ids).not.toContain(member.id);
  });

  it('refuses members (403) and visitors (401)', async () => {
    const applicant = await submitted();
    const member = await t.login(demo.member);
    expect((await t.api('GET', '/api/review/reviewers', { token: member })).statusCode).toBe(403);
    expect((await assign([applicant.code], adminId, member)).statusCode).toBe(403);
    expect((await assign([applicant.code], adminId, applicant.token)).statusCode).toBe(403);
    expect(
      (
        await t.api('POST', '/api/review/assignments', {
          body: { codes: [applicant.code], assigneeId: adminId },
        })
      ).statusCode,
    ).toBe(401);
    expect((await detailOf(applicant.code)).assignment.assignee).toBeNull();
  });
});

describe('assigning applications', () => {
  it('assigns, reassigns and unassigns, with the assignee before and after in the audit', async () => {
    const applicant = await submitted();
    const other = await newReviewer(t);
    const first = await assign([applicant.code], adminId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ changed: 1, assignee: { id: adminId } });
    const detail = await detailOf(applicant.code);
    expect(detail.assignment.assignee?.id).toBe(adminId);
    expect(detail.assignment.assignedAt).not.toBeNull();

    expect((await assign([applicant.code], adminId)).json().data.changed).toBe(0);
    expect((await assign([applicant.code], other.id)).statusCode).toBe(200);
    expect((await assign([applicant.code], null)).json().data).toEqual({ changed: 1, assignee: null });
    expect((await detailOf(applicant.code)).assignment).toEqual({ assignee: null, assignedAt: null });

    const audit = await auditOf(applicant.code);
    expect(audit.map((row) => row.action)).toEqual([
      'application.assign',
      'application.assign',
      'application.unassign',
    ]);
    const details = audit.map((row) => JSON.parse(row.details ?? '{}'));
    expect(details[0]).toMatchObject({ before: null, after: { id: adminId } });
    expect(details[1]).toMatchObject({ before: { id: adminId }, after: { id: other.id, name: other.name } });
    expect(details[2]).toMatchObject({ before: { id: other.id }, after: null });
  });

  it('assigns many at once, all or nothing', async () => {
    const a = await submitted();
    const b = await submitted();
    const both = await assign([a.code, b.code, a.code], adminId);
    expect(both.json().data.changed).toBe(2);
    const unknown = await assign([a.code, 'APP-999999'], null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(assignmentMessages.notFound(['APP-999999']));
    expect((await detailOf(a.code)).assignment.assignee?.id).toBe(adminId);
  });

  it(`refuses more than ${ASSIGN_MAX} applications in one call`, async () => {
    const codes = Array.from({ length: ASSIGN_MAX + 1 }, (_, index) => `APP-${900_000 + index}`);
    const response = await assign(codes, adminId);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(assignmentMessages.tooMany);
  });

  it('refuses an assignee who is not an open staff account, writing nothing', async () => {
    const applicant = await submitted();
    const member = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.member)
      .executeTakeFirstOrThrow();
    const closed = await newReviewer(t, { deactivated: true });
    for (const assigneeId of [member.id, closed.id, applicant.userId, 999_999]) {
      const response = await assign([applicant.code], assigneeId);
      expect(response.statusCode, String(assigneeId)).toBe(400);
      expect(response.json().message).toBe(assignmentMessages.notStaff);
    }
    expect((await detailOf(applicant.code)).assignment.assignee).toBeNull();
    expect(await auditOf(applicant.code)).toEqual([]);
  });

  it('refuses finished work (409)', async () => {
    const applicant = await submitted();
    await moveOk(applicant.code, 'reject', 'Not eligible');
    const response = await assign([applicant.code], adminId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(assignmentMessages.notWaiting([applicant.code]));
  });
});

describe('the queue by assignee and age', () => {
  it('filters by me, unassigned and a named reviewer', async () => {
    const mine = await submitted();
    const nobodys = await submitted();
    const reviewer = await newReviewer(t);
    await assign([mine.code], reviewer.id);
    expect(await listed(mine.code, { assignee: 'me' }, reviewer.token)).toBe(true);
    expect(await listed(mine.code, { assignee: 'me' })).toBe(false);
    expect(await listed(mine.code, { assignee: String(reviewer.id) })).toBe(true);
    expect(await listed(mine.code, { assignee: 'none' })).toBe(false);
    expect(await listed(nobodys.code, { assignee: 'none' })).toBe(true);
    expect(await listed(nobodys.code, { assignee: String(reviewer.id) })).toBe(false);
    const row = (await queueOf(mine.code, {})).items[0];
    expect(row?.assignee).toEqual({ id: reviewer.id, name: reviewer.name });
    expect(
      (await t.api('GET', '/api/review/applications?assignee=someone', { token: approver })).statusCode,
    ).toBe(400);
  });

  it('computes the due date from the configured service level and filters overdue and older work', async () => {
    const applicant = await submitted();
    await ageStage(t, applicant.code, 5);
    await withServiceDays(defaultServiceDays, async () => {
      // Open is due in 7 days by default: five days in, it is not overdue.
      const row = (await queueOf(applicant.code, {})).items[0];
      expect(row?.timing.daysInStage).toBe(5);
      expect(row?.timing.overdue).toBe(false);
      const entered = Date.parse(row?.timing.stageEnteredAt ?? '');
      expect(Date.parse(row?.timing.dueAt ?? '')).toBe(entered + 7 * 86_400_000);
      expect(await listed(applicant.code, { age: 'overdue' })).toBe(false);
      expect(await listed(applicant.code, { age: '4' })).toBe(true);
      expect(await listed(applicant.code, { age: '5' })).toBe(false);
    });
    await withServiceDays(
      { ...defaultServiceDays, application: { ...defaultServiceDays.application, Open: 3 } },
      async () => {
        const row = (await queueOf(applicant.code, {})).items[0];
        expect(row?.timing.overdue).toBe(true);
        expect(Date.parse(row?.timing.dueAt ?? '')).toBe(
          Date.parse(row?.timing.stageEnteredAt ?? '') + 3 * 86_400_000,
        );
        expect(await listed(applicant.code, { age: 'overdue' })).toBe(true);
        expect((await detailOf(applicant.code)).timing.overdue).toBe(true);
      },
    );
  });

  it('starts the stage clock again on every step', async () => {
    const applicant = await submitted();
    await ageStage(t, applicant.code, 40);
    expect((await detailOf(applicant.code)).timing.daysInStage).toBe(40);
    const moved = await moveOk(applicant.code, 'advance');
    expect(moved.status).toBe('Verified');
    expect(moved.timing.daysInStage).toBe(0);
    expect(moved.timing.overdue).toBe(false);
    expect(Date.parse(moved.timing.stageEnteredAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // A rejection ends the wait: no due date any more.
    const rejected = await moveOk(applicant.code, 'reject', 'Not eligible');
    expect(rejected.timing.dueAt).toBeNull();
  });
});

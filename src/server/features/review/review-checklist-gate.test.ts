import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDetail } from '../../../contract/applications';
import { reviewDecisionMessages } from '../../../contract/review-decisions';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { waiveChecklist } from '../applications/test-support';
import { reviewCalls } from './test-support';

let t: TestApp;
let approver: string;

beforeAll(async () => {
  t = await startTestApp();
  approver = await t.login(demo.approver);
  await waiveChecklist(t, 'GRADUATE');
});
afterAll(async () => {
  await t?.close();
});

const { base, move, moveOk, submitted, applicantView } = reviewCalls(
  () => t,
  () => approver,
);

describe('the checklist gate', () => {
  /** Runs `body` while GRADUATE's checklist rules apply again (the file waives them otherwise). */
  async function withChecklist(body: () => Promise<void>) {
    await t.db
      .updateTable('checklist_rules')
      .set({ active: 1 })
      .where('category_code', '=', 'GRADUATE')
      .execute();
    try {
      await body();
    } finally {
      await waiveChecklist(t, 'GRADUATE');
    }
  }
  const status = async (code: string) =>
    (
      await t.db
        .selectFrom('applications')
        .select('status')
        .where('application_no', '=', code)
        .executeTakeFirst()
    )?.status;
  const auditOf = async (code: string) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('subject_id', '=', code)
        .orderBy('id')
        .execute()
    ).map((row) => ({ action: row.action, details: JSON.parse(row.details ?? '{}') }));

  it('refuses verify and release while items fail, unless an override reason is given and recorded', async () => {
    const applicant = await submitted();
    await withChecklist(async () => {
      const failing = (await t.api('GET', base(applicant.code), { token: approver }))
        .json()
        .data.checklist.filter((item: { pass: boolean }) => !item.pass)
        .map((item: { description: string }) => item.description);
      expect(failing.length).toBeGreaterThan(0);
      const refused = await move(applicant.code, 'advance');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(reviewDecisionMessages.checklistFailing(failing));
      expect(await status(applicant.code)).toBe('Open');
      expect(await auditOf(applicant.code)).toEqual([]);

      const verified = await t.api('POST', `${base(applicant.code)}/transition`, {
        token: approver,
        body: { action: 'advance', checklistOverride: ' Originals seen at the counter. ' },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      const detail = verified.json().data as ReviewDetail;
      expect(detail.status).toBe('Verified');
      expect(detail.comments).toEqual([
        expect.objectContaining({
          comment: reviewDecisionMessages.overrideComment(failing, 'Originals seen at the counter.'),
          hiddenFromApplicant: true,
        }),
      ]);
      expect((await auditOf(applicant.code))[0]).toEqual({
        action: 'application.advance',
        details: {
          from: 'Open',
          to: 'Verified',
          checklistOverride: { reason: 'Originals seen at the counter.', failing },
        },
      });
      // The override is staff-only: the applicant never reads it.
      expect(JSON.stringify(await applicantView(applicant))).not.toContain('Originals seen');

      await moveOk(applicant.code, 'advance');
      await moveOk(applicant.code, 'advance');
      const release = await move(applicant.code, 'release', 'Welcome.');
      expect(release.statusCode).toBe(409);
      expect(await status(applicant.code)).toBe('Board Review');
      expect(
        await t.db
          .selectFrom('member_register')
          .select('id')
          .where('user_id', '=', applicant.userId)
          .execute(),
      ).toEqual([]);
      const released = await t.api('POST', `${base(applicant.code)}/transition`, {
        token: approver,
        body: { action: 'release', comment: 'Welcome.', checklistOverride: 'Board waived the CV.' },
      });
      expect(released.statusCode, released.body).toBe(200);
      expect((await auditOf(applicant.code)).at(-1)?.details.checklistOverride).toEqual({
        reason: 'Board waived the CV.',
        failing,
      });
    });
  });

  // A failing checklist is a reason to reject, not an obstacle to it.
  it('never gates a rejection, and records no override when every item passes', async () => {
    const failingOne = await submitted();
    await withChecklist(async () => {
      expect((await move(failingOne.code, 'reject', 'Incomplete.')).statusCode).toBe(200);
    });
    const passing = await submitted();
    const moved = await t.api('POST', `${base(passing.code)}/transition`, {
      token: approver,
      body: { action: 'advance', checklistOverride: 'not needed' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.comments).toEqual([]);
    expect((await auditOf(passing.code))[0]?.details).toEqual({ from: 'Open', to: 'Verified' });
  });
});

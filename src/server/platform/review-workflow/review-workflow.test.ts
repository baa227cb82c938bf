import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedActions, applicationStatuses } from '../../../contract/applications';
import { allowedUpgradeActions, upgradeStatuses } from '../../../contract/upgrades';
import { newApplicant, type TestApplicant } from '../../features/applications/test-support';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { actorWithoutSession } from '../audit';
import { AppError } from '../errors';
import { nowIso } from '../time';
import { type Actor, actorOf } from './actors';
import { applyTransition, type Transition } from './apply-transition';
import { addComment, staffCommentsOf, visibleCommentsOf } from './comments';
import { historyOf } from './history';
import { type ReviewKind, reviewMachines } from './state-machines';

let t: TestApp;
let staffId: number;
let staff: Actor;

beforeAll(async () => {
  t = await startTestApp();
  const approver = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demo.approver)
    .executeTakeFirstOrThrow();
  staffId = approver.id;
  staff = await actorOf(t.context, staffId);
});
afterAll(async () => {
  await t?.close();
});

const refused = (status: string, action: string) => new AppError(409, `refused: ${status} by ${action}`);

/** An applicant whose application is in `status`, as the earlier steps would have left it. */
async function applicationIn(status: 'New' | 'Open' | 'Verified'): Promise<TestApplicant & { id: number }> {
  const applicant = await newApplicant(t);
  await t.db
    .updateTable('applications')
    .set({ status, submitted_at: status === 'New' ? null : nowIso() })
    .where('application_no', '=', applicant.code)
    .execute();
  const { id } = await t.db
    .selectFrom('applications')
    .select('id')
    .where('application_no', '=', applicant.code)
    .executeTakeFirstOrThrow();
  return { ...applicant, id };
}

/** Everything a move of the application writes: its row, history, comments and audit entries. */
async function traceOf(applicationId: number, code: string) {
  const row = await t.db
    .selectFrom('applications')
    .select(['status', 'updated_at', 'decided_at'])
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  const audit = await t.db
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .where('subject_type', '=', 'application')
    .where('subject_id', '=', code)
    .execute();
  return {
    row,
    history: await historyOf(t.db, 'application', applicationId),
    comments: await staffCommentsOf(t.db, 'application', applicationId),
    audit,
  };
}

const move = (transition: Transition<'application'>) =>
  t.db.transaction().execute((trx) => applyTransition(trx, transition));

describe('a transition the machine does not allow', () => {
  it('is refused with the status it found, and writes nothing', async () => {
    const application = await applicationIn('Open');
    const before = await traceOf(application.id, application.code);
    await expect(
      move({
        kind: 'application',
        record: { id: application.id, code: application.code, status: 'Open' },
        action: 'release',
        by: 'staff',
        actor: staff,
        comment: { text: 'Straight to release', hidden: false },
        set: { decided_at: nowIso() },
        refused,
        audit: { actor: actorWithoutSession(staffId) },
      }),
    ).rejects.toMatchObject({ status: 409, message: 'refused: Open by release' });
    expect(await traceOf(application.id, application.code)).toEqual(before);
  });

  it('refuses the applicant’s own step when staff try to take it', async () => {
    const application = await applicationIn('New');
    const before = await traceOf(application.id, application.code);
    await expect(
      move({
        kind: 'application',
        record: { id: application.id, code: application.code, status: 'New' },
        action: 'submit',
        by: 'staff',
        actor: staff,
        refused,
      }),
    ).rejects.toMatchObject({ status: 409, message: 'refused: New by submit' });
    expect(await traceOf(application.id, application.code)).toEqual(before);
  });

  it('is refused when another reviewer moved the record since it was read (named by the target)', async () => {
    const application = await applicationIn('Verified');
    const before = await traceOf(application.id, application.code);
    await expect(
      move({
        kind: 'application',
        // Read while it was Open; someone verified it in between.
        record: { id: application.id, code: application.code, status: 'Open' },
        action: 'advance',
        by: 'staff',
        actor: staff,
        comment: { text: 'Documents checked', hidden: true },
        refused,
        audit: { actor: actorWithoutSession(staffId) },
      }),
    ).rejects.toMatchObject({ status: 409, message: 'refused: Verified by advance' });
    expect(await traceOf(application.id, application.code)).toEqual(before);
  });
});

describe('an allowed transition', () => {
  it('moves the status and records the comment, the history with its actor and the audit entry', async () => {
    const application = await applicationIn('Open');
    const at = nowIso();
    const result = await move({
      kind: 'application',
      record: { id: application.id, code: application.code, status: 'Open' },
      action: 'advance',
      by: 'staff',
      actor: staff,
      comment: { text: '  Fee seen on the statement  ', hidden: true },
      at,
      refused,
      audit: { actor: actorWithoutSession(staffId) },
    });
    expect(result).toEqual({ from: 'Open', to: 'Verified' });
    const trace = await traceOf(application.id, application.code);
    expect(trace.row).toEqual({ status: 'Verified', updated_at: at, decided_at: null });
    expect(trace.history).toEqual([
      {
        from: 'Open',
        to: 'Verified',
        actor: staff.name,
        at: expect.any(String),
        comment: 'Fee seen on the statement',
      },
    ]);
    expect(trace.comments).toEqual([
      expect.objectContaining({
        displayName: staff.name,
        comment: 'Fee seen on the statement',
        hiddenFromApplicant: true,
      }),
    ]);
    expect(trace.audit).toEqual([
      { action: 'application.advance', details: JSON.stringify({ from: 'Open', to: 'Verified' }) },
    ]);
  });

  it('moves a licence, which keeps its decision on its own row and no history table', async () => {
    const applicant = await newApplicant(t);
    const profile = await t.db
      .selectFrom('profiles')
      .select('profile_id')
      .where('user_id', '=', applicant.userId)
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const { id } = await t.db
      .insertInto('licence_applications')
      .values({
        application_no: `WF-LIC-${process.pid}`,
        user_id: applicant.userId,
        profile_id: profile.profile_id,
        member_no: `WF/${process.pid}`,
        member_category: 'GRADUATE',
        document_type: 'New',
        amount_cents: 0,
        status: 'Submitted',
        details: '{}',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const licence = { id, code: `WF-LIC-${process.pid}` };
    const decide = () =>
      t.db.transaction().execute((trx) =>
        applyTransition(trx, {
          kind: 'licence',
          record: { ...licence, status: 'Submitted' },
          action: 'approve',
          by: 'staff',
          actor: staff,
          set: { licence_no: 'LIC/X/1', decided_by: staffId, decided_at: nowIso() },
          refused,
        }),
      );
    // No decision before the signed scan is in.
    await expect(decide()).rejects.toMatchObject({ message: 'refused: Submitted by approve' });
    const row = () =>
      t.db
        .selectFrom('licence_applications')
        .select(['status', 'licence_no', 'uploaded_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await row()).toEqual({ status: 'Submitted', licence_no: null, uploaded_at: null });
    await t.db.transaction().execute((trx) =>
      applyTransition(trx, {
        kind: 'licence',
        record: { ...licence, status: 'Submitted' },
        action: 'upload',
        by: 'applicant',
        actor: staff,
        set: { uploaded_at: now },
        refused,
      }),
    );
    expect(await row()).toEqual({ status: 'Uploaded', licence_no: null, uploaded_at: now });
  });
});

describe('comments', () => {
  it('never shows a comment hidden from the applicant to them, in the workflow or in their list', async () => {
    const application = await applicationIn('Open');
    await addComment(
      t.db,
      'application',
      application.id,
      staff,
      'Please add your degree certificate.',
      false,
    );
    await addComment(t.db, 'application', application.id, staff, 'Referee sounded unsure.', true);

    const visible = await visibleCommentsOf(t.db, 'application', application.id);
    expect(visible.map((comment) => comment.comment)).toEqual(['Please add your degree certificate.']);
    const all = await staffCommentsOf(t.db, 'application', application.id);
    expect(all.map((comment) => [comment.comment, comment.hiddenFromApplicant])).toEqual([
      ['Please add your degree certificate.', false],
      ['Referee sounded unsure.', true],
    ]);

    const listed = await t.api('GET', '/api/application', { token: application.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain('Referee sounded unsure.');
    expect(listed.json().data[0].membershipComments).toEqual([
      {
        displayName: staff.name,
        commentDate: expect.any(String),
        comment: 'Please add your degree certificate.',
      },
    ]);
  });
});

describe('the state machines', () => {
  it('offer staff exactly the actions the contract’s review pages show', () => {
    const staffActions = (kind: ReviewKind, status: string) =>
      reviewMachines[kind]
        .filter((step) => step.by === 'staff' && step.from === status)
        .map((step) => step.action)
        .sort();
    for (const status of applicationStatuses) {
      expect(staffActions('application', status), status).toEqual([...allowedActions(status)].sort());
    }
    for (const status of upgradeStatuses) {
      expect(staffActions('upgrade', status), status).toEqual([...allowedUpgradeActions(status)].sort());
    }
  });

  it('have one step at most per status, action and taker', () => {
    for (const steps of Object.values(reviewMachines)) {
      const keys = steps.map((step) => `${step.from}|${step.action}|${step.by}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

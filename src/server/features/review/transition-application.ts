import {
  applicationMessages,
  type ReviewDetail,
  type ReviewTransitionRequest,
} from '../../../contract/applications';
import { checklistGatedApplicationStatuses, isChecklistGated } from '../../../contract/review-decisions';
import type { AppContext } from '../../context';
import type { AuditActor } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { actorOf } from '../../platform/review-workflow/actors';
import { applyTransition, nextStatus, type Refusal } from '../../platform/review-workflow/apply-transition';
import { checklistGate } from '../../platform/review-workflow/checklist-override';
import { applicationMoveNotice } from '../../platform/review-workflow/move-notices';
import { nowIso } from '../../platform/time';
import { feeStateOf, isPaid } from '../applications/public';
import { checklistFor } from '../checklist/public';
import { notify } from '../notifications/public';
import { findApplication } from './find-application';
import { createMemberRecord } from './release-member';
import { reviewDetail } from './review-detail';

type Request = Required<ReviewTransitionRequest>;

const refused: Refusal<'application'> = (status, action) =>
  new AppError(409, applicationMessages.transitionRefused(status, action));

/**
 * POST review/applications/{code}/transition: one staff step of the application's machine
 * (platform/review-workflow): a step it does not allow from the current status is 409, and so is a
 * step raced by another reviewer. Verification needs the fee paid; release makes the member record.
 * Verification and release need the applicant's checklist complete, or an override reason that is
 * kept on the record (decision 0028); a rejection needs a reason (the contract's schema). Each step
 * starts the new stage's clock (its due date, decision 0031); the assignee stays with the application.
 */
export async function transitionApplication(
  context: AppContext,
  staff: AuditActor,
  code: string,
  request: Request,
): Promise<ReviewDetail> {
  const application = await findApplication(context.db, code);
  const from = application.status;
  const to = nextStatus('application', from, request.action, 'staff', refused);
  if (to === 'Verified') {
    const fee = await feeStateOf(context.db, application.user_id, application.application_no);
    if (!isPaid(fee)) throw new AppError(409, applicationMessages.notPaid);
  }
  const override = isChecklistGated(checklistGatedApplicationStatuses, to)
    ? checklistGate(
        await checklistFor(context.db, application.user_id, application.category),
        request.checklistOverride,
      )
    : null;
  const actor = await actorOf(context, staff.actorId);
  const comment = request.comment.trim();
  await context.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const memberNo =
      to === 'Released' ? await createMemberRecord({ ...context, db: trx }, application) : null;
    await applyTransition(trx, {
      kind: 'application',
      record: { id: application.id, code: application.application_no, status: from },
      action: request.action,
      by: 'staff',
      actor,
      comment: { text: comment, hidden: request.hiddenFromApplicant },
      set: {
        stage_entered_at: now,
        ...(memberNo ? { assigned_member_no: memberNo } : {}),
        ...(to === 'Released' || to === 'Rejected' ? { decided_at: now } : {}),
      },
      at: now,
      refused,
      audit: { actor: staff, details: { from, to, ...(memberNo ? { memberNo } : {}) } },
      override,
    });
    await notify(
      { ...context, db: trx },
      applicationMoveNotice({
        userId: application.user_id,
        code: application.application_no,
        to,
        comment: comment || null,
        commentVisible: !request.hiddenFromApplicant,
        memberNo,
      }),
    );
  });
  return reviewDetail(context.db, application.application_no);
}

import {
  applicationMessages,
  type ReviewDetail,
  type ReviewTransitionRequest,
  reviewTransitions,
} from '../../../contract/applications';
import type { AppContext } from '../../context';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { feeStateOf, isPaid } from '../applications/invoice-state';
import { actorOf, recordTransition } from '../applications/transitions';
import { addComment } from './add-comment';
import { findApplication } from './find-application';
import { createMemberRecord } from './release-member';
import { reviewDetail } from './review-detail';

type Request = Required<ReviewTransitionRequest>;

/**
 * POST review/applications/{code}/transition: one step of the state machine of decisions.md. A step
 * the machine does not allow from the current status is 409, and so is a step raced by another
 * reviewer (the status is checked again in the update). Verification needs the fee paid; release
 * makes the member record.
 */
export async function transitionApplication(
  context: AppContext,
  staff: AuditActor,
  code: string,
  request: Request,
): Promise<ReviewDetail> {
  const application = await findApplication(context.db, code);
  const from = application.status;
  const to = reviewTransitions[from][request.action];
  if (!to) throw new AppError(409, applicationMessages.transitionRefused(from, request.action));
  if (to === 'Verified') {
    const fee = await feeStateOf(context.db, application.user_id, application.application_no);
    if (!isPaid(fee)) throw new AppError(409, applicationMessages.notPaid);
  }
  const actor = await actorOf(context, staff.actorId);
  const comment = request.comment.trim();
  await context.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const memberNo =
      to === 'Released' ? await createMemberRecord({ ...context, db: trx }, application) : null;
    const moved = await trx
      .updateTable('applications')
      .set({
        status: to,
        updated_at: now,
        ...(memberNo ? { assigned_member_no: memberNo } : {}),
        ...(to === 'Released' || to === 'Rejected' ? { decided_at: now } : {}),
      })
      .where('id', '=', application.id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) {
      throw new AppError(409, applicationMessages.transitionRefused(to, request.action));
    }
    if (comment) await addComment(trx, application.id, actor, comment, request.hiddenFromApplicant);
    await recordTransition(
      { ...context, db: trx },
      {
        application,
        from,
        to,
        actor,
        comment: comment || null,
        commentVisible: !request.hiddenFromApplicant,
        memberNo,
      },
    );
    await recordAudit(trx, {
      actor: staff,
      action: `application.${request.action}`,
      subjectType: 'application',
      subjectId: application.application_no,
      details: { from, to, ...(memberNo ? { memberNo } : {}) },
    });
  });
  return reviewDetail(context.db, application.application_no);
}

import type { CpdRecordStatus } from '../../../contract/cpd-points';
import {
  type CpdReviewDecision,
  type CpdReviewRecord,
  cpdReviewMessages,
} from '../../../contract/cpd-review';
import type { AppContext } from '../../context';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { noticeToMember } from './review-notices';
import { findReviewRow, toReviewRecord } from './review-queue';

const outcomeOf: Record<CpdReviewDecision, { status: CpdRecordStatus; action: string }> = {
  approve: { status: 'verified', action: 'cpd-record.verified' },
  reject: { status: 'rejected', action: 'cpd-record.rejected' },
  'request-evidence': { status: 'more-evidence-requested', action: 'cpd-record.more-evidence-requested' },
};

function noticeOf(decision: CpdReviewDecision, record: CpdReviewRecord, note: string | null) {
  const what = `"${record.title}" (${record.startDate.slice(0, 10)})`;
  switch (decision) {
    case 'approve':
      return {
        title: 'CPD record verified',
        message: `Your CPD record ${what} was verified: ${record.points} point(s) count for ${record.cpdYear}.`,
      };
    case 'reject':
      return {
        title: 'CPD record rejected',
        message: `Your CPD record ${what} was rejected: ${note}`,
      };
    case 'request-evidence':
      return {
        title: 'More evidence needed for a CPD record',
        message: `More evidence is needed for your CPD record ${what}: ${note} Upload it and submit the record again.`,
      };
  }
}

/**
 * A staff decision on a submitted record. The change is conditional on the record still being
 * submitted, so of two staff deciding at once one wins and the other hears 409 and changes nothing.
 * Approving keeps the points the record was submitted with (decision 0047); the yearly caps are
 * applied, as always, when progress is read. The member is told and the decision is audited in the
 * same transaction.
 */
export async function decideRecord(
  context: AppContext,
  id: number,
  decision: CpdReviewDecision,
  note: string | null,
  actor: AuditActor,
): Promise<CpdReviewRecord> {
  return context.db.transaction().execute(async (trx) => {
    const inTransaction = { ...context, db: trx };
    const before = await findReviewRow(trx, id);
    const { status, action } = outcomeOf[decision];
    const now = nowIso();
    const changed = await trx
      .updateTable('cpd_records')
      .set({ status, reviewed_by: actor.actorId, reviewed_at: now, review_note: note, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw conflict(cpdReviewMessages.notAwaiting);
    const after = toReviewRecord(await findReviewRow(trx, id));
    await recordAudit(trx, {
      actor,
      action,
      subjectType: 'cpd-record',
      subjectId: id,
      details: {
        member: after.memberNo,
        before: { status: before.status, reviewNote: before.review_note, points: Number(before.points) },
        after: { status: after.status, reviewNote: after.reviewNote, points: after.points },
      },
    });
    await noticeToMember(inTransaction, { userId: after.userId, ...noticeOf(decision, after, note) });
    return after;
  });
}

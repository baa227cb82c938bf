import {
  type LicenceReviewDetail,
  type LicenceReviewItem,
  type LicenceStatus,
  type LicenceTransitionRequest,
  licenceDecidable,
  licenceMessages,
} from '../../../contract/licences';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { isPaid } from '../applications/invoice-state';
import { notify } from '../notifications/notify';
import { memberIdentityOf } from '../subscriptions/member-subscriptions';
import { nextLicenceNumber } from './licence-numbers';
import { detailsOf, findLicence, type LicenceRow, licenceFeeOf, listItemOf } from './licence-queries';

async function reviewItemOf(db: Db, row: LicenceRow): Promise<LicenceReviewItem> {
  const fee = await licenceFeeOf(db, row);
  const identity = await memberIdentityOf(db, row.user_id);
  const user = await db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirst();
  return {
    ...listItemOf(row, fee),
    applicantName: identity.name,
    email: user?.email ?? '',
    memberNo: row.member_no,
    paid: isPaid(fee),
  };
}

/** GET review/licences: every application with its scan in or decided, newest first; `status` narrows it. */
export async function licenceReviewQueue(db: Db, status?: LicenceStatus): Promise<LicenceReviewItem[]> {
  let query = db.selectFrom('licence_applications').selectAll().orderBy('id', 'desc').limit(200);
  query = status ? query.where('status', '=', status) : query.where('status', '!=', 'Submitted');
  const rows = await query.execute();
  return Promise.all(rows.map((row) => reviewItemOf(db, row)));
}

/** GET review/licences/{no}. */
export async function licenceReviewDetail(db: Db, no: string): Promise<LicenceReviewDetail> {
  const row = await findLicence(db, no);
  const item = await reviewItemOf(db, row);
  return {
    ...item,
    details: detailsOf(row),
    memberCategory: row.member_category,
    decisionComment: row.decision_comment,
    decidable: licenceDecidable(row.status, item.paid),
  };
}

/**
 * POST review/licences/{no}/transition: approve (issues the licence with the next number of the
 * year's series) or reject (with a reason), only once the scan is in and the fee paid. The status
 * is checked again in the update, so two reviewers deciding at once cannot both win (409).
 */
export async function transitionLicence(
  context: AppContext,
  staff: AuditActor,
  no: string,
  request: Required<LicenceTransitionRequest>,
): Promise<LicenceReviewDetail> {
  const { db } = context;
  const row = await findLicence(db, no);
  if (row.status !== 'Uploaded') throw conflict(licenceMessages.notDecidable(row.status));
  if (!isPaid(await licenceFeeOf(db, row))) throw conflict(licenceMessages.notPaid);
  const to: LicenceStatus = request.action === 'approve' ? 'Issued' : 'Rejected';
  const comment = request.comment.trim() || null;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const licenceNo = to === 'Issued' ? await nextLicenceNumber(trx, now) : null;
    const moved = await trx
      .updateTable('licence_applications')
      .set({
        status: to,
        licence_no: licenceNo,
        decision_comment: comment,
        decided_by: staff.actorId,
        decided_at: now,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'Uploaded')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw conflict(licenceMessages.notDecidable(to));
    const paragraphs =
      to === 'Issued'
        ? [
            `Your practising licence application ${no} has been approved.`,
            `Your licence number is ${licenceNo}.`,
          ]
        : [
            `Your practising licence application ${no} was not approved.`,
            ...(comment ? [`Reason: ${comment}`] : []),
          ];
    await notify(
      { ...context, db: trx },
      {
        userId: row.user_id,
        title: to === 'Issued' ? `Licence ${licenceNo} issued` : `Licence application ${no} not approved`,
        message: paragraphs.join(' '),
        action: '/license',
        paragraphs,
      },
    );
    await recordAudit(trx, {
      actor: staff,
      action: `licence.${request.action}`,
      subjectType: 'licence',
      subjectId: no,
      details: { from: row.status, to, ...(licenceNo ? { licenceNo } : {}) },
    });
  });
  return licenceReviewDetail(db, no);
}

import {
  type LicenceReviewDetail,
  type LicenceReviewItem,
  type LicenceShownStatus,
  type LicenceTransitionRequest,
  licenceDecidable,
  licenceMessages,
  licenceValidFrom,
  licenceValidUntil,
} from '../../../contract/licences';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { AuditActor } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { actorOf } from '../../platform/review-workflow/actors';
import { applyTransition, nextStatus, type Refusal } from '../../platform/review-workflow/apply-transition';
import { licenceDecisionNotice } from '../../platform/review-workflow/move-notices';
import { nowIso } from '../../platform/time';
import { isPaid } from '../applications/public';
import { goodStandingCauseOfMemberNo, isMemberNoInGoodStanding } from '../member-register/public';
import { notify } from '../notifications/public';
import { memberIdentityOf } from '../subscriptions/public';
import { nextLicenceNumber } from './licence-numbers';
import { detailsOf, findLicence, type LicenceRow, licenceFeeOf, listItemOf } from './licence-queries';
import { whereShownStatus } from './licence-review-filter';

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
    inGoodStanding: await isMemberNoInGoodStanding(db, row.member_no),
  };
}

/**
 * GET review/licences: every application with its scan in or decided, newest first; `status` narrows
 * it by the status the list shows (an Uploaded one whose fee is paid is In Review, decision 0039).
 */
export async function licenceReviewQueue(db: Db, status?: LicenceShownStatus): Promise<LicenceReviewItem[]> {
  const query = db.selectFrom('licence_applications').selectAll().orderBy('id', 'desc').limit(200);
  const rows = await whereShownStatus(query, status).execute();
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

const refused: Refusal<'licence'> = (status) => conflict(licenceMessages.notDecidable(status));

/** The last day of the member's licence that runs longest, other than this one; null when none. */
async function currentLicenceUntil(db: Db, row: LicenceRow): Promise<string | null> {
  const current = await db
    .selectFrom('licence_applications')
    .select((eb) => eb.fn.max('valid_until').as('until'))
    .where('user_id', '=', row.user_id)
    .where('status', '=', 'Issued')
    .where('id', '!=', row.id)
    .executeTakeFirst();
  return current?.until ?? null;
}

/**
 * An issued licence's number and validity (decision 0029): twelve months from today, or from the
 * day after the member's current licence ends when renewed early. Inside the approval's transaction.
 */
async function issuedColumns(db: Db, row: LicenceRow, now: string) {
  const validFrom = licenceValidFrom(todayIso(new Date(now)), await currentLicenceUntil(db, row));
  return {
    licence_no: await nextLicenceNumber(db, now),
    valid_from: validFrom,
    valid_until: licenceValidUntil(validFrom),
  };
}

/**
 * POST review/licences/{no}/transition: approve (issues the licence with the next number of the
 * year's series and its validity) or reject (with a reason), only once the scan is in and the fee
 * paid: the staff steps of the licence's machine (platform/review-workflow). A licence carries the
 * body's word that the holder may practise, so one for a member not in good standing is refused
 * unless the reviewer gives an override reason, which the audit entry keeps. Two reviewers deciding
 * at once cannot both win (409).
 */
export async function transitionLicence(
  context: AppContext,
  staff: AuditActor,
  no: string,
  request: Required<LicenceTransitionRequest>,
): Promise<LicenceReviewDetail> {
  const { db } = context;
  const row = await findLicence(db, no);
  const to = nextStatus('licence', row.status, request.action, 'staff', refused);
  if (!isPaid(await licenceFeeOf(db, row))) throw conflict(licenceMessages.notPaid);
  const override = request.overrideReason.trim();
  const standing = to === 'Issued' ? await goodStandingCauseOfMemberNo(db, row.member_no) : null;
  const standingOverride = to === 'Issued' && standing?.cause !== null ? override : null;
  if (standingOverride === '')
    throw conflict(
      standing?.cause === 'cpdNotMet'
        ? licenceMessages.notInGoodStandingCpdToIssue
        : licenceMessages.notInGoodStandingToIssue,
    );
  const actor = await actorOf(context, staff.actorId);
  const comment = request.comment.trim() || null;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const issued = to === 'Issued' ? await issuedColumns(trx, row, now) : null;
    const licenceNo = issued?.licence_no ?? null;
    await applyTransition(trx, {
      kind: 'licence',
      record: { id: row.id, code: row.application_no, status: row.status },
      action: request.action,
      by: 'staff',
      actor,
      set: { ...issued, decision_comment: comment, decided_by: staff.actorId, decided_at: now },
      at: now,
      refused,
      audit: {
        actor: staff,
        details: {
          from: row.status,
          to,
          ...(issued ? { licenceNo, validFrom: issued.valid_from, validUntil: issued.valid_until } : {}),
          ...(standingOverride ? { notInGoodStanding: true, overrideReason: standingOverride } : {}),
        },
      },
    });
    await notify(
      { ...context, db: trx },
      licenceDecisionNotice({
        userId: row.user_id,
        code: no,
        to: to === 'Issued' ? 'Issued' : 'Rejected',
        comment,
        licenceNo,
      }),
    );
  });
  return licenceReviewDetail(db, no);
}

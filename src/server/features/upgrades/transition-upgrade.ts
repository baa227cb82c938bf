import { checklistGatedUpgradeStatuses, isChecklistGated } from '../../../contract/review-decisions';
import {
  type UpgradeReviewDetail,
  type UpgradeTransitionRequest,
  upgradeMessages,
} from '../../../contract/upgrades';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { AuditActor } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { actorOf } from '../../platform/review-workflow/actors';
import { applyTransition, nextStatus, type Refusal } from '../../platform/review-workflow/apply-transition';
import { checklistGate } from '../../platform/review-workflow/checklist-override';
import { upgradeMoveNotice } from '../../platform/review-workflow/move-notices';
import { nowIso } from '../../platform/time';
import { feeStateOf, isPaid } from '../applications/public';
import { checklistFor } from '../checklist/public';
import { refreshMemberSearchForMemberNos } from '../member-search/public';
import { notify } from '../notifications/public';
import { findUpgrade, type UpgradeRow, upgradeReviewDetail } from './upgrade-review';

const refused: Refusal<'upgrade'> = (status, action) =>
  conflict(upgradeMessages.transitionRefused(status, action));

/**
 * Approval moves the member into the new category (decisions.md): on the account, which the plans,
 * checklist and charges read, and on the member register, which the public search and the
 * certificates read. The member number stays the one they have.
 */
async function changeCategory(db: Db, upgrade: UpgradeRow, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ category: upgrade.to_category, updated_at: now })
    .where('id', '=', upgrade.user_id)
    .execute();
  await db
    .updateTable('member_register')
    .set({ category: upgrade.to_category, updated_at: now })
    .where('member_no', '=', upgrade.member_no)
    .execute();
  await refreshMemberSearchForMemberNos(db, [upgrade.member_no]);
}

/**
 * POST review/upgrades/{code}/transition: one staff step of the upgrade's machine
 * (platform/review-workflow): a step it does not allow from the current status is 409, and so is a
 * step raced by another reviewer. Committee review needs the fee paid. Approval needs the member's
 * checklist of the new category complete, or an override reason kept on the record (decision 0028).
 */
export async function transitionUpgrade(
  context: AppContext,
  staff: AuditActor,
  code: string,
  request: Required<UpgradeTransitionRequest>,
): Promise<UpgradeReviewDetail> {
  const upgrade = await findUpgrade(context.db, code);
  const from = upgrade.status;
  const to = nextStatus('upgrade', from, request.action, 'staff', refused);
  if (to === 'Committee Review') {
    const fee = await feeStateOf(context.db, upgrade.user_id, upgrade.upgrade_no, 'UPGRADE');
    if (!isPaid(fee)) throw conflict(upgradeMessages.notPaid);
  }
  const override = isChecklistGated(checklistGatedUpgradeStatuses, to)
    ? checklistGate(
        await checklistFor(context.db, upgrade.user_id, upgrade.to_category),
        request.checklistOverride,
      )
    : null;
  const actor = await actorOf(context, staff.actorId);
  const comment = request.comment.trim();
  await context.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const decided = to === 'Approved' || to === 'Rejected';
    await applyTransition(trx, {
      kind: 'upgrade',
      record: { id: upgrade.id, code: upgrade.upgrade_no, status: from },
      action: request.action,
      by: 'staff',
      actor,
      comment: { text: comment, hidden: request.hiddenFromApplicant },
      set: decided ? { decided_at: now } : {},
      at: now,
      refused,
      audit: {
        actor: staff,
        details: { from, to, ...(to === 'Approved' ? { category: upgrade.to_category } : {}) },
      },
      override,
    });
    if (to === 'Approved') await changeCategory(trx, upgrade, now);
    // The notice names the category ('Professional Engineer'), never its code.
    const category = await trx
      .selectFrom('membership_categories')
      .select('description')
      .where('code', '=', upgrade.to_category)
      .executeTakeFirst();
    await notify(
      { ...context, db: trx },
      upgradeMoveNotice({
        userId: upgrade.user_id,
        code: upgrade.upgrade_no,
        to,
        comment: comment || null,
        commentVisible: !request.hiddenFromApplicant,
        toCategory: category?.description ?? upgrade.to_category,
      }),
    );
  });
  return upgradeReviewDetail(context.db, upgrade.upgrade_no);
}

import {
  type UpgradeReviewDetail,
  type UpgradeTransitionRequest,
  upgradeMessages,
  upgradeTransitions,
} from '../../../contract/upgrades';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { feeStateOf, isPaid } from '../applications/invoice-state';
import { actorOf } from '../applications/transitions';
import { refreshMemberSearchForMemberNos } from '../member-search/sync';
import { addUpgradeComment, recordUpgradeMove } from './upgrade-history';
import { findUpgrade, type UpgradeRow, upgradeReviewDetail } from './upgrade-review';

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
 * POST review/upgrades/{code}/transition: one step of the upgrade's state machine. A step the machine
 * does not allow from the current status is 409, and so is a step raced by another reviewer (the
 * status is checked again in the update). Committee review needs the fee paid.
 */
export async function transitionUpgrade(
  context: AppContext,
  staff: AuditActor,
  code: string,
  request: UpgradeTransitionRequest,
): Promise<UpgradeReviewDetail> {
  const upgrade = await findUpgrade(context.db, code);
  const from = upgrade.status;
  const to = upgradeTransitions[from][request.action];
  if (!to) throw conflict(upgradeMessages.transitionRefused(from, request.action));
  if (to === 'Committee Review') {
    const fee = await feeStateOf(context.db, upgrade.user_id, upgrade.upgrade_no, 'UPGRADE');
    if (!isPaid(fee)) throw conflict(upgradeMessages.notPaid);
  }
  const actor = await actorOf(context, staff.actorId);
  const comment = request.comment.trim();
  await context.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const decided = to === 'Approved' || to === 'Rejected';
    const moved = await trx
      .updateTable('upgrades')
      .set({ status: to, updated_at: now, ...(decided ? { decided_at: now } : {}) })
      .where('id', '=', upgrade.id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1)
      throw conflict(upgradeMessages.transitionRefused(to, request.action));
    if (to === 'Approved') await changeCategory(trx, upgrade, now);
    if (comment) await addUpgradeComment(trx, upgrade.id, actor, comment, request.hiddenFromApplicant);
    await recordUpgradeMove(
      { ...context, db: trx },
      { upgrade, from, to, actor, comment: comment || null, commentVisible: !request.hiddenFromApplicant },
    );
    await recordAudit(trx, {
      actor: staff,
      action: `upgrade.${request.action}`,
      subjectType: 'upgrade',
      subjectId: upgrade.upgrade_no,
      details: { from, to, ...(to === 'Approved' ? { category: upgrade.to_category } : {}) },
    });
  });
  return upgradeReviewDetail(context.db, upgrade.upgrade_no);
}

import {
  adminUserMessages,
  type DeleteOutcome,
  type KeptRecord,
  keptRecords,
} from '../../../contract/admin-users';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { auditActor, recordAudit } from '../../platform/audit';
import { conflict, forbidden } from '../../platform/errors';
import { issueLink } from '../../platform/link-tokens';
import { hashPassword } from '../../platform/passwords';
import { isSuperAdmin } from '../../platform/policies';
import type { ActiveSession } from '../../platform/sessions';
import { nowIso } from '../../platform/time';
import { newToken } from '../../platform/tokens';
import { sendPasswordReset } from '../access/public';
import { clearAccountLock, lockedAccounts } from '../auth/public';
import { memberIdsOfUsers, refreshMemberSearchForMemberIds } from '../member-search/public';
import { findUser, requireMayManage } from './target-account';

/** Rows that may not disappear with the account: the ledger and issued documents refer to it. */
async function recordsToKeep(db: Db, id: number): Promise<KeptRecord[]> {
  const found = await Promise.all([
    db.selectFrom('invoices').select('id').where('user_id', '=', id).executeTakeFirst(),
    db.selectFrom('receipts').select('id').where('user_id', '=', id).executeTakeFirst(),
    db.selectFrom('payments').select('id').where('user_id', '=', id).executeTakeFirst(),
    db.selectFrom('documents').select('id').where('owner_user_id', '=', id).executeTakeFirst(),
  ]);
  return keptRecords.filter((_, index) => found[index] !== undefined);
}

/**
 * POST admin/deleteUser/{id}. An account without money or documents is removed with everything that
 * hangs off it. One with invoices, receipts, payments or documents is deactivated instead: the
 * ledger must keep its customer, so the account stays, its password becomes unusable, its sessions
 * (also any it opened as an impersonating admin) and reset links end, and it can no longer sign in.
 */
export async function deleteUser(
  context: AppContext,
  admin: ActiveSession,
  id: number,
): Promise<DeleteOutcome> {
  const { db } = context;
  const user = await findUser(db, id);
  if (user.id === admin.user.id) throw forbidden(adminUserMessages.notYourself);
  if (isSuperAdmin(user, context.policy)) throw forbidden(adminUserMessages.notSuperAdmin);
  requireMayManage(context, admin, user);
  if (user.deactivated_at !== null) throw conflict(adminUserMessages.deactivated);
  const kept = await recordsToKeep(db, id);
  const keep = kept.length > 0;
  const unusableHash = keep ? await hashPassword(newToken()) : '';
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    // Read before the account goes: its register entries then lose the link and the profile.
    const members = await memberIdsOfUsers(trx, [id]);
    if (keep) {
      await trx
        .updateTable('users')
        .set({ deactivated_at: now, password_hash: unusableHash, updated_at: now })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where((eb) => eb.or([eb('user_id', '=', id), eb('impersonator_id', '=', id)]))
        .where('revoked_at', 'is', null)
        .execute();
      await trx
        .updateTable('link_tokens')
        .set({ consumed_at: now })
        .where('user_id', '=', id)
        .where('consumed_at', 'is', null)
        .execute();
    } else {
      await trx.deleteFrom('users').where('id', '=', id).execute();
    }
    await refreshMemberSearchForMemberIds(trx, members);
    await recordAudit(trx, {
      actor: auditActor(admin),
      action: keep ? 'user.deactivated' : 'user.deleted',
      subjectType: 'user',
      subjectId: id,
      details: { email: user.email, name: user.name, ...(keep ? { kept } : {}) },
    });
  });
  return keep
    ? { outcome: 'deactivated', message: adminUserMessages.deactivatedInstead(kept) }
    : { outcome: 'deleted', message: adminUserMessages.deleted };
}

/**
 * POST admin/reactivateUser/{id}: a deactivated account may sign in again. Its password was made
 * unusable when it was closed, so the owner needs a reset link (the admin sends one next) before
 * they can; their sessions and links stay ended.
 */
export async function reactivateUser(context: AppContext, admin: ActiveSession, id: number): Promise<void> {
  const user = await findUser(context.db, id);
  requireMayManage(context, admin, user);
  if (user.deactivated_at === null) throw conflict(adminUserMessages.notDeactivated);
  await context.db.transaction().execute(async (trx) => {
    const reopened = await trx
      .updateTable('users')
      .set({ deactivated_at: null, updated_at: nowIso() })
      .where('id', '=', id)
      .where('deactivated_at', 'is not', null)
      .executeTakeFirst();
    // Two admins at once: the second finds the account active, as if it had asked a moment later.
    if (Number(reopened.numUpdatedRows) !== 1) throw conflict(adminUserMessages.notDeactivated);
    await recordAudit(trx, {
      actor: auditActor(admin),
      action: 'user.reactivated',
      subjectType: 'user',
      subjectId: id,
      details: { email: user.email, deactivated_at: user.deactivated_at },
    });
  });
}

/** POST admin/sendActivationLink: the forgot-password link, e-mailed through the outbox. */
export async function sendResetLink(context: AppContext, admin: ActiveSession, id: number): Promise<void> {
  const user = await findUser(context.db, id);
  requireMayManage(context, admin, user);
  if (user.deactivated_at !== null) throw conflict(adminUserMessages.deactivated);
  await context.db.transaction().execute(async (trx) => {
    const token = await issueLink(trx, 'password-reset', user.id);
    await sendPasswordReset({ ...context, db: trx }, user.email, token);
    await recordAudit(trx, {
      actor: auditActor(admin),
      action: 'user.reset-link-sent',
      subjectType: 'user',
      subjectId: user.id,
    });
  });
}

/**
 * POST admin/unlockUser/{id}: ends the lock that wrong passwords put on the account (the admin list
 * shows it as Locked), so the owner signs in with the password alone again; audited either way.
 */
export async function unlockUser(context: AppContext, admin: ActiveSession, id: number): Promise<void> {
  const user = await findUser(context.db, id);
  requireMayManage(context, admin, user);
  const wasLocked = (await lockedAccounts(context, [user.email])).size > 0;
  await context.db.transaction().execute(async (trx) => {
    await clearAccountLock(trx, user.email);
    await recordAudit(trx, {
      actor: auditActor(admin),
      action: 'user.unlocked',
      subjectType: 'user',
      subjectId: user.id,
      details: { email: user.email, was_locked: wasLocked },
    });
  });
}

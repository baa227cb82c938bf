import type { z } from 'zod';
import {
  adminUserMessages,
  type adminUserUpdateSchema,
  type DeleteOutcome,
} from '../../../contract/admin-users';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { auditActor, recordAudit } from '../../platform/audit';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { issueLink } from '../../platform/link-tokens';
import { hashPassword } from '../../platform/passwords';
import { isSuperAdmin, mayManageAccount } from '../../platform/policies';
import type { ActiveSession } from '../../platform/sessions';
import { nowIso } from '../../platform/time';
import { newToken } from '../../platform/tokens';
import { sendPasswordReset } from '../access/notices';
import { clearAccountLock, lockedAccounts } from '../auth/throttle';
import {
  memberIdsOfUsers,
  refreshMemberSearch,
  refreshMemberSearchForMemberIds,
} from '../member-search/sync';

type UserUpdate = z.output<typeof adminUserUpdateSchema>;

export async function findUser(db: Db, id: number): Promise<UserRow> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) throw notFound();
  return user;
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Issue 23: staff accounts are the super-admin's to edit, reset, unlock or delete (mayManageAccount). */
function requireMayManage(context: AppContext, admin: ActiveSession, user: UserRow): void {
  if (!mayManageAccount(admin.user, user, context.policy)) throw forbidden(adminUserMessages.staffAccount);
}

/** POST admin/updateUser/{id}: name, e-mail, phone and ID number; the audit row lists what changed. */
export async function updateUser(
  context: AppContext,
  admin: ActiveSession,
  id: number,
  update: UserUpdate,
): Promise<void> {
  const { db } = context;
  const user = await findUser(db, id);
  const superAdminEmail = context.policy.superAdminEmail;
  // The super-admin is whoever has the configured address, so moving it would move the role.
  if (!sameEmail(user.email, update.email)) {
    if (isSuperAdmin(user, context.policy) || sameEmail(update.email, superAdminEmail)) {
      throw forbidden(adminUserMessages.superAdminEmail);
    }
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', update.email)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (taken) throw conflict(adminUserMessages.emailTaken);
  }
  requireMayManage(context, admin, user);
  const changed = (['name', 'email', 'phone_no', 'id_number'] as const).filter(
    (field) => user[field] !== update[field],
  );
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ ...update, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, {
        actor: auditActor(admin),
        action: 'user.updated',
        subjectType: 'user',
        subjectId: id,
        details: Object.fromEntries(
          changed.map((field) => [field, { from: user[field], to: update[field] }]),
        ),
      });
      // The Member Checker finds a member by their account's e-mail and ID number too.
      await refreshMemberSearch(trx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(adminUserMessages.emailTaken);
    throw error;
  }
}

/** Rows that may not disappear with the account: the ledger and issued documents refer to it. */
async function hasRecordsToKeep(db: Db, id: number): Promise<boolean> {
  const [invoice, receipt, payment, document] = await Promise.all([
    db.selectFrom('invoices').select('id').where('user_id', '=', id).executeTakeFirst(),
    db.selectFrom('receipts').select('id').where('user_id', '=', id).executeTakeFirst(),
    db.selectFrom('payments').select('id').where('user_id', '=', id).executeTakeFirst(),
    db.selectFrom('documents').select('id').where('owner_user_id', '=', id).executeTakeFirst(),
  ]);
  return Boolean(invoice || receipt || payment || document);
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
): Promise<DeleteOutcome['outcome']> {
  const { db } = context;
  const user = await findUser(db, id);
  if (user.id === admin.user.id) throw forbidden(adminUserMessages.notYourself);
  if (isSuperAdmin(user, context.policy)) throw forbidden(adminUserMessages.notSuperAdmin);
  requireMayManage(context, admin, user);
  if (user.deactivated_at !== null) throw conflict(adminUserMessages.deactivated);
  const keep = await hasRecordsToKeep(db, id);
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
      details: { email: user.email, name: user.name },
    });
  });
  return keep ? 'deactivated' : 'deleted';
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

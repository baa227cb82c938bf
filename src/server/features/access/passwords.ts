import type { NotificationFlags } from '../../../contract/access';
import type { AuthUser } from '../../../contract/auth';
import { messages } from '../../../contract/common';
import type { AppContext } from '../../context';
import { actorWithoutSession, auditActor, recordAudit } from '../../platform/audit';
import { badRequest, forbidden } from '../../platform/errors';
import { consumeLink, issueLink } from '../../platform/link-tokens';
import { hashPassword } from '../../platform/passwords';
import { consumeRateLimit } from '../../platform/rate-limit';
import { type ActiveSession, revokeSessionsOf } from '../../platform/sessions';
import { nowIso } from '../../platform/time';
import { newToken } from '../../platform/tokens';
import { clearAccountLock, currentUser } from '../auth/public';
import { sendPasswordReset } from './notices';

/**
 * POST auth/password-reset: a link goes to the address if it has an account. The answer is the same
 * either way, and the limits count unknown addresses too, so neither tells who has an account.
 */
export async function requestPasswordReset(
  context: AppContext,
  email: string,
  clientIp: string,
): Promise<void> {
  const { db } = context;
  await consumeRateLimit(db, 'passwordResetsPerAddress', clientIp);
  await consumeRateLimit(db, 'passwordResetsPerEmail', email);
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', email)
    // A deactivated account (admin-users/manage-user.ts) is answered like an unknown address.
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  // An unknown address runs the same statements and rolls them back, so the time taken tells nothing.
  await db
    .transaction()
    .execute(async (trx) => {
      const token = user ? await issueLink(trx, 'password-reset', user.id) : newToken();
      await sendPasswordReset({ ...context, db: trx }, email, token);
      if (!user) throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

/** Thrown to undo the stand-in writes made for an unknown address. */
class RolledBack extends Error {}

/** POST auth/password: the link's token sets a new password once and signs the account out everywhere. */
export async function resetPassword(context: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  // The link is claimed in the same transaction as the change: if the change fails, the link still works.
  await context.db.transaction().execute(async (trx) => {
    const userId = await consumeLink(trx, token, 'password-reset');
    if (userId === undefined) throw badRequest(messages.linkInvalid);
    // Following the link proves the mailbox, so an unverified account becomes verified too.
    await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        updated_at: now,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
      }))
      .where('id', '=', userId)
      .execute();
    await revokeSessionsOf(trx, userId);
    // The owner proved the mailbox and chose a new password: wrong guesses at the old one lock no more.
    const { email } = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await clearAccountLock(trx, email);
    await recordAudit(trx, {
      actor: actorWithoutSession(userId),
      action: 'password.reset',
      subjectType: 'user',
      subjectId: userId,
    });
  });
}

/** POST auth/set-password: a signed-in user changes the password; other sessions end. */
export async function setPassword(
  context: AppContext,
  session: ActiveSession,
  password: string,
): Promise<void> {
  if (session.impersonatorId !== null) throw forbidden(messages.notWhileImpersonating);
  const passwordHash = await hashPassword(password);
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: nowIso() })
      .where('id', '=', session.user.id)
      .execute();
    await revokeSessionsOf(trx, session.user.id, session.sessionId);
    await recordAudit(trx, {
      actor: auditActor(session),
      action: 'password.changed',
      subjectType: 'user',
      subjectId: session.user.id,
    });
  });
}

/** POST auth/notification: the four reminder and update flags. */
export async function saveNotificationFlags(
  context: AppContext,
  session: ActiveSession,
  flags: NotificationFlags,
): Promise<AuthUser> {
  const bit = (value: boolean) => (value ? 1 : 0) as 0 | 1;
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        email_reminders: bit(flags.email_reminders),
        email_updates: bit(flags.email_updates),
        sms_reminders: bit(flags.sms_reminders),
        sms_updates: bit(flags.sms_updates),
        updated_at: nowIso(),
      })
      .where('id', '=', session.user.id)
      .execute();
    // The member's consent to be contacted: audited, so a change staff made for them shows as such.
    await recordAudit(trx, {
      actor: auditActor(session),
      action: 'notifications.updated',
      subjectType: 'user',
      subjectId: session.user.id,
      details: { ...flags },
    });
  });
  const user = await context.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', session.user.id)
    .executeTakeFirstOrThrow();
  return currentUser(context, { ...session, user });
}

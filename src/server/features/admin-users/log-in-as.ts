import { adminUserMessages } from '../../../contract/admin-users';
import type { AppContext } from '../../context';
import { auditActor, recordAudit } from '../../platform/audit';
import { conflict, forbidden } from '../../platform/errors';
import { type ActiveSession, createSession, revokeSession } from '../../platform/sessions';
import { type OpenedSession, openSession, toAuthUser } from '../auth/public';
import { sessionIdleMinutes } from '../settings/public';
import { findUser } from './target-account';

/**
 * POST admin/loginas: the admin's browser switches to a new session of the member, marked with the
 * admin as impersonator (so it cannot change password, e-mail or phone and shows the banner). The
 * admin's own session ends: the way back is POST admin/loginas/return, which opens a fresh one.
 */
export async function logInAs(context: AppContext, admin: ActiveSession, id: number): Promise<OpenedSession> {
  const { db } = context;
  const target = await findUser(db, id);
  // decisions.md "Roles": never staff, so no one borrows another's review or admin rights.
  if (target.is_admin === 1 || target.is_approver === 1) throw forbidden(adminUserMessages.staffTarget);
  if (target.deactivated_at !== null) throw conflict(adminUserMessages.deactivated);
  const profile = await db
    .selectFrom('profiles')
    .select('profile_id')
    .where('user_id', '=', target.id)
    .executeTakeFirst();
  const idleMinutes = await sessionIdleMinutes(db);
  const session = await db.transaction().execute(async (trx) => {
    const opened = await createSession(trx, target.id, context.env.SESSION_TTL_MINUTES, {
      impersonatorId: admin.user.id,
      idleMinutes,
    });
    await revokeSession(trx, admin.sessionId);
    await recordAudit(trx, {
      actor: auditActor({ user: target, impersonatorId: admin.user.id }), // as the session it opens
      action: 'user.login-as',
      subjectType: 'user',
      subjectId: target.id,
      details: { admin: admin.user.email, user: target.email },
    });
    return opened;
  });
  return {
    token: session.token,
    expires_at: session.expiresAt,
    idleMinutes: session.idleMinutes,
    user: toAuthUser(context, target, profile?.profile_id ?? null, admin.user.name ?? admin.user.email),
  };
}

/**
 * POST admin/loginas/return: ends the impersonated session and signs the admin back in, provided the
 * account is still an active admin; otherwise the browser is simply signed out.
 */
export async function returnToAdmin(context: AppContext, session: ActiveSession): Promise<OpenedSession> {
  const { db } = context;
  if (session.impersonatorId === null) throw forbidden(adminUserMessages.notImpersonating);
  await revokeSession(db, session.sessionId);
  const admin = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', session.impersonatorId)
    .executeTakeFirst();
  await recordAudit(db, {
    actor: auditActor(session),
    action: 'user.login-as-ended',
    subjectType: 'user',
    subjectId: session.user.id,
  });
  if (admin?.is_admin !== 1 || admin.deactivated_at !== null) {
    throw forbidden(adminUserMessages.impersonatorGone);
  }
  return openSession(context, admin);
}

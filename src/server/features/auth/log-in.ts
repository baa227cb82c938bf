import type { LoginRequest, Session } from '../../../contract/auth';
import { messages } from '../../../contract/common';
import type { AppContext } from '../../context';
import { AppError, unauthorized } from '../../platform/errors';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { consumeRateLimit, resetRateLimit } from '../../platform/rate-limit';
import { createSession } from '../../platform/sessions';
import { toAuthUser } from './user-view';

const FIFTEEN_MINUTES = 15 * 60_000;

export async function logIn(context: AppContext, request: LoginRequest, clientIp: string): Promise<Session> {
  const { db, env } = context;
  const email = request.email.trim().toLowerCase();
  const accountKey = `login:${clientIp}:${email}`;
  await consumeRateLimit(db, accountKey, { limit: env.LOGIN_ATTEMPTS_PER_15_MIN, windowMs: FIFTEEN_MINUTES });
  await consumeRateLimit(db, `login-ip:${clientIp}`, {
    limit: env.LOGIN_ATTEMPTS_PER_15_MIN * 10,
    windowMs: FIFTEEN_MINUTES,
  });

  const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const passwordMatches = await verifyPassword(
    user?.password_hash ?? (await decoyPasswordHash()),
    request.password,
  );
  if (!user || !passwordMatches) throw unauthorized(messages.invalidCredentials);
  if (user.email_verified_at === null) {
    // The e-mail comes back so the login page can offer to verify the account (spec 1 §4).
    throw new AppError(403, messages.accountNotVerified, undefined, { email: user.email });
  }
  await resetRateLimit(db, accountKey);

  const session = await createSession(db, user.id, env.SESSION_TTL_MINUTES);
  const profile = await db
    .selectFrom('profiles')
    .select('profile_id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return {
    token: session.token,
    expires_at: session.expiresAt,
    user: toAuthUser(context, user, profile?.profile_id ?? null),
  };
}

import type { LoginRequest, Session } from '../../../contract/auth';
import { messages } from '../../../contract/common';
import type { AppContext } from '../../context';
import { AppError, unauthorized } from '../../platform/errors';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { consumeRateLimit, resetRateLimit } from '../../platform/rate-limit';
import { openSession } from './open-session';

const FIFTEEN_MINUTES = 15 * 60_000;

export async function logIn(context: AppContext, request: LoginRequest, clientIp: string): Promise<Session> {
  const { db, env } = context;
  const email = request.email.trim().toLowerCase();
  await consumeRateLimit(db, `login-ip:${clientIp}`, {
    limit: env.LOGIN_ATTEMPTS_PER_15_MIN * 10,
    windowMs: FIFTEEN_MINUTES,
  });
  // Too many tries on one account lock it for the window, whatever the address. A locked account
  // answers exactly like a wrong password, so the lock tells an attacker nothing either.
  const accountKey = `login-account:${email}`;
  const locked = await consumeRateLimit(db, accountKey, {
    limit: env.LOGIN_ATTEMPTS_PER_15_MIN,
    windowMs: FIFTEEN_MINUTES,
  }).then(
    () => false,
    (error: unknown) => {
      if (error instanceof AppError && error.status === 429) return true;
      throw error;
    },
  );

  const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const passwordMatches = await verifyPassword(
    user?.password_hash ?? (await decoyPasswordHash()),
    request.password,
  );
  if (locked || !user || !passwordMatches) throw unauthorized(messages.invalidCredentials);
  if (user.email_verified_at === null) {
    // The e-mail comes back so the login page can offer to verify the account (spec 1 §4).
    throw new AppError(403, messages.accountNotVerified, undefined, { email: user.email });
  }
  await resetRateLimit(db, accountKey);

  return openSession(context, user);
}

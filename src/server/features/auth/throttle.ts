import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { consumeRateLimit, resetRateLimit } from '../../platform/rate-limit';

const FIFTEEN_MINUTES = 15 * 60_000;
const accountKey = (email: string) => `login-account:${email}`;

/**
 * Every password check (login, counter-verify) goes through here. One address may try 10 times
 * LOGIN_ATTEMPTS_PER_15_MIN in 15 minutes, then gets 429. One account may be tried
 * LOGIN_ATTEMPTS_PER_15_MIN times from anywhere, then it is locked for the window; the caller answers
 * a locked account exactly like a wrong password, so the lock tells an attacker nothing.
 * Resolves to true when the account is locked.
 */
export async function throttlePasswordCheck(
  context: AppContext,
  email: string,
  clientIp: string,
): Promise<boolean> {
  const { db, env } = context;
  await consumeRateLimit(db, `login-ip:${clientIp}`, {
    limit: env.LOGIN_ATTEMPTS_PER_15_MIN * 10,
    windowMs: FIFTEEN_MINUTES,
  });
  return consumeRateLimit(db, accountKey(email), {
    limit: env.LOGIN_ATTEMPTS_PER_15_MIN,
    windowMs: FIFTEEN_MINUTES,
  }).then(
    () => false,
    (error: unknown) => {
      if (error instanceof AppError && error.status === 429) return true;
      throw error;
    },
  );
}

/** A successful sign-in starts the account's count again. */
export const forgetPasswordChecks = (context: AppContext, email: string) =>
  resetRateLimit(context.db, accountKey(email));

import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/errors';
import { consumeRateLimit, resetRateLimit } from '../../platform/rate-limit';

const FIFTEEN_MINUTES = 15 * 60_000;
const accountKey = (email: string) => `login-account:${email.toLowerCase()}`;

/**
 * Every password check (login, counter-verify) goes through here. One address may try 10 times
 * LOGIN_ATTEMPTS_PER_15_MIN in 15 minutes, then gets 429. One account may be tried
 * LOGIN_ATTEMPTS_PER_15_MIN times from anywhere, then it is locked for the window; the caller answers
 * a locked account with a wrong password exactly like a wrong password, so the lock tells an attacker
 * nothing. The owner, who has the password, gets in with an e-mailed code (log-in-code.ts).
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

/**
 * Ends the account's lock and starts its count again: a successful sign-in, a proven sign-in code, a
 * password reset or a staff unlock. Pass the caller's transaction to make it part of one.
 */
export const clearAccountLock = (db: Db, email: string) => resetRateLimit(db, accountKey(email));

/** A successful sign-in starts the account's count again. */
export const forgetPasswordChecks = (context: AppContext, email: string) =>
  clearAccountLock(context.db, email);

/**
 * Which of these addresses are locked now: the limit used up within the current 15-minute window, so
 * the next password, right or wrong, meets the lock.
 */
export async function lockedAccounts(context: AppContext, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const windowFloor = new Date(Date.now() - FIFTEEN_MINUTES).toISOString();
  const rows = await context.db
    .selectFrom('rate_limits')
    .select('key')
    .where('key', 'in', emails.map(accountKey))
    .where('hits', '>=', context.env.LOGIN_ATTEMPTS_PER_15_MIN)
    .where('window_started_at', '>=', windowFloor)
    .execute();
  const locked = new Set(rows.map((row) => row.key));
  return new Set(emails.filter((email) => locked.has(accountKey(email))));
}

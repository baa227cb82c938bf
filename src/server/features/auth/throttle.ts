import { type Expression, sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/errors';
import { consumeRateLimit, resetRateLimit } from '../../platform/rate-limit';
import { rateLimitKey, rateLimitOf, rateLimitRules } from '../../platform/rate-limit-rules';

const accountKey = (email: string) => rateLimitKey('passwordChecksPerAccount', email);

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
  await consumeRateLimit(db, 'passwordChecksPerAddress', clientIp, env);
  return consumeRateLimit(db, 'passwordChecksPerAccount', email, env).then(
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
export const clearAccountLock = (db: Db, email: string) =>
  resetRateLimit(db, 'passwordChecksPerAccount', email);

/** A successful sign-in starts the account's count again. */
export const forgetPasswordChecks = (context: AppContext, email: string) =>
  clearAccountLock(context.db, email);

/**
 * Which of these addresses are locked now: the limit used up within the current 15-minute window, so
 * the next password, right or wrong, meets the lock.
 */
export async function lockedAccounts(context: AppContext, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const windowFloor = new Date(Date.now() - rateLimitRules.passwordChecksPerAccount.windowMs).toISOString();
  const rows = await context.db
    .selectFrom('rate_limits')
    .select('key')
    .where('key', 'in', emails.map(accountKey))
    .where('hits', '>=', rateLimitOf('passwordChecksPerAccount', context.env))
    .where('window_started_at', '>=', windowFloor)
    .execute();
  const locked = new Set(rows.map((row) => row.key));
  return new Set(emails.filter((email) => locked.has(accountKey(email))));
}

/**
 * The same lock as `lockedAccounts`, as a condition on an e-mail column, so a list can filter and
 * count locked accounts in SQL rather than page by page.
 */
export function isLockedAccount(context: AppContext, email: Expression<string>) {
  const windowFloor = new Date(Date.now() - rateLimitRules.passwordChecksPerAccount.windowMs).toISOString();
  const prefix = accountKey('');
  return sql<boolean>`exists (select 1 from rate_limits as locks where locks.key = ${prefix} || lower(${email}) and locks.hits >= ${rateLimitOf('passwordChecksPerAccount', context.env)} and locks.window_started_at >= ${windowFloor})`;
}

import type { Db } from '../db/database';
import { tooManyRequests } from './errors';

export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * Counts a hit against `key` in a fixed window kept in the database, so every app instance
 * shares the same counter. Throws 429 once the window's limit is passed.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule, message?: string): Promise<void> {
  const now = new Date();
  const windowFloor = new Date(now.getTime() - rule.windowMs).toISOString();
  // One upsert statement is atomic on both databases, and may run inside a caller's transaction.
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_started_at: now.toISOString(), hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('rate_limits.window_started_at', '<', windowFloor)
          .then(1)
          .else(eb('rate_limits.hits', '+', 1))
          .end(),
        window_started_at: eb
          .case()
          .when('rate_limits.window_started_at', '<', windowFloor)
          .then(now.toISOString())
          .else(eb.ref('rate_limits.window_started_at'))
          .end(),
      })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (row.hits > rule.limit) throw tooManyRequests(message);
}

/** Forget a key's hits, e.g. after a successful sign-in. */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Old windows are useless; the server's hourly housekeeping removes them. */
export async function pruneRateLimits(db: Db, olderThanMs: number): Promise<void> {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString();
  await db.deleteFrom('rate_limits').where('window_started_at', '<', cutoff).execute();
}

import { waitText } from '../../contract/common';
import type { Db } from '../db/database';
import { AppError } from './errors';
import {
  type EnvFor,
  type KeyedBy,
  rateLimitKey,
  rateLimitOf,
  rateLimitRules,
  type SharedRateLimitName,
} from './rate-limit-rules';

/**
 * Counts a hit against the rule `name` (rate-limit-rules.ts) for `keyedBy`, in a fixed window kept in
 * the database, so every app instance shares the same counter. Throws 429 with the rule's message once
 * the window's limit is passed; where the rule's message takes the time the window still holds, the
 * 429 says it, and carries it as data.retryAfterSeconds. A rule whose limit is configured needs the
 * environment as well.
 */
export async function consumeRateLimit<Name extends SharedRateLimitName>(
  db: Db,
  name: Name,
  keyedBy: KeyedBy<Name>,
  ...env: EnvFor<Name>
): Promise<void> {
  const { windowMs, message } = rateLimitRules[name];
  const key = rateLimitKey(name, keyedBy);
  const limit = rateLimitOf(name, ...env);
  const now = new Date();
  const windowFloor = new Date(now.getTime() - windowMs).toISOString();
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
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow();
  if (row.hits > limit) {
    // What the window still holds, so the refusal can say how long to wait and a page can count down.
    const waitMs = new Date(row.window_started_at).getTime() + windowMs - now.getTime();
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    // Rules whose message is fixed text keep their plain answer; the others say the wait both ways.
    if (typeof message !== 'function') throw new AppError(429, message);
    throw new AppError(429, message(waitText(waitMs)), undefined, { retryAfterSeconds });
  }
}

/** Forget the hits counted for `keyedBy`, e.g. after a successful sign-in. */
export async function resetRateLimit<Name extends SharedRateLimitName>(
  db: Db,
  name: Name,
  keyedBy: KeyedBy<Name>,
): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', rateLimitKey(name, keyedBy)).execute();
}

/** Old windows are useless; the server's hourly housekeeping removes them. */
export async function pruneRateLimits(db: Db, olderThanMs: number): Promise<void> {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString();
  await db.deleteFrom('rate_limits').where('window_started_at', '<', cutoff).execute();
}

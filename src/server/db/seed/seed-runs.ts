import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Records that the seed `name` runs now, inside the caller's transaction; false when it ran (or
 * runs) already. One insert decides it, so two instances seeding at once cannot both go ahead: on
 * PostgreSQL the second insert waits for the first transaction and then finds the row, instead of
 * failing on seed_runs_pkey as a read-then-insert would.
 */
export async function claimSeedRun(trx: Kysely<Database>, name: string): Promise<boolean> {
  const claimed = await trx
    .insertInto('seed_runs')
    .values({ name, ran_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}

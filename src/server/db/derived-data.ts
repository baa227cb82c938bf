import { rebuildMemberSearch } from '../features/member-search/sync';
import type { Db } from './database';

/**
 * The derived data a migration can mark stale (markDerivedDataStale in migrations/helpers.ts), each
 * with the rebuild that computes it from the tables it derives from, with today's code.
 */
const rebuilds: Record<string, (db: Db) => Promise<number>> = {
  'member-search': rebuildMemberSearch,
};

/**
 * Rebuilds what the migrations marked stale, each together with the removal of its mark, so a
 * rebuild cut short is done again at the next start. Run after the last migration, under the
 * start-up lock. Returns what was rebuilt, with the row count, for the caller's log.
 */
export async function rebuildStaleDerivedData(db: Db): Promise<{ name: string; rows: number }[]> {
  const marked = await db.selectFrom('derived_rebuilds').select('name').orderBy('name').execute();
  const done: { name: string; rows: number }[] = [];
  for (const { name } of marked) {
    const rebuild = rebuilds[name];
    // Marked by a newer release's migration than this code knows: that release rebuilds it.
    if (!rebuild) continue;
    const rows = await db.transaction().execute(async (trx) => {
      const count = await rebuild(trx);
      await trx.deleteFrom('derived_rebuilds').where('name', '=', name).execute();
      return count;
    });
    done.push({ name, rows });
  }
  return done;
}

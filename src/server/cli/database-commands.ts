import { type Db, openDatabase } from '../db/database';
import { migrateDatabase, prepareDatabase } from '../db/prepare';
import { withStartupLock } from '../db/startup-lock';
import type { Env } from '../env';
import { rebuildMemberSearch } from '../features/member-search/sync';
import type { CliCommand } from './command';

/**
 * Each takes the start-up lock (decision 0040) around what it changes, so running one while
 * instances start, or two at once, makes them take turns instead of failing half-way.
 */

/** Runs `work` on the configured database and closes it, whatever happens. */
export async function onDatabase<T>(env: Env, work: (db: Db) => Promise<T>): Promise<T> {
  const handle = openDatabase(env.DATABASE_URL);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

export const migrateCommand: CliCommand = {
  name: 'migrate',
  usage: 'migrate            bring the database schema up to date, and rebuild what it made stale',
  async run(_args, env, out) {
    await onDatabase(env, (db) => migrateDatabase(db, { onWait: out, onRebuilt: out }));
    out('Database migrated.');
    return 0;
  },
};

export const seedCommand: CliCommand = {
  name: 'seed',
  usage: 'seed               migrate, then add reference data (and demo data when SEED_DEMO=true)',
  async run(_args, env, out) {
    await onDatabase(env, (db) =>
      prepareDatabase(db, {
        demo: env.SEED_DEMO,
        superAdminEmail: env.SUPER_ADMIN_EMAIL,
        onWait: out,
        onRebuilt: out,
      }),
    );
    out('Database migrated and seeded.');
    return 0;
  },
};

export const searchRebuildCommand: CliCommand = {
  name: 'search:rebuild',
  usage: 'search:rebuild     migrate, then rebuild the public member search index',
  async run(_args, env, out) {
    const started = Date.now();
    const members = await onDatabase(env, (db) =>
      withStartupLock(
        db,
        async () => {
          await migrateDatabase(db, { onRebuilt: out });
          return rebuildMemberSearch(db);
        },
        { onWait: out },
      ),
    );
    out(`Member search rebuilt: ${members} members in ${Date.now() - started} ms.`);
    return 0;
  },
};

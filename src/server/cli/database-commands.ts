import { openDatabase } from '../db/database';
import { migrateDatabase, prepareDatabase } from '../db/prepare';
import { withStartupLock } from '../db/startup-lock';
import { rebuildMemberSearch } from '../features/member-search/sync';
import type { CliCommand } from './command';

/**
 * Each takes the start-up lock (decision 0040) around what it changes, so running one while
 * instances start, or two at once, makes them take turns instead of failing half-way.
 */

export const migrateCommand: CliCommand = {
  name: 'migrate',
  usage: 'migrate            bring the database schema up to date, and rebuild what it made stale',
  async run(_args, env, out) {
    const handle = openDatabase(env.DATABASE_URL);
    try {
      await migrateDatabase(handle.db, { onWait: out, onRebuilt: out });
    } finally {
      await handle.close();
    }
    out('Database migrated.');
    return 0;
  },
};

export const seedCommand: CliCommand = {
  name: 'seed',
  usage: 'seed               migrate, then add reference data (and demo data when SEED_DEMO=true)',
  async run(_args, env, out) {
    const handle = openDatabase(env.DATABASE_URL);
    try {
      await prepareDatabase(handle.db, {
        demo: env.SEED_DEMO,
        superAdminEmail: env.SUPER_ADMIN_EMAIL,
        onWait: out,
        onRebuilt: out,
      });
    } finally {
      await handle.close();
    }
    out('Database migrated and seeded.');
    return 0;
  },
};

export const searchRebuildCommand: CliCommand = {
  name: 'search:rebuild',
  usage: 'search:rebuild     migrate, then rebuild the public member search index',
  async run(_args, env, out) {
    const handle = openDatabase(env.DATABASE_URL);
    const started = Date.now();
    try {
      const members = await withStartupLock(
        handle.db,
        async () => {
          await migrateDatabase(handle.db, { onRebuilt: out });
          return rebuildMemberSearch(handle.db);
        },
        { onWait: out },
      );
      out(`Member search rebuilt: ${members} members in ${Date.now() - started} ms.`);
    } finally {
      await handle.close();
    }
    return 0;
  },
};

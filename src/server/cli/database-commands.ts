import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { rebuildMemberSearch } from '../features/member-search/sync';
import type { CliCommand } from './command';

export const migrateCommand: CliCommand = {
  name: 'migrate',
  usage: 'migrate            bring the database schema up to date',
  async run(_args, env, out) {
    const handle = openDatabase(env.DATABASE_URL);
    try {
      await migrateToLatest(handle.db);
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
      await migrateToLatest(handle.db);
      await seed(handle.db, { demo: env.SEED_DEMO, superAdminEmail: env.SUPER_ADMIN_EMAIL });
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
      await migrateToLatest(handle.db);
      const members = await rebuildMemberSearch(handle.db);
      out(`Member search rebuilt: ${members} members in ${Date.now() - started} ms.`);
    } finally {
      await handle.close();
    }
    return 0;
  },
};

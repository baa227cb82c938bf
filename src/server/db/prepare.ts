import type { Db } from './database';
import { rebuildStaleDerivedData } from './derived-data';
import { migrateToLatest } from './migrate';
import { seed } from './seed';
import { type StartupLockOptions, withStartupLock } from './startup-lock';

export interface PrepareOptions extends StartupLockOptions {
  /** Told what was rebuilt after the migrations, e.g. "Rebuilt member-search: 1204 rows". */
  onRebuilt?: (line: string) => void;
}

/** The migrations, then the derived data they made stale: what `cli.js migrate` does, under the lock. */
export async function migrateDatabase(db: Db, options: PrepareOptions = {}): Promise<void> {
  await withStartupLock(db, () => migrateAndRebuild(db, options), options);
}

/**
 * What a starting instance does before it serves (and `cli.js seed`): migrate, rebuild stale
 * derived data and seed, all under the start-up lock, so any number of instances can start
 * together on an empty or an old database (decision 0040).
 */
export async function prepareDatabase(
  db: Db,
  options: PrepareOptions & { demo: boolean; superAdminEmail: string },
): Promise<void> {
  await withStartupLock(
    db,
    async () => {
      await migrateAndRebuild(db, options);
      await seed(db, { demo: options.demo, superAdminEmail: options.superAdminEmail });
    },
    options,
  );
}

async function migrateAndRebuild(db: Db, options: PrepareOptions): Promise<void> {
  await migrateToLatest(db);
  for (const { name, rows } of await rebuildStaleDerivedData(db))
    options.onRebuilt?.(`Rebuilt ${name} after the migrations: ${rows} rows.`);
}

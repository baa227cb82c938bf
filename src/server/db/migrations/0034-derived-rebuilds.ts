import { type MigrationDb, markDerivedDataStale } from './helpers';

/**
 * Derived data to rebuild after the migrations (decision 0040), one row per kind of it. The
 * Member Checker's index is marked at once: 0030 no longer fills it with the application's code of
 * the day, and a database whose index was left empty by an earlier upgrade gets it back.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('derived_rebuilds')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('marked_at', 'text', (c) => c.notNull())
    .execute();
  await markDerivedDataStale(db, 'member-search');
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('derived_rebuilds').ifExists().execute();
}

import type { MigrationDb } from './helpers';

/**
 * Which seeds have run. The reference data is written once: from then on staff own those lists
 * (lookups, categories, disclaimers), and a value they deleted must not come back at the next start.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('seed_runs').ifExists().execute();
}

import type { MigrationDb } from './helpers';

/**
 * Secrets the server makes for itself and every instance must share, e.g. the ALTCHA HMAC key when
 * ALTCHA_HMAC_KEY is not set: the first instance to need one stores it, the others read it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

import type { MigrationDb } from './helpers';

/**
 * Inactivity logout held on the server (spec 1 §5 `inactivityLogout`): a session may carry an idle
 * limit, and the last time it was used (written at most once a minute), so a browser left open on
 * a shared computer, or a copied cookie, stops working after the idle time whatever the tab does.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('idle_minutes', 'integer').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('sessions').dropColumn('idle_minutes').execute();
}

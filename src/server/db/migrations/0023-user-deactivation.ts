import type { MigrationDb } from './helpers';

/**
 * An account with invoices, receipts or payments cannot be removed without breaking the ledger, so
 * "delete" closes it instead (features/admin-users/manage-user.ts).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}

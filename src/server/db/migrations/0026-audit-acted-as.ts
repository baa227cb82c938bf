import type { MigrationDb } from './helpers';

/**
 * While an admin is logged in as a member (features/admin-users/log-in-as.ts), an audit row names
 * the admin as its actor and the member as the account acted as (platform/audit.ts), so the log
 * never says the member did what staff did. The member's own activity list reads rows by either
 * column, newest first, hence the two indexes.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('acted_as_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'id']).execute();
  await db.schema
    .createIndex('audit_log_acted_as_idx')
    .on('audit_log')
    .columns(['acted_as_id', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('audit_log_acted_as_idx').ifExists().execute();
  await db.schema.dropIndex('audit_log_actor_idx').ifExists().execute();
  await db.schema.alterTable('audit_log').dropColumn('acted_as_id').execute();
}

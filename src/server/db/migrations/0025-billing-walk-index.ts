import type { MigrationDb } from './helpers';

/**
 * The billing run walks the Active register entries in user id order, a chunk at a time from the
 * last user billed (features/subscriptions/bill-period.ts). Without an index each chunk read and
 * sorted the whole register, so a run cost grew with the square of its members; with it a chunk
 * starts at its cursor and reads only its own rows, already in order, on both dialects.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('member_register_status_user_idx')
    .on('member_register')
    .columns(['status', 'user_id', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('member_register_status_user_idx').ifExists().execute();
}

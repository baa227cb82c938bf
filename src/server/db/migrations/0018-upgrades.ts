import { sql } from 'kysely';
import { flagDefault, type MigrationDb, withId } from './helpers';

/**
 * Category upgrades (decisions.md "Membership lifecycle"): a member's request to move to a higher
 * category, its transitions with their actors, and reviewer comments (some hidden from the member).
 * The fee is an ordinary invoice (source UPGRADE, reference the upgrade code).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('upgrades'))
    .addColumn('upgrade_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('member_no', 'text', (c) => c.notNull())
    .addColumn('from_category', 'text', (c) => c.notNull())
    .addColumn('to_category', 'text', (c) => c.notNull())
    // The charge as it was when submitted: a later change of the charge leaves this upgrade alone.
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('subs_period', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_date', 'text')
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upgrades_user_idx').on('upgrades').column('user_id').execute();
  await db.schema.createIndex('upgrades_status_idx').on('upgrades').column('status').execute();
  // One upgrade waiting for a decision per member: two racing submissions cannot both get in.
  await db.schema
    .createIndex('upgrades_one_pending_uq')
    .on('upgrades')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), 'in', sql`('Open', 'Committee Review')`)
    .execute();

  await withId(db, db.schema.createTable('upgrade_transitions'))
    .addColumn('upgrade_id', 'integer', (c) => c.notNull().references('upgrades.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The name as it was, so the history still reads right after the account changes or goes.
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upgrade_transitions_upgrade_idx')
    .on('upgrade_transitions')
    .column('upgrade_id')
    .execute();

  await withId(db, db.schema.createTable('upgrade_comments'))
    .addColumn('upgrade_id', 'integer', (c) => c.notNull().references('upgrades.id').onDelete('cascade'))
    .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('hidden_from_applicant', 'integer', (c) => c.notNull().defaultTo(flagDefault(0)))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upgrade_comments_upgrade_idx')
    .on('upgrade_comments')
    .column('upgrade_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('upgrade_comments').ifExists().execute();
  await db.schema.dropTable('upgrade_transitions').ifExists().execute();
  await db.schema.dropTable('upgrades').ifExists().execute();
}

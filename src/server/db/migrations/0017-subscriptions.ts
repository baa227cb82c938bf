import { sql } from 'kysely';
import { type MigrationDb, withId } from './helpers';

/**
 * Subscriptions (decisions.md "Membership lifecycle"): the billing runs staff start for a period,
 * with their progress and the lease a worker instance holds while it bills, and the reminders sent
 * per subscription invoice. The invoices themselves are ordinary invoices (source SUBSCRIPTION).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('subscription_billing_runs'))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('billed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('already_billed', 'integer', (c) => c.notNull().defaultTo(0))
    /** The last user id handled: a run taken over by another instance resumes after it. */
    .addColumn('cursor_user_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The name as it was, so the list still reads right after the account changes or goes.
    .addColumn('started_by_name', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    /** Which worker instance bills the run, and until when its claim holds without a renewal. */
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('failure', 'text')
    .execute();
  // One running billing per period: a second start while it runs is refused by the database too.
  await db.schema
    .createIndex('subscription_billing_runs_running_uq')
    .on('subscription_billing_runs')
    .column('period')
    .unique()
    .where(sql.ref('status'), '=', 'Running')
    .execute();

  await db.schema
    .createTable('subscription_reminders')
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    /** 'before' the due date or 'after' it: each is sent once per invoice. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_reminders_pk', ['invoice_id', 'kind'])
    .execute();
  // The reminder pass looks for open subscription invoices by due date.
  await db.schema
    .createIndex('invoices_source_due_idx')
    .on('invoices')
    .columns(['source_type', 'due_date'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('invoices_source_due_idx').ifExists().execute();
  await db.schema.dropTable('subscription_reminders').ifExists().execute();
  await db.schema.dropTable('subscription_billing_runs').ifExists().execute();
}

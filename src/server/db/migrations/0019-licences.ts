import { type MigrationDb, withId } from './helpers';

/**
 * Practising licences (decisions.md "Membership lifecycle"): the application as submitted, the
 * signed scan (a stored document), the decision, and the issued licence's number from a running
 * series per year. The fee is an ordinary invoice (source LICENSE, reference the application no).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('licence_applications'))
    // Set from the id right after the insert (LA-000001), like applications and invoices.
    .addColumn('application_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('member_no', 'text', (c) => c.notNull())
    .addColumn('member_category', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    /** The details tab as submitted (contract licenceDetailsSchema), JSON text. */
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('scan_document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('uploaded_at', 'text')
    .addColumn('licence_no', 'text', (c) => c.unique())
    .addColumn('decision_comment', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('licence_applications_user_idx')
    .on('licence_applications')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('licence_applications_status_idx')
    .on('licence_applications')
    .column('status')
    .execute();

  await db.schema
    .createTable('licence_number_series')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('licence_number_series').ifExists().execute();
  await db.schema.dropTable('licence_applications').ifExists().execute();
}

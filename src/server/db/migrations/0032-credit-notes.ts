import type { MigrationDb } from './helpers';
import { withId } from './helpers';

/**
 * Credit notes (decision 0030): the reversal of one posted receipt, with its own number series
 * (CRN-000001 from the row id). A receipt is reversed once only (unique receipt_id). The reversal
 * releases the receipt's allocations; credit_note_allocations keeps what each invoice lost, so the
 * credit note and the payments list still name the invoices the receipt had settled.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('credit_notes'))
    .addColumn('credit_note_no', 'text', (c) => c.notNull().unique())
    .addColumn('receipt_id', 'integer', (c) =>
      c.notNull().unique().references('receipts.id').onDelete('restrict'),
    )
    // The receipt's party, so the ledger finds the credit note the way it finds the receipt.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('member_id', 'integer', (c) => c.references('member_register.id').onDelete('restrict'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_notes_user_idx').on('credit_notes').column('user_id').execute();
  await db.schema.createIndex('credit_notes_member_idx').on('credit_notes').column('member_id').execute();
  await db.schema
    .createTable('credit_note_allocations')
    .addColumn('credit_note_id', 'integer', (c) =>
      c.notNull().references('credit_notes.id').onDelete('cascade'),
    )
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('restrict'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_note_allocations_pk', ['credit_note_id', 'invoice_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('credit_note_allocations').execute();
  await db.schema.dropTable('credit_notes').execute();
}

import { type MigrationDb, withId } from './helpers';

/**
 * The books (decisions.md "Money"): invoices with lines, receipts allocated to invoices, and the
 * payments that produce receipts, with every provider callback kept raw. Money is integer cents.
 * A provider transaction can be posted once only (unique provider_tx_id on receipts and payments);
 * an invoice bills a member's source document once (unique user + source_type + source_ref).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('invoices'))
    .addColumn('invoice_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_ref', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('document_date', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('posted_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('invoices_source_uq', ['user_id', 'source_type', 'source_ref'])
    .execute();
  await db.schema.createIndex('invoices_user_idx').on('invoices').column('user_id').execute();

  await withId(db, db.schema.createTable('invoice_lines'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    /** The VAT included in amount_cents (category charges are quoted including VAT). */
    .addColumn('vat_cents', 'integer', (c) => c.notNull())
    .addUniqueConstraint('invoice_lines_no_uq', ['invoice_id', 'line_no'])
    .execute();

  await withId(db, db.schema.createTable('payments'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('restrict'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expected_cents', 'integer', (c) => c.notNull())
    .addColumn('paid_cents', 'integer')
    /** The provider's id of the request (M-Pesa CheckoutRequestID), to match callbacks and queries. */
    .addColumn('provider_request_id', 'text', (c) => c.unique())
    /** The provider's id of the money movement (M-Pesa receipt number); posted once. */
    .addColumn('provider_tx_id', 'text', (c) => c.unique())
    .addColumn('payer_phone', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('fail_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finalised_at', 'text')
    .addColumn('last_checked_at', 'text')
    .execute();
  await db.schema.createIndex('payments_invoice_idx').on('payments').column('invoice_id').execute();
  await db.schema
    .createIndex('payments_status_idx')
    .on('payments')
    .columns(['status', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('receipts'))
    .addColumn('receipt_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('payment_id', 'integer', (c) => c.unique().references('payments.id').onDelete('restrict'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_tx_id', 'text', (c) => c.notNull().unique())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('posted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('receipts_user_idx').on('receipts').column('user_id').execute();

  await db.schema
    .createTable('receipt_allocations')
    .addColumn('receipt_id', 'integer', (c) => c.notNull().references('receipts.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('restrict'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('receipt_allocations_pk', ['receipt_id', 'invoice_id'])
    .execute();
  await db.schema
    .createIndex('receipt_allocations_invoice_idx')
    .on('receipt_allocations')
    .column('invoice_id')
    .execute();

  await withId(db, db.schema.createTable('payment_callbacks'))
    .addColumn('provider', 'text', (c) => c.notNull())
    /** The payment it names, when it could be matched when received. */
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('processed_at', 'text')
    .addColumn('outcome', 'text')
    .execute();
  // The sandbox checkout's gateway memory (platform/payments/sandbox.ts): what a payer chose.
  await db.schema
    .createTable('sandbox_gateway_outcomes')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_callbacks_pending_idx')
    .on('payment_callbacks')
    .columns(['processed_at', 'received_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'sandbox_gateway_outcomes',
    'payment_callbacks',
    'receipt_allocations',
    'receipts',
    'payments',
    'invoice_lines',
    'invoices',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

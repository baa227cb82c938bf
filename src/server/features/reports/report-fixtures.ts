import type { MemberStatus } from '../../../contract/member-register';
import type { InvoiceSource } from '../../../contract/money';
import type { Db } from '../../db/database';

/** Test-only: rows for the reports, written straight to the books so each figure is known. */

const stamp = '2021-01-01T00:00:00.000Z';
let serial = 0;
const next = () => {
  serial += 1;
  return `${Date.now().toString(36)}-${serial}`;
};

export async function insertUser(db: Db, email: string, name: string, category: string | null = null) {
  const { id } = await db
    .insertInto('users')
    .values({ email, name, category, password_hash: 'not-a-login', created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertRegisterEntry(
  db: Db,
  entry: { memberNo: string; category: string; status: MemberStatus; userId?: number },
) {
  await db
    .insertInto('member_register')
    .values({
      member_no: entry.memberNo,
      first_name: 'Report',
      last_name: entry.memberNo,
      id_number: `ID-${entry.memberNo}`,
      category: entry.category,
      status: entry.status,
      user_id: entry.userId ?? null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}

export async function insertInvoice(
  db: Db,
  invoice: { userId: number; source: InvoiceSource; cents: number; dueDate: string },
) {
  const ref = next();
  const { id } = await db
    .insertInto('invoices')
    .values({
      invoice_no: `RPT-INV-${ref}`,
      user_id: invoice.userId,
      source_type: invoice.source,
      source_ref: `report-${ref}`,
      description: 'Report fixture',
      currency: 'KES',
      total_cents: invoice.cents,
      document_date: invoice.dueDate,
      due_date: invoice.dueDate,
      posted_at: stamp,
      created_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A posted receipt paid on `paidAt`: through a payment started for `paymentFor`, and/or allocated
 * to `allocateTo`, or neither (credit with no invoice).
 */
export async function insertReceipt(
  db: Db,
  receipt: {
    userId: number;
    cents: number;
    paidAt: string;
    paymentFor?: number;
    allocateTo?: { invoiceId: number; cents: number };
  },
) {
  const ref = next();
  let paymentId: number | null = null;
  if (receipt.paymentFor !== undefined) {
    const payment = await db
      .insertInto('payments')
      .values({
        reference: `RPT-PAY-${ref}`,
        user_id: receipt.userId,
        invoice_id: receipt.paymentFor,
        provider: 'sandbox',
        method: 'M-Pesa',
        status: 'Succeeded',
        expected_cents: receipt.cents,
        paid_cents: receipt.cents,
        success_url: '/dashboard',
        fail_url: '/dashboard',
        created_at: receipt.paidAt,
        updated_at: receipt.paidAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    paymentId = payment.id;
  }
  const { id } = await db
    .insertInto('receipts')
    .values({
      receipt_no: `RPT-RCT-${ref}`,
      user_id: receipt.userId,
      payment_id: paymentId,
      amount_cents: receipt.cents,
      method: 'M-Pesa',
      provider: 'sandbox',
      provider_tx_id: `RPT-TX-${ref}`,
      paid_at: receipt.paidAt,
      posted_at: receipt.paidAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (receipt.allocateTo) {
    await db
      .insertInto('receipt_allocations')
      .values({
        receipt_id: id,
        invoice_id: receipt.allocateTo.invoiceId,
        amount_cents: receipt.allocateTo.cents,
      })
      .execute();
  }
}

export { parseCsv } from '../../test-support/csv';

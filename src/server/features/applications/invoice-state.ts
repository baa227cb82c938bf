import { sql } from 'kysely';
import type { InvoiceSource } from '../../../contract/money';
import type { Db } from '../../db/database';

export interface FeeState {
  invoiceNo: string | null;
  totalCents: number;
  paidCents: number;
  /** Every receipt allocated to the fee invoice, oldest first. */
  receiptNos: string[];
}

/** The fee invoice of a source document (an application by default) and what has been paid on it. */
export async function feeStateOf(
  db: Db,
  userId: number,
  sourceRef: string,
  source: InvoiceSource = 'APPLICATION',
): Promise<FeeState> {
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'invoice_no', 'total_cents'])
    .where('user_id', '=', userId)
    .where('source_type', '=', source)
    .where('source_ref', '=', sourceRef)
    .executeTakeFirst();
  if (!invoice) return { invoiceNo: null, totalCents: 0, paidCents: 0, receiptNos: [] };
  const allocations = await db
    .selectFrom('receipt_allocations')
    .innerJoin('receipts', 'receipts.id', 'receipt_allocations.receipt_id')
    .select(['receipts.receipt_no', sql<number>`receipt_allocations.amount_cents`.as('cents')])
    .where('receipt_allocations.invoice_id', '=', invoice.id)
    .orderBy('receipts.id')
    .execute();
  return {
    invoiceNo: invoice.invoice_no,
    totalCents: invoice.total_cents,
    paidCents: allocations.reduce((sum, row) => sum + Number(row.cents), 0),
    receiptNos: allocations.map((row) => row.receipt_no),
  };
}

/** Fully paid: an invoice exists and nothing is left on it. */
export const isPaid = (fee: FeeState): boolean => fee.invoiceNo !== null && fee.paidCents >= fee.totalCents;

import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface FeeState {
  invoiceNo: string | null;
  totalCents: number;
  paidCents: number;
  /** Every receipt allocated to the fee invoice, oldest first. */
  receiptNos: string[];
}

/** The application-fee invoice of an application and what has been paid on it. */
export async function feeStateOf(db: Db, userId: number, applicationNo: string): Promise<FeeState> {
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'invoice_no', 'total_cents'])
    .where('user_id', '=', userId)
    .where('source_type', '=', 'APPLICATION')
    .where('source_ref', '=', applicationNo)
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

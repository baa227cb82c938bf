import type { Db } from '../../db/database';
import { type Party, paidOn, partyOfRow } from '../billing/public';

/** Who a document was issued to, as printed on it (never on the public verification answer). */
export type { Party };

export interface InvoiceLineView {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  vatCents: number;
}

export interface InvoiceView {
  id: number;
  invoiceNo: string;
  /** Null for a member record no account is linked to yet: only staff can read it. */
  userId: number | null;
  description: string;
  documentDate: string;
  dueDate: string;
  totalCents: number;
  /** What receipts allocated to this invoice. */
  paidCents: number;
  lines: InvoiceLineView[];
  billTo: Party;
}

export interface ReceiptView {
  receiptNo: string;
  userId: number | null;
  amountCents: number;
  method: string;
  providerTxId: string;
  paidAt: string;
  receivedFrom: Party;
  allocations: { invoiceNo: string; description: string; amountCents: number }[];
  /** The credit note that reversed the receipt (decision 0030); null while it stands. */
  reversedBy: string | null;
}

export interface CreditNoteView {
  creditNoteNo: string;
  userId: number | null;
  amountCents: number;
  reason: string;
  issuedAt: string;
  receiptNo: string;
  receiptPaidAt: string;
  method: string;
  providerTxId: string;
  issuedTo: Party;
  /** The invoices the reversal reopened, with what each one is owed again. */
  reopened: { invoiceNo: string; description: string; amountCents: number }[];
}

/** An invoice with its lines and what has been paid on it; undefined when there is no such number. */
export async function findInvoice(db: Db, invoiceNo: string): Promise<InvoiceView | undefined> {
  const invoice = await db
    .selectFrom('invoices')
    .select([
      'id',
      'invoice_no',
      'user_id',
      'member_id',
      'description',
      'document_date',
      'due_date',
      'total_cents',
    ])
    .where('invoice_no', '=', invoiceNo)
    .executeTakeFirst();
  if (!invoice) return undefined;
  const paidCents = await paidOn(db, invoice.id);
  const lines = await db
    .selectFrom('invoice_lines')
    .select(['description', 'quantity', 'unit_cents', 'amount_cents', 'vat_cents'])
    .where('invoice_id', '=', invoice.id)
    .orderBy('line_no')
    .execute();
  return {
    id: invoice.id,
    invoiceNo: invoice.invoice_no,
    userId: invoice.user_id,
    description: invoice.description,
    documentDate: invoice.document_date,
    dueDate: invoice.due_date,
    totalCents: invoice.total_cents,
    paidCents,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitCents: line.unit_cents,
      amountCents: line.amount_cents,
      vatCents: line.vat_cents,
    })),
    billTo: await partyOfRow(db, invoice),
  };
}

/** A receipt with the invoices it was allocated to; undefined when there is no such number. */
export async function findReceipt(db: Db, receiptNo: string): Promise<ReceiptView | undefined> {
  const receipt = await db
    .selectFrom('receipts')
    .select([
      'id',
      'receipt_no',
      'user_id',
      'member_id',
      'amount_cents',
      'method',
      'provider_tx_id',
      'paid_at',
    ])
    .where('receipt_no', '=', receiptNo)
    .executeTakeFirst();
  if (!receipt) return undefined;
  const allocations = await db
    .selectFrom('receipt_allocations')
    .innerJoin('invoices', 'invoices.id', 'receipt_allocations.invoice_id')
    .select(['invoices.invoice_no', 'invoices.description', 'receipt_allocations.amount_cents'])
    .where('receipt_allocations.receipt_id', '=', receipt.id)
    .orderBy('invoices.invoice_no')
    .execute();
  const reversal = await db
    .selectFrom('credit_notes')
    .select('credit_note_no')
    .where('receipt_id', '=', receipt.id)
    .executeTakeFirst();
  return {
    reversedBy: reversal?.credit_note_no ?? null,
    receiptNo: receipt.receipt_no,
    userId: receipt.user_id,
    amountCents: receipt.amount_cents,
    method: receipt.method,
    providerTxId: receipt.provider_tx_id,
    paidAt: receipt.paid_at,
    receivedFrom: await partyOfRow(db, receipt),
    allocations: allocations.map((allocation) => ({
      invoiceNo: allocation.invoice_no,
      description: allocation.description,
      amountCents: allocation.amount_cents,
    })),
  };
}

/** A credit note with the receipt it reversed and the invoices it reopened; undefined when there is none. */
export async function findCreditNote(db: Db, creditNoteNo: string): Promise<CreditNoteView | undefined> {
  const note = await db
    .selectFrom('credit_notes')
    .innerJoin('receipts', 'receipts.id', 'credit_notes.receipt_id')
    .select([
      'credit_notes.id',
      'credit_notes.credit_note_no',
      'credit_notes.user_id',
      'credit_notes.member_id',
      'credit_notes.amount_cents',
      'credit_notes.reason',
      'credit_notes.created_at',
      'receipts.receipt_no',
      'receipts.paid_at',
      'receipts.method',
      'receipts.provider_tx_id',
    ])
    .where('credit_notes.credit_note_no', '=', creditNoteNo)
    .executeTakeFirst();
  if (!note) return undefined;
  const reopened = await db
    .selectFrom('credit_note_allocations')
    .innerJoin('invoices', 'invoices.id', 'credit_note_allocations.invoice_id')
    .select(['invoices.invoice_no', 'invoices.description', 'credit_note_allocations.amount_cents'])
    .where('credit_note_allocations.credit_note_id', '=', note.id)
    .orderBy('invoices.invoice_no')
    .execute();
  return {
    creditNoteNo: note.credit_note_no,
    userId: note.user_id,
    amountCents: note.amount_cents,
    reason: note.reason,
    issuedAt: note.created_at,
    receiptNo: note.receipt_no,
    receiptPaidAt: note.paid_at,
    method: note.method,
    providerTxId: note.provider_tx_id,
    issuedTo: await partyOfRow(db, note),
    reopened: reopened.map((row) => ({
      invoiceNo: row.invoice_no,
      description: row.description,
      amountCents: row.amount_cents,
    })),
  };
}

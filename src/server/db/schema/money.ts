import type { Generated } from 'kysely';
import type { InvoiceSource, PaymentStatus } from '../../../contract/money';

/** The books (migration 0015; decisions.md "Money"): integer cents, ISO text times. */

export interface InvoicesTable {
  id: Generated<number>;
  /** INV-000001, from the row id (db/identifiers.ts). */
  invoice_no: string;
  /** The account billed; null for a member record no account is linked to yet (migration 0028). */
  user_id: number | null;
  /** The member record billed (member_register.id); null for an applicant's invoice before admission. */
  member_id: number | null;
  source_type: InvoiceSource;
  /** The source document's own number (application code, subscription period key, …). */
  source_ref: string;
  description: string;
  currency: string;
  total_cents: number;
  /** YYYY-MM-DD */
  document_date: string;
  /** YYYY-MM-DD */
  due_date: string;
  posted_at: string;
  created_at: string;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  line_no: number;
  description: string;
  quantity: number;
  unit_cents: number;
  amount_cents: number;
  /** The VAT included in amount_cents. */
  vat_cents: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  /** Random and unique; the reference the provider carries back. */
  reference: string;
  user_id: number;
  invoice_id: number;
  provider: string;
  method: string | null;
  status: PaymentStatus;
  expected_cents: number;
  paid_cents: number | null;
  provider_request_id: string | null;
  provider_tx_id: string | null;
  payer_phone: string | null;
  failure_reason: string | null;
  success_url: string;
  fail_url: string;
  created_at: string;
  updated_at: string;
  finalised_at: string | null;
  last_checked_at: string | null;
}

export interface ReceiptsTable {
  id: Generated<number>;
  /** RCT-000001, from the row id (db/identifiers.ts). */
  receipt_no: string;
  /** As on invoices: the account, the member record, or both once linked (migration 0028). */
  user_id: number | null;
  member_id: number | null;
  payment_id: number | null;
  amount_cents: number;
  method: string;
  provider: string;
  provider_tx_id: string;
  paid_at: string;
  posted_at: string;
}

export interface ReceiptAllocationsTable {
  receipt_id: number;
  invoice_id: number;
  amount_cents: number;
}

/** The reversal of one receipt (migration 0032, decision 0030). */
export interface CreditNotesTable {
  id: Generated<number>;
  /** CRN-000001, from the row id (db/identifiers.ts). */
  credit_note_no: string;
  /** Unique: a receipt is reversed once only. */
  receipt_id: number;
  /** The receipt's party, so the ledger and the ownership check find it like the receipt. */
  user_id: number | null;
  member_id: number | null;
  /** The receipt's whole amount: the balance goes back up by it. */
  amount_cents: number;
  reason: string;
  /** The staff member who reversed the receipt; null once that account is gone. */
  created_by: number | null;
  created_at: string;
}

/** What the reversal released from each invoice the receipt had settled. */
export interface CreditNoteAllocationsTable {
  credit_note_id: number;
  invoice_id: number;
  amount_cents: number;
}

export interface PaymentCallbacksTable {
  id: Generated<number>;
  provider: string;
  payment_id: number | null;
  /** The callback as received, kept for audit and reprocessing. */
  body: string;
  received_at: string;
  /** A worker's lease while it processes the callback. */
  locked_until: string | null;
  processed_at: string | null;
  outcome: string | null;
}

/** The sandbox gateway's record of what each payer chose (the simulated provider's own state). */
export interface SandboxGatewayOutcomesTable {
  reference: string;
  /** The callback body the gateway sends for it, JSON. */
  body: string;
  created_at: string;
}

import { z } from 'zod';
import { billingDocumentTypes } from './billing-documents';
import { moneyMessages } from './money-messages';
import { normalizeKenyanMobile } from './phone';

export {
  type BillingDocumentType,
  billingDocumentMessages,
  billingDocumentTypes,
} from './billing-documents';
export { arrearsTexts, dueStateTexts, moneyMessages } from './money-messages';

/**
 * The books of the body (decisions.md "Money"; spec 3 §2.6, §2.9, §3, §4 "Payment state", §7
 * Billing and Payment). The server stores integer cents in KES; the API answers amounts in KES
 * (two decimals) under the spec's names (amountLCY, BalanceLCY).
 */

export const CURRENCY = 'KES';

/** What an invoice is for: the source document whose fee it bills. */
/** OTHER: a one-off charge staff raise on a member record (the member page, issue 24). */
export const invoiceSources = [
  'APPLICATION',
  'SUBSCRIPTION',
  'UPGRADE',
  'LICENSE',
  'BOOKING',
  'OTHER',
] as const;
export type InvoiceSource = (typeof invoiceSources)[number];

/**
 * Each purpose's payment description (spec 3 §7 "Payment") and where the payer goes after the
 * checkout (spec 3 §4 "Payment outcome"): success to the dashboard or the licence list, failure
 * back to where they started (`from`, the page that opened the checkout).
 */
export const paymentPurposes: Record<InvoiceSource, { description: string; successPath: string }> = {
  APPLICATION: { description: 'Application Payment', successPath: '/dashboard' },
  SUBSCRIPTION: { description: 'Subscription Payment', successPath: '/dashboard' },
  UPGRADE: { description: 'Upgrade Payment', successPath: '/dashboard' },
  LICENSE: { description: 'License fees', successPath: '/license' },
  BOOKING: { description: 'Event Payment', successPath: '/events?tab=booked' },
  OTHER: { description: 'Other Payment', successPath: '/dashboard' },
};

/** How a payer pays in the checkout (spec 3 §7: mobile money, card, credit). */
export const paymentMethods = ['M-Pesa', 'Card', 'Credit'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentStatuses = ['Pending', 'Succeeded', 'Failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Kenya's standard VAT rate; category charges are quoted including it. */
export const VAT_RATE_PERCENT = 16;
/** The VAT contained in an amount quoted including VAT, in cents. */
export const vatIncludedIn = (cents: number): number =>
  Math.round((cents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));

/** Cents to KES with two decimals, as the API answers amounts. */
export const kesOf = (cents: number): number => Math.round(cents) / 100;
/** KES (up to two decimals) to integer cents. */
export const centsOf = (kes: number): number => Math.round(kes * 100);

/** An invoice's state on the server's today (Nairobi), by one rule (ledger.ts dueStateOf). */
export const dueStateSchema = z.object({
  /** overdue: past its due date with something owed; due: owed, not yet past; paid: settled. */
  kind: z.enum(['overdue', 'due', 'paid']),
  /** Whole days past the due date (overdue) or until it (due; 0 is today); 0 when paid. */
  days: z.number().int().nonnegative(),
});
export type DueStateValue = z.infer<typeof dueStateSchema>;

/**
 * One line of the statement (spec 3 §3 "Ledger entry"): an invoice (debit), a receipt (credit) or
 * the credit note that reversed a receipt (a debit of the receipt's amount, decision 0030).
 */
export const ledgerEntrySchema = z.object({
  documentNo: z.string(),
  documentType: z.enum(['Invoice', 'Receipt', 'Credit note']),
  description: z.string(),
  /** KES; positive for an invoice or a credit note, negative for a receipt. */
  amountLCY: z.number(),
  /** What is still owed on an invoice (0 when paid); 0 for a receipt. */
  remainingAmtLCY: z.number(),
  dueDate: z.string(),
  postingDate: z.string(),
  documentDate: z.string(),
  /** The invoice number for an invoice, the receipt number for a receipt: what its View opens. */
  externalDocumentNo: z.string(),
  /** The invoice's source (for Pay Now and the outcome routing); null for a receipt. */
  source: z.enum(invoiceSources).nullable(),
  /** KES: what the member owed after this line (below zero is credit), in the statement's order. */
  runningBalanceLCY: z.number(),
  /** An invoice's state on the server's today (Nairobi); null for a receipt or a credit note. */
  dueState: dueStateSchema.nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/**
 * GET billing/balance: what the member owes now (positive) across posted invoices and receipts, and
 * how much of what is owed is arrears (past its due date, decisions.md "Good standing") and how much
 * is not yet due.
 */
export const balanceSchema = z.object({
  BalanceLCY: z.number(),
  /** KES still owed on invoices whose due date has passed: the arrears. */
  overdueLCY: z.number(),
  /** KES still owed on invoices not yet past their due date. */
  notYetDueLCY: z.number(),
  /** YYYY-MM-DD: the earliest due date among the not-yet-due invoices; null when there are none. */
  nextDueDate: z.string().nullable(),
});
export type Balance = z.infer<typeof balanceSchema>;

/** One row of /payment-history (spec 3 §2.9, §3 "Payment history entry"). */
export const paymentHistoryEntrySchema = z.object({
  paymentCode: z.string(),
  paymentDate: z.string(),
  /** Who paid: the payer's account name. */
  paymentFrom: z.string(),
  /** Who was paid: the body's name. */
  paymentTo: z.string(),
  amount: z.number(),
  paymentID: z.string(),
  paymentType: z.string(),
  /** The subscription year the payment was for; null for other fees. */
  yearOfSubscription: z.number().nullable(),
  /** The credit note that reversed this payment (decision 0030); null while it stands. */
  reversedBy: z.string().nullable(),
  /** What the payment paid, in words: each invoice's description and number, or credit on account. */
  paidFor: z.string(),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntrySchema>;

/** The export's extra columns (spec 3 §2.9): the member's e-mail, name and number. */
export const paymentHistorySchema = z.object({
  email: z.string(),
  name: z.string(),
  no: z.string(),
  entries: z.array(paymentHistoryEntrySchema),
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

/** An M-Pesa number as typed: a Kenyan mobile number in any of its usual forms, or left out. */
const mpesaNumberField = z
  .string()
  .trim()
  .max(20)
  .refine((phone) => normalizeKenyanMobile(phone) !== null, moneyMessages.mpesaNumberInvalid)
  .optional();

/** POST payments: pay (what is left of) one of the caller's invoices through the checkout. */
export const startPaymentSchema = z.object({
  invoiceNo: z.string().trim().min(1).max(40),
  /** The page that opened the checkout, where a failed payment returns (spec 3 §4). */
  from: z
    .string()
    .max(300)
    // A path of this site only: not protocol-relative (//host), no backslash, no spaces or control characters.
    .refine(
      (path) =>
        /^\/(?![/\\])/.test(path) &&
        !/[\s\\]/.test(path) &&
        [...path].every((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127),
      'A path of this portal',
    )
    .optional(),
  /** The M-Pesa number to send the payment prompt to; the account's phone when left out. */
  phone: mpesaNumberField,
});
export type StartPaymentRequest = z.infer<typeof startPaymentSchema>;

/**
 * The payload handed to the checkout (spec 3 §7 "Payment"), base64 JSON. The server builds it from
 * the invoice, never from what the browser sends, so the amount cannot be changed on the way.
 */
export const checkoutPayloadSchema = z.object({
  payerID: z.string(),
  sourceDocumentNo: z.string(),
  description: z.string(),
  amount: z.number(),
  accountNo: z.string(),
  success_url: z.string(),
  fail_url: z.string(),
});
export type CheckoutPayload = z.infer<typeof checkoutPayloadSchema>;

export const startedPaymentSchema = z.object({
  reference: z.string(),
  /** Where the browser goes to pay: the provider's checkout with the base64 payload. */
  checkoutUrl: z.string(),
});
export type StartedPayment = z.infer<typeof startedPaymentSchema>;

export const paymentStateSchema = z.object({
  reference: z.string(),
  status: z.enum(paymentStatuses),
  invoiceNo: z.string(),
  amount: z.number(),
  receiptNo: z.string().nullable(),
  /** KES actually paid, once known. */
  paidAmount: z.number().nullable(),
  /** Where the payer goes on: the purpose's page after success, the starting page after failure. */
  successUrl: z.string(),
  failUrl: z.string(),
  /** Why a failed payment failed, as the provider or the portal put it; null otherwise. */
  failureReason: z.string().nullable(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** GET payments/config: which checkout Pay Now hands over to (M-Pesa asks for a phone number). */
export const paymentConfigSchema = z.object({ provider: z.enum(['sandbox', 'mpesa']) });
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** What the payer chose on the sandbox checkout page (POST sandbox-checkout/:reference/complete). */
export const sandboxCompleteSchema = z.object({
  result: z.enum(['pay', 'fail']),
  method: z.enum(paymentMethods),
  phone: mpesaNumberField,
  /** KES, when paying part of the amount (to try an underpayment); the whole amount otherwise. */
  amount: z.number().positive().max(100_000_000).optional(),
});
export type SandboxCompleteRequest = z.infer<typeof sandboxCompleteSchema>;

/** GET billing/proforma/{code}, billing/receipt/{code}, billing/document/{type}/{code}: a base64 PDF. */
export const billingPdfSchema = z.string();

/** GET billing/invoice-summary/{code}: what the invoice page needs beside the PDF (Pay Now). */
export const invoiceSummarySchema = z.object({
  invoiceNo: z.string(),
  documentDate: z.string(),
  totalLCY: z.number(),
  paidLCY: z.number(),
  balanceDueLCY: z.number(),
  /** Something is left to pay, so the page offers Pay Now. */
  payable: z.boolean(),
  /** The invoice's due date (YYYY-MM-DD). */
  dueDate: z.string(),
  /** Its state on the server's today, by the statement's rule, shown beside the PDF (decision 0039). */
  dueState: dueStateSchema,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/**
 * GET verify/{type}/{number}: what the QR code on a printed document proves, and nothing about the
 * person it was issued to (no name, e-mail or phone), because anyone holding the paper can open it.
 */
export const documentVerificationSchema = z.object({
  type: z.enum(billingDocumentTypes),
  number: z.string(),
  /** YYYY-MM-DD: the invoice's document date or the day the receipt's money was received. */
  date: z.string(),
  /** KES: the invoice total or the amount received. */
  amountLCY: z.number(),
  /**
   * An invoice is Open while something is owed; a receipt is Paid, or Reversed once a credit note
   * cancelled it; a credit note is Issued.
   */
  status: z.enum(['Paid', 'Open', 'Reversed', 'Issued']),
  /** The body that issued the document. */
  issuer: z.string(),
});
export type DocumentVerification = z.infer<typeof documentVerificationSchema>;

import { z } from 'zod';
import { listQuerySchemas, listSort } from './list-query';
import { dayRangeInOrder, dayRangeRule, isoDaySchema } from './reports';

/**
 * Posted payments (issue 27 "Money has no undo", decision 0030): every receipt, online or posted by
 * hand, for admins to find, export and reverse with a credit note. The query lives in the page's
 * address, so the list, its CSV and a shared link all answer the same filter.
 */

export const POSTED_PAYMENTS_PAGE_SIZE = 25;
export const POSTED_PAYMENTS_CSV_STEM = 'posted-payments';
export const REVERSAL_REASON_MIN = 10;
export const REVERSAL_REASON_MAX = 500;

/** The list's sortable columns (the list kit, decision 0032); newest payment first until a header is clicked. */
export const postedPaymentsSort = listSort({
  columns: ['paidOn', 'amount', 'receiptNo', 'member'],
  sort: 'paidOn',
  dir: 'desc',
});
export type PostedPaymentSort = (typeof postedPaymentsSort.columns)[number];

export const postedPaymentStatuses = ['posted', 'reversed'] as const;
export type PostedPaymentStatus = (typeof postedPaymentStatuses)[number];

/** The receipt methods staff filter by: the checkout's and those of payments by hand. */
export const postedPaymentMethods = [
  'M-Pesa',
  'Card',
  'Credit',
  'Bank transfer',
  'Cheque',
  'Cash',
  'M-Pesa paybill',
] as const;

const kesText = (amount: number) =>
  `KES ${amount.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const postedPaymentMessages = {
  reasonLength: `Give the reason for the reversal (${REVERSAL_REASON_MIN} to ${REVERSAL_REASON_MAX} characters)`,
  receiptNotFound: 'No such receipt.',
  alreadyReversed: (receiptNo: string, creditNoteNo: string) =>
    `Receipt ${receiptNo} was already reversed by credit note ${creditNoteNo}`,
  reversed: (receiptNo: string, creditNoteNo: string) =>
    `Receipt ${receiptNo} reversed: credit note ${creditNoteNo}`,
  confirm: (receiptNo: string, amount: number) =>
    `Reverse receipt ${receiptNo} of ${kesText(amount)}? A credit note cancels it and the member owes the amount again.`,
  /** What the reversal leaves alone (decision 0030), said in the dialog before staff confirm. */
  unlockedStays:
    'Whatever this payment already unlocked (an application moved on, a subscription or a licence) stays as it is: review it by hand if it must change.',
  noPayments: 'No payments match these filters.',
} as const;

const postedPaymentsQueries = listQuerySchemas(
  {
    /** A receipt or invoice number exactly, or part of the member's number, name or e-mail, any case. */
    search: z.string().trim().max(200).default(''),
    method: z.enum(postedPaymentMethods).optional(),
    status: z.enum(postedPaymentStatuses).optional(),
    from: isoDaySchema.optional(),
    to: isoDaySchema.optional(),
  },
  postedPaymentsSort,
);
export const postedPaymentsQuerySchema = postedPaymentsQueries.list.refine(dayRangeInOrder, dayRangeRule);
/** The CSV of the same filter and order, every page ("export what the filter shows"). */
export const postedPaymentsCsvQuerySchema = postedPaymentsQueries.csv.refine(dayRangeInOrder, dayRangeRule);
export type PostedPaymentsQuery = z.input<typeof postedPaymentsQuerySchema>;
export type PostedPaymentsFilter = z.output<typeof postedPaymentsQuerySchema>;
export type PostedPaymentsCsvFilter = z.output<typeof postedPaymentsCsvQuerySchema>;

/** An invoice the receipt settled (or settled until it was reversed), with what it is for. */
export const settledInvoiceSchema = z.object({
  invoiceNo: z.string(),
  purpose: z.string(),
  amountLCY: z.number(),
});
export type SettledInvoice = z.infer<typeof settledInvoiceSchema>;

export const postedPaymentSchema = z.object({
  receiptNo: z.string(),
  /** YYYY-MM-DD: the day the money was received. */
  paidOn: z.string(),
  memberName: z.string(),
  memberNo: z.string().nullable(),
  invoices: z.array(settledInvoiceSchema),
  method: z.string(),
  /** The provider's transaction id, or the slip reference of a payment by hand. */
  providerRef: z.string(),
  amountLCY: z.number(),
  /** The credit note that reversed the receipt; null while it stands. */
  creditNoteNo: z.string().nullable(),
});
export type PostedPayment = z.infer<typeof postedPaymentSchema>;

export const postedPaymentsPageSchema = z.object({
  items: z.array(postedPaymentSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PostedPaymentsPage = z.infer<typeof postedPaymentsPageSchema>;

export const reverseReceiptSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(REVERSAL_REASON_MIN, postedPaymentMessages.reasonLength)
    .max(REVERSAL_REASON_MAX, postedPaymentMessages.reasonLength),
});
export type ReverseReceiptRequest = z.input<typeof reverseReceiptSchema>;

export const reversedReceiptSchema = z.object({
  receiptNo: z.string(),
  creditNoteNo: z.string(),
  amountLCY: z.number(),
  /** The invoices owed again. */
  reopened: z.array(z.string()),
});
export type ReversedReceipt = z.infer<typeof reversedReceiptSchema>;

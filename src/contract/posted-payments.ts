import { z } from 'zod';
import { isoDaySchema, reportMessages } from './reports';

/**
 * Posted payments (issue 27 "Money has no undo", decision 0030): every receipt, online or posted by
 * hand, for admins to find, export and reverse with a credit note. The query lives in the page's
 * address, so the list, its CSV and a shared link all answer the same filter.
 */

export const POSTED_PAYMENTS_PAGE_SIZE = 25;
/** The CSV holds at most this many rows; a wider filter is refused with a message, never cut short. */
export const POSTED_PAYMENTS_CSV_LIMIT = 5_000;
export const POSTED_PAYMENTS_CSV_STEM = 'posted-payments';
export const REVERSAL_REASON_MIN = 10;
export const REVERSAL_REASON_MAX = 500;

/** The columns a list may be sorted by (server whitelist; the web's column headers use the same names). */
export const postedPaymentSorts = ['paidOn', 'amount', 'receiptNo', 'member'] as const;
export type PostedPaymentSort = (typeof postedPaymentSorts)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

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
  csvTooLarge: (count: number) =>
    `${count.toLocaleString('en-KE')} payments match: the export holds at most ${POSTED_PAYMENTS_CSV_LIMIT.toLocaleString('en-KE')}. Narrow the filters (dates, method or status) and export again.`,
  reversed: (receiptNo: string, creditNoteNo: string) =>
    `Receipt ${receiptNo} reversed: credit note ${creditNoteNo}`,
  confirm: (receiptNo: string, amount: number) =>
    `Reverse receipt ${receiptNo} of ${kesText(amount)}? A credit note cancels it and the member owes the amount again.`,
  /** What the reversal leaves alone (decision 0030), said in the dialog before staff confirm. */
  unlockedStays:
    'Whatever this payment already unlocked (an application moved on, a subscription or a licence) stays as it is: review it by hand if it must change.',
  noPayments: 'No payments match these filters.',
} as const;

export const postedPaymentsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    sort: z.enum(postedPaymentSorts).default('paidOn'),
    direction: z.enum(sortDirections).default('desc'),
    /** A receipt or invoice number exactly, or part of the member's number, name or e-mail, any case. */
    search: z.string().trim().max(200).default(''),
    method: z.enum(postedPaymentMethods).optional(),
    status: z.enum(postedPaymentStatuses).optional(),
    from: isoDaySchema.optional(),
    to: isoDaySchema.optional(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: reportMessages.rangeOrder,
    path: ['from'],
  });
export type PostedPaymentsQuery = z.input<typeof postedPaymentsQuerySchema>;
export type PostedPaymentsFilter = z.output<typeof postedPaymentsQuerySchema>;

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

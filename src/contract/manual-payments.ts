import { z } from 'zod';
import { isIsoDate, todayIso } from './profile-sections/fields';

/**
 * Payments posted by hand (issue 10): money the body received outside the portal's checkout (a bank
 * transfer, a cheque, cash, M-Pesa paid straight to the paybill), recorded by staff against one of a
 * member's open invoices, so the member's books show it like any other payment.
 */

export const manualPaymentMethods = ['Bank transfer', 'Cheque', 'Cash', 'M-Pesa paybill'] as const;
export type ManualPaymentMethod = (typeof manualPaymentMethods)[number];

/** The receipts' provider for money posted by hand: its slip references never meet a checkout's. */
export const MANUAL_PAYMENT_PROVIDER = 'manual';

export const MANUAL_PAYMENT_SEARCH_LIMIT = 50;

/** The formatted amount in messages: KES with thousands separators and two decimals. */
const kesText = (amount: number) =>
  `KES ${amount.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const manualPaymentMessages = {
  amountPositive: 'Enter an amount above zero',
  amountCents: 'Enter the amount in KES with at most two decimals',
  amountAboveOwed: (owed: number) =>
    `The amount is more than the ${kesText(owed)} still owed on this invoice`,
  referenceLength: 'Enter the slip, cheque or M-Pesa reference (3 to 40 characters)',
  paidOnInvalid: 'Enter the date the money was received',
  paidOnFuture: 'The date the money was received cannot be in the future',
  duplicateReference: (method: string, reference: string) =>
    `A ${method} payment with reference ${reference} has already been posted`,
  invoiceNotFound: 'Invoice not found.',
  nothingOwed: 'Nothing is owed on this invoice.',
  posted: (receiptNo: string) => `Payment posted: receipt ${receiptNo}`,
  confirm: (amount: number, invoiceNo: string) =>
    `Post a payment of ${kesText(amount)} to invoice ${invoiceNo}? The member will see it at once.`,
  noOpenInvoices: 'No open invoices match this search.',
} as const;

export const manualPaymentSearchSchema = z.object({
  search: z.string().trim().max(200).default(''),
});
export type ManualPaymentSearch = z.input<typeof manualPaymentSearchSchema>;

/** One open invoice: something is still owed on it. Amounts in KES. */
export const openInvoiceSchema = z.object({
  invoiceNo: z.string(),
  memberName: z.string(),
  memberNo: z.string().nullable(),
  email: z.string(),
  purpose: z.string(),
  totalLCY: z.number(),
  owedLCY: z.number(),
  dueDate: z.string(),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

/** The reference as the receipt keeps it: trimmed and upper-cased, so `ab12 ` and `AB12` are one slip. */
export const normalisedReference = (reference: string) => reference.trim().toUpperCase();

export const manualPaymentSchema = z.object({
  invoiceNo: z.string().trim().min(1).max(40),
  amount: z
    .number()
    .positive(manualPaymentMessages.amountPositive)
    .max(100_000_000)
    .refine((kes) => Math.abs(Math.round(kes * 100) - kes * 100) < 1e-6, manualPaymentMessages.amountCents),
  method: z.enum(manualPaymentMethods),
  reference: z
    .string()
    .trim()
    .min(3, manualPaymentMessages.referenceLength)
    .max(40, manualPaymentMessages.referenceLength),
  paidOn: z
    .string()
    .refine(isIsoDate, manualPaymentMessages.paidOnInvalid)
    .refine((day) => !isIsoDate(day) || day <= todayIso(), manualPaymentMessages.paidOnFuture),
});
export type ManualPaymentRequest = z.input<typeof manualPaymentSchema>;

export const postedManualPaymentSchema = z.object({ receiptNo: z.string() });
export type PostedManualPayment = z.infer<typeof postedManualPaymentSchema>;

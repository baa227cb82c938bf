// Which billing documents there are and their public check's texts, without zod: the document pages
// need them on their first view. money.ts re-exports them, so server code imports them as before.

/**
 * The billing documents (spec 3 §2.6, §7 Billing): invoices, receipts and the credit notes that
 * reverse receipts (decision 0030) as PDFs, and their public check.
 */
export const billingDocumentTypes = ['invoice', 'receipt', 'credit-note'] as const;
export type BillingDocumentType = (typeof billingDocumentTypes)[number];

export const billingDocumentMessages = {
  noSuchDocument: 'No such document',
  genuineDocument: 'Genuine document',
  tooManyChecks: 'Too many checks from this address. Try again later.',
} as const;

// The payment texts, without zod: the billing document pages show them, and keeping the validation
// library out of them keeps those pages within their budget. money.ts re-exports them, so schemas
// and server code import them from there as before.

export const moneyMessages = {
  invoiceNotFound: 'Invoice not found.',
  receiptNotFound: 'No Receipt Found!',
  invalidReceipt: 'Invalid receipt No.',
  creditNoteNotFound: 'No Credit Note Found!',
  alreadyPaid: 'This invoice is paid in full.',
  paymentNotFound: 'Payment not found.',
  paymentStarted: 'Payment started. Complete it in the checkout.',
  paymentNotStarted: 'The payment could not be started. Please try again.',
  paymentReceived: 'Payment received',
  paymentFailed: 'Payment failed',
  paymentPending: 'Waiting for the payment to be confirmed…',
  paymentReplaced: 'Replaced by a newer payment: the amount owed changed',
} as const;

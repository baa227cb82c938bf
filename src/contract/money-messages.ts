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
  mpesaNumberInvalid: 'Enter a Kenyan mobile number, such as 0712 345678 or +254 712 345678.',
  cardNumberInvalid: 'Enter a valid card number.',
  cardExpiryInvalid: 'Enter the expiry as MM/YY.',
  cardExpired: 'This card has expired.',
  cardCvcInvalid: 'Enter the 3 or 4 digit security code (CVC).',
} as const;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** An invoice's state in words on the statement (decisions.md "Good standing": arrears are overdue). */
export const dueStateTexts = {
  overdue: (count: number) => `Overdue by ${days(count)}`,
  due: (count: number) => (count === 0 ? 'Due today' : `Due in ${days(count)}`),
  paid: 'Paid',
} as const;

/** The Arrears tile: what is past due, and what is owed but not yet due. */
export const arrearsTexts = {
  noArrears: 'No arrears',
  overdue: 'overdue',
  notYetDue: (amount: string, dueDay: string) => `${amount} not yet due (next due ${dueDay})`,
  credit: (amount: string) => `Credit: ${amount}`,
  viewStatement: 'View statement',
} as const;

/** The pay-now prompt where a member lands with an unpaid invoice right after an action. */
export const payPromptTexts = {
  applicationFeeDue: (amount: string) =>
    `Your application fee of ${amount} is due. Pay it now to move your application forward.`,
  viewInvoice: 'View invoice',
} as const;

/** What other features may use of billing; everything else in the folder is its own. */
export { balanceOf, dueStateOf, ledgerOf, paidOn, remainingOf } from './ledger';
export type { Party } from './party';
export { partyOf, partyOfRow } from './party';
export { postReceipt } from './post-receipt';
export type { InvoiceRow } from './raise-invoice';
export { raiseInvoice } from './raise-invoice';

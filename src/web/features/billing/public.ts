/** What other features may use of billing; everything else in the folder is its own. */
export { BalanceSummary } from './BalanceSummary';
export { billingQueryKey, documentRoute, isUnpaidInvoice, useLedger } from './billing-queries';

/** What other features may use of billing; everything else in the folder is its own. */
export { BalanceSummary } from './BalanceSummary';
export {
  billingQueryKey,
  describeArrears,
  documentRoute,
  isUnpaidInvoice,
  useBalance,
  useLedger,
} from './billing-queries';
export { DueState } from './DueState';

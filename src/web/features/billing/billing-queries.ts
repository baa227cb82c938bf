import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingAddresses } from '../../../contract/endpoints/addresses/billing';
import type { Balance, LedgerEntry } from '../../../contract/money';
import { encodeRouteText } from '../../../contract/route-values';
import { call } from '../../lib/call';

/** Everything derived from the books shares this prefix, so a posted payment can refresh it all. */
export const billingQueryKey = ['billing'] as const;

/** The member's books as TanStack Query options, under `billingQueryKey`. */
export const billingQueries = {
  /** GET profile/ledger: the statement, oldest first. */
  ledger: () =>
    queryOptions({
      queryKey: [...billingQueryKey, 'ledger'],
      queryFn: () => call(billingAddresses.ledger, {}),
    }),
  /** GET billing/balance: what the member owes now; below zero is credit. */
  balance: () =>
    queryOptions({
      queryKey: [...billingQueryKey, 'balance'],
      queryFn: () => call(billingAddresses.balance, {}),
    }),
  /** GET billing/history: the payments, newest subscription year first, as the server orders them. */
  history: () =>
    queryOptions({
      queryKey: [...billingQueryKey, 'history'],
      queryFn: () => call(billingAddresses.history, {}),
    }),
};

export const useLedger = () => useQuery(billingQueries.ledger());

export const useBalance = () => useQuery(billingQueries.balance());

export const usePaymentHistory = () => useQuery(billingQueries.history());

/**
 * Where an entry's View goes (spec 3 §2.6): an invoice opens by its external document number, a
 * credit note and a receipt by their own numbers; codes travel base64 in the route. Null when the
 * entry has no external document, so it offers no View.
 */
export function documentRoute(
  entry: Pick<LedgerEntry, 'documentType' | 'documentNo' | 'externalDocumentNo'>,
) {
  if (!entry.externalDocumentNo) return null;
  if (entry.documentType === 'Invoice')
    return `/billing/invoice/${encodeRouteText(entry.externalDocumentNo)}`;
  // The credit note that reversed a receipt (decision 0030) opens by its type.
  if (entry.documentType === 'Credit note')
    return `/billing/document/credit-note/${encodeRouteText(entry.documentNo)}`;
  return `/billing/receipt/${encodeRouteText(entry.documentNo)}`;
}

/** An invoice with something left to pay: it offers Pay Now and is a pending payment. */
export const isUnpaidInvoice = (entry: LedgerEntry) =>
  entry.documentType === 'Invoice' && entry.remainingAmtLCY > 0;

/**
 * How the balance reads: the arrears (past due, never what is not yet due), what is owed but not
 * yet due with its next due date, and the member's credit when payments exceed what was billed.
 */
export function describeArrears(balance: Balance): {
  overdue: number;
  notYetDue: { amount: number; nextDueDate: string } | null;
  credit: number;
} {
  return {
    overdue: Math.max(balance.overdueLCY, 0),
    notYetDue:
      balance.notYetDueLCY > 0 && balance.nextDueDate
        ? { amount: balance.notYetDueLCY, nextDueDate: balance.nextDueDate }
        : null,
    credit: balance.BalanceLCY < 0 ? -balance.BalanceLCY : 0,
  };
}

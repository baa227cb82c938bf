import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { manualPaymentEndpoints as declared } from '../../../../contract/endpoints/manual-payments';
import type { ManualPaymentRequest } from '../../../../contract/manual-payments';
import { call } from '../../../lib/call';

const openInvoicesKey = ['admin', 'manual-payments', 'invoices'] as const;

export const manualPaymentQueries = {
  /** Open invoices matching the search (all open invoices, oldest due first, when it is empty). */
  openInvoices: (search: string) =>
    queryOptions({
      queryKey: [...openInvoicesKey, search],
      queryFn: () => call(declared.openInvoices, { query: { search } }),
    }),
};

export const useOpenInvoices = (search: string) => useQuery(manualPaymentQueries.openInvoices(search));

export function usePostManualPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payment: ManualPaymentRequest) => call(declared.post, { body: payment }),
    // What is owed changed (or the invoice is paid and leaves the list).
    onSettled: () => client.invalidateQueries({ queryKey: openInvoicesKey }),
  });
}

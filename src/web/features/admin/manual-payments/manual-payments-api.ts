import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ManualPaymentRequest,
  OpenInvoice,
  PostedManualPayment,
} from '../../../../contract/manual-payments';
import { api } from '../../../lib/api';

const openInvoicesKey = ['admin', 'manual-payments', 'invoices'] as const;

/** Open invoices matching the search (all open invoices, oldest due first, when it is empty). */
export const useOpenInvoices = (search: string) =>
  useQuery({
    queryKey: [...openInvoicesKey, search],
    queryFn: () =>
      api<OpenInvoice[]>('GET', `admin/manual-payments/invoices?${new URLSearchParams({ search })}`),
  });

export function usePostManualPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payment: ManualPaymentRequest) =>
      api<PostedManualPayment>('POST', 'admin/manual-payments', payment),
    // What is owed changed (or the invoice is paid and leaves the list).
    onSettled: () => client.invalidateQueries({ queryKey: openInvoicesKey }),
  });
}

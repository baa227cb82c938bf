import { useQuery } from '@tanstack/react-query';
import type { PaymentState } from '../../../contract/money';
import { api } from '../../lib/api';

const POLL_MS = 1500;

/** The payment's state, asked again every 1.5 s while it is pending (the callback may still be on its way). */
export function usePaymentState(reference: string, enabled = true) {
  return useQuery({
    queryKey: ['payments', reference],
    queryFn: () => api<PaymentState>('GET', `payments/${encodeURIComponent(reference)}`),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.status === 'Pending' || !query.state.data ? POLL_MS : false,
  });
}

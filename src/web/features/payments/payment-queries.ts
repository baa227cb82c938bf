import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { paymentAddresses as declared } from '../../../contract/endpoints/addresses/payments';
import type { SandboxCompleteRequest, StartedPayment } from '../../../contract/money';
import { call } from '../../lib/call';

const POLL_MS = 1500;

export const paymentQueries = {
  /** GET payments/{reference}: asked again every 1.5 s while pending (the callback may still be on its way). */
  state: (reference: string) =>
    queryOptions({
      queryKey: ['payments', reference],
      queryFn: () => call(declared.state, { params: { reference } }),
      refetchInterval: (query) =>
        query.state.data?.status === 'Pending' || !query.state.data ? POLL_MS : false,
    }),
};

/** The payment's state, polled while it is pending. */
export function usePaymentState(reference: string, enabled = true) {
  return useQuery({ ...paymentQueries.state(reference), enabled });
}

/**
 * POST payments: starts a payment of what is left of `invoiceNo` and answers where the checkout is;
 * `from` is the page a failed payment returns to.
 */
export function useStartPayment(
  invoiceNo: string,
  from: string,
  handlers: { onSuccess: (started: StartedPayment) => void; onSettled: () => void },
) {
  return useMutation({
    mutationFn: () => call(declared.start, { body: { invoiceNo, from } }),
    ...handlers,
  });
}

/** POST sandbox-checkout/{reference}/complete: the sandbox payer pays (all or part) or fails. */
export function useSandboxCompletion(reference: string, onSuccess: () => void) {
  return useMutation({
    mutationFn: (choice: SandboxCompleteRequest) =>
      call(declared.sandboxComplete, { params: { reference }, body: choice }),
    onSuccess,
  });
}

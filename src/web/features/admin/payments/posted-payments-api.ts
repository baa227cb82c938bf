import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postedPaymentEndpoints as declared } from '../../../../contract/endpoints/posted-payments';
import type { ReversedReceipt } from '../../../../contract/posted-payments';
import { call, type MutationReactions } from '../../../lib/call';
import { downloadListCsv } from '../../../lib/list-kit/list-csv';
import type { AddressQuery } from '../../../lib/list-kit/use-list-params';

const listKey = ['admin', 'payments'] as const;

/** The posted payments under the address's filter, sort and page; the page before stays while the next loads. */
export const usePostedPayments = (query: AddressQuery) =>
  useQuery({
    queryKey: [...listKey, query],
    queryFn: () => call(declared.list, { query }),
    placeholderData: keepPreviousData,
  });

/** The CSV of the same filter and order (no page): saved under the server's dated name. */
export const downloadPostedPaymentsCsv = (query: AddressQuery) =>
  downloadListCsv(declared.csv, query, 'posted-payments.csv');

/** Reverses one receipt with its reason; the list (and any member's money) is read again. */
export function useReverseReceipt(
  receiptNo: string,
  reactions: MutationReactions<ReversedReceipt, string> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (reason: string) => call(declared.reverse, { params: { receiptNo }, body: { reason } }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: ['admin'] });
      await reactions.onSuccess?.(...args);
    },
  });
}

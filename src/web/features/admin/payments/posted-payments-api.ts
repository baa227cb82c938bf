import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  postedPaymentEndpoints as declared,
  POSTED_PAYMENTS_CSV_PATH,
} from '../../../../contract/endpoints/posted-payments';
import type { ReversedReceipt } from '../../../../contract/posted-payments';
import { encodeRouteText } from '../../../../contract/route-values';
import { call, type MutationReactions } from '../../../lib/call';
import { downloadCsv } from '../reports/download-csv';

const listKey = ['admin', 'payments'] as const;

/** The posted payments under the URL's filter, sort and page; the page before stays while the next loads. */
export const usePostedPayments = (search: URLSearchParams) =>
  useQuery({
    queryKey: [...listKey, search.toString()],
    queryFn: () => call(declared.list, { query: Object.fromEntries(search) }),
    placeholderData: keepPreviousData,
  });

/** The CSV of the same filter and order (no page): saved under the server's dated name. */
export const downloadPostedPaymentsCsv = (search: URLSearchParams) => {
  const query = new URLSearchParams(search);
  query.delete('page');
  const suffix = query.size > 0 ? `?${query}` : '';
  return downloadCsv(`${POSTED_PAYMENTS_CSV_PATH.slice('/api/'.length)}${suffix}`, 'posted-payments.csv');
};

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

/** Where a credit note opens in the PDF viewer (staff may read any; the member their own). */
export const creditNotePath = (creditNoteNo: string) =>
  `/billing/document/credit-note/${encodeRouteText(creditNoteNo)}`;

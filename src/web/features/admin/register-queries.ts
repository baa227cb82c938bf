import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkMessage } from '../../../contract/bulk-messages';
import { memberRegisterEndpoints } from '../../../contract/endpoints/member-register';
import type { RegisterQuery } from '../../../contract/member-register';
import { call } from '../../lib/call';
import { downloadListCsv } from '../../lib/list-kit/list-csv';
import type { AddressQuery } from '../../lib/list-kit/use-list-params';
import { toastFailure, toastSuccess } from './admin-toasts';

/** The query key of the member register list; an import, a link or a status change invalidates it. */
export const registerKey = ['admin', 'member-register'] as const;

/** One page of the register, searched, filtered and sorted; the page before stays shown while the next loads. */
export const useRegisterList = (query: AddressQuery) =>
  useQuery({
    queryKey: [...registerKey, query],
    queryFn: () => call(memberRegisterEndpoints.list, { query: query as RegisterQuery }),
    placeholderData: keepPreviousData,
  });

/** The CSV of the filter (or of the selected entries); a refusal toasts the server's reason. */
export const downloadRegisterCsv = (query: AddressQuery, ids?: readonly number[]) =>
  downloadListCsv(memberRegisterEndpoints.csv, query, 'member-register.csv', ids);

/** One e-mail to each selected entry at the register's address, through the outbox. */
export const useMessageMembers = () =>
  useMutation({
    mutationFn: (message: BulkMessage) => call(memberRegisterEndpoints.message, { body: message }),
    onSuccess: (answer) => toastSuccess(answer.message),
    onError: toastFailure,
  });

/** Imports a CSV of the register; the list is read again. */
export function useImportRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.set('file', chosen, chosen.name);
      return call(memberRegisterEndpoints.import, { body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: registerKey }),
  });
}

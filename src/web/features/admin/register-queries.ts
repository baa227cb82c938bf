import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberRegisterEndpoints } from '../../../contract/endpoints/member-register';
import type { MemberStatus } from '../../../contract/member-register';
import { call } from '../../lib/call';

/** The query key of the member register list; an import, a link or a status change invalidates it. */
export const registerKey = ['admin', 'member-register'] as const;

/** One page of the register, searched and filtered; the page before stays shown while the next loads. */
export const useRegisterList = (page: number, term: string, status: MemberStatus | '') =>
  useQuery({
    queryKey: [...registerKey, page, term, status],
    queryFn: () =>
      call(memberRegisterEndpoints.list, {
        query: { page, term: term || undefined, status: status || undefined },
      }),
    placeholderData: keepPreviousData,
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

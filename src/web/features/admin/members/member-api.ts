import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  MemberInvoiceRequest,
  MemberMessageRequest,
  MemberNote,
  MemberPage,
  MemberRecord,
  memberEntryUpdateSchema,
  StatusChangeRequest,
} from '../../../../contract/member-records';
import { api } from '../../../lib/api';
import { registerKey } from '../memberRegisterKey';

/** The API address of a member record: the number is percent-encoded, as it holds a '/'. */
export const memberApiPath = (memberNo: string, rest = '') =>
  `admin/members/${encodeURIComponent(memberNo)}${rest}`;

/** Every answer about one member: a change to the record refreshes them all. */
export const memberKey = (memberNo: string) => ['admin', 'members', memberNo] as const;

export const useMemberRecord = (memberNo: string) =>
  useQuery({
    queryKey: memberKey(memberNo),
    queryFn: () => api<MemberRecord>('GET', memberApiPath(memberNo)),
  });

/** The member page's long lists, each read a page at a time. */
export type MemberList = 'ledger' | 'cpd' | 'bookings' | 'notes' | 'messages' | 'audit';

export const useMemberList = <Item>(memberNo: string, list: MemberList, page: number) =>
  useQuery({
    queryKey: [...memberKey(memberNo), list, page],
    queryFn: () => api<MemberPage<Item>>('GET', memberApiPath(memberNo, `/${list}?page=${page}`)),
    placeholderData: keepPreviousData,
  });

/** A change to the record: the page and the register list show it at once. */
function useMemberChange<Input, Answer>(memberNo: string, send: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: memberKey(memberNo) });
      await client.invalidateQueries({ queryKey: registerKey });
    },
  });
}

type Answer<Extra = object> = { message: string } & Extra;

export const useUpdateEntry = (memberNo: string) =>
  useMemberChange(memberNo, (values: z.output<typeof memberEntryUpdateSchema>) =>
    api<Answer<{ changed: string[] }>>('PUT', memberApiPath(memberNo), values),
  );

export const useChangeStatus = (memberNo: string) =>
  useMemberChange(memberNo, (request: StatusChangeRequest) =>
    api<Answer>('POST', memberApiPath(memberNo, '/status'), request),
  );

export const useRaiseInvoice = (memberNo: string) =>
  useMemberChange(memberNo, (request: MemberInvoiceRequest) =>
    api<Answer<{ invoiceNo: string }>>('POST', memberApiPath(memberNo, '/invoices'), request),
  );

export const useSendMessage = (memberNo: string) =>
  useMemberChange(memberNo, (request: MemberMessageRequest) =>
    api<Answer<{ recipient: string }>>('POST', memberApiPath(memberNo, '/messages'), request),
  );

export const useAddNote = (memberNo: string) =>
  useMemberChange(memberNo, (body: string) =>
    api<MemberNote>('POST', memberApiPath(memberNo, '/notes'), { body }),
  );

/** After a payment posted by hand (RecordPaymentDialog), what the page shows of the books is stale. */
export function useRefreshMember(memberNo: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: memberKey(memberNo) });
}

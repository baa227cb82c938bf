import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DataOf } from '../../../../contract/endpoint';
import { memberRecordEndpoints as declared } from '../../../../contract/endpoints/member-records';
import type {
  MemberInvoiceRequest,
  MemberMessageRequest,
  memberEntryUpdateSchema,
  StatusChangeRequest,
} from '../../../../contract/member-records';
import { call } from '../../../lib/call';
import { registerKey } from '../register-queries';

/** Every answer about one member: a change to the record refreshes them all. */
export const memberKey = (memberNo: string) => ['admin', 'members', memberNo] as const;

export const useMemberRecord = (memberNo: string) =>
  useQuery({
    queryKey: memberKey(memberNo),
    queryFn: () => call(declared.record, { params: { memberNo } }),
  });

/** The member page's long lists, each read a page at a time from its own endpoint. */
const memberLists = {
  ledger: declared.ledger,
  cpd: declared.cpd,
  bookings: declared.bookings,
  notes: declared.notes,
  messages: declared.messages,
  audit: declared.audit,
} as const;
export type MemberList = keyof typeof memberLists;
export type MemberListItem<List extends MemberList> = DataOf<(typeof memberLists)[List]>['items'][number];

export const useMemberList = <List extends MemberList>(memberNo: string, list: List, page: number) =>
  useQuery({
    queryKey: [...memberKey(memberNo), list, page],
    queryFn: () => {
      // The lists take the same params and query; the answer is the page of the list asked for.
      const endpoint: (typeof memberLists)[MemberList] = memberLists[list];
      return call(endpoint, { params: { memberNo }, query: { page } }) as Promise<
        DataOf<(typeof memberLists)[List]>
      >;
    },
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

export const useUpdateEntry = (memberNo: string) =>
  useMemberChange(memberNo, (values: z.output<typeof memberEntryUpdateSchema>) =>
    call(declared.updateEntry, { params: { memberNo }, body: values }),
  );

export const useChangeStatus = (memberNo: string) =>
  useMemberChange(memberNo, (request: StatusChangeRequest) =>
    call(declared.changeStatus, { params: { memberNo }, body: request }),
  );

export const useRaiseInvoice = (memberNo: string) =>
  useMemberChange(memberNo, (request: MemberInvoiceRequest) =>
    call(declared.raiseInvoice, { params: { memberNo }, body: request }),
  );

export const useSendMessage = (memberNo: string) =>
  useMemberChange(memberNo, (request: MemberMessageRequest) =>
    call(declared.sendMessage, { params: { memberNo }, body: request }),
  );

export const useAddNote = (memberNo: string) =>
  useMemberChange(memberNo, (body: string) =>
    call(declared.addNote, { params: { memberNo }, body: { body } }),
  );

/** After a payment posted by hand (RecordPaymentDialog), what the page shows of the books is stale. */
export function useRefreshMember(memberNo: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: memberKey(memberNo) });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '../../../contract/endpoints/admin';
import { outboxStatuses } from '../../../contract/outbox';
import { call } from '../../lib/call';

/** The staff overview: work waiting, this month, money (admins only), events, accounts and messages. */
export const useStaffOverview = () =>
  useQuery({ queryKey: ['admin', 'overview'], queryFn: () => call(adminEndpoints.overview, {}) });

/** One page of the message log, of one delivery status or all. */
export const useOutbox = (page: number, status: string | null) =>
  useQuery({
    queryKey: ['admin', 'outbox', page, status],
    queryFn: () =>
      call(adminEndpoints.outbox, {
        query: { page, status: outboxStatuses.find((known) => known === status) },
      }),
    placeholderData: keepPreviousData,
  });

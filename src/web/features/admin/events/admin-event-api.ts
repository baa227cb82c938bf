import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceResult } from '../../../../contract/cpd';
import { cpdEndpoints } from '../../../../contract/endpoints/cpd';
import {
  type AdminEvent,
  type AdminEventList,
  type EventAttendee,
  type EventInput,
  type EventStatus,
  eventStatuses,
} from '../../../../contract/events';
import { api } from '../../../lib/api';
import { call } from '../../../lib/call';

export interface EventFilters {
  status: EventStatus | null;
  term: string;
  page: number;
}

export const isEventStatus = (value: unknown): value is EventStatus =>
  eventStatuses.includes(value as EventStatus);

/** The list's filters live in the address, so a reload or a shared link shows the same page. */
export function eventFiltersFrom(params: URLSearchParams): EventFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: isEventStatus(status) ? status : null,
    term: params.get('term')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function eventSearchOf(filters: EventFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.term) search.set('term', filters.term);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export const adminEventKeys = {
  all: ['admin', 'events'] as const,
  list: (filters: EventFilters) => [...adminEventKeys.all, 'list', filters] as const,
  detail: (no: string) => [...adminEventKeys.all, 'detail', no] as const,
  bookings: (no: string) => [...adminEventKeys.all, 'bookings', no] as const,
};

export const adminEventPath = (no: string) => `admin/events/${encodeURIComponent(no)}`;
export const adminEventRoute = (no: string) => `/admin/events/${encodeURIComponent(no)}`;

/** GET admin/events?status&term&page; the previous page stays on screen while the next loads. */
export function useAdminEvents(filters: EventFilters) {
  const search = eventSearchOf(filters);
  if (filters.page === 1) search.set('page', '1');
  return useQuery({
    queryKey: adminEventKeys.list(filters),
    queryFn: () => api<AdminEventList>('GET', `admin/events?${search}`),
    placeholderData: (previous) => previous,
  });
}

export const useAdminEvent = (no: string | null) =>
  useQuery({
    queryKey: adminEventKeys.detail(no ?? ''),
    queryFn: () => api<AdminEvent>('GET', adminEventPath(no ?? '')),
    enabled: no !== null,
  });

/** Every write answers the event as it now stands; the lists are read again around it. */
function useEventWrite<Variables>(write: (variables: Variables) => Promise<AdminEvent>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (event) => {
      client.setQueryData(adminEventKeys.detail(event.no), event);
      void client.invalidateQueries({ queryKey: [...adminEventKeys.all, 'list'] });
    },
  });
}

/** POST admin/events (new, a Draft) or PUT admin/events/{no}. */
export const useSaveEvent = (no: string | null) =>
  useEventWrite((input: EventInput) =>
    no === null
      ? api<AdminEvent>('POST', 'admin/events', input)
      : api<AdminEvent>('PUT', adminEventPath(no), input),
  );

export const usePublishEvent = (no: string) =>
  useEventWrite(() => api<AdminEvent>('POST', `${adminEventPath(no)}/publish`));

export const useCancelEvent = (no: string) =>
  useEventWrite(() => api<AdminEvent>('POST', `${adminEventPath(no)}/cancel`));

/** POST admin/events/{no}/logo, multipart field 'file'. */
export const useUploadEventLogo = (no: string) =>
  useEventWrite((file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    return api<AdminEvent>('POST', `${adminEventPath(no)}/logo`, form);
  });

export const useEventBookings = (no: string) =>
  useQuery({
    queryKey: adminEventKeys.bookings(no),
    queryFn: () => api<EventAttendee[]>('GET', `${adminEventPath(no)}/bookings`),
  });

/** Marking or importing attendance changes the sheet and the event's attended count. */
function useAttendanceWrite<Variables>(
  no: string,
  write: (variables: Variables) => Promise<AttendanceResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminEventKeys.bookings(no) });
      void client.invalidateQueries({ queryKey: adminEventKeys.detail(no) });
      void client.invalidateQueries({ queryKey: [...adminEventKeys.all, 'list'] });
    },
  });
}

export const useMarkAttendance = (no: string) =>
  useAttendanceWrite(no, (bookingNos: string[]) =>
    call(cpdEndpoints.markAttendance, { params: { no }, body: { bookingNos } }),
  );

export const useImportAttendance = (no: string) =>
  useAttendanceWrite(no, (csv: string) =>
    call(cpdEndpoints.importAttendance, { params: { no }, body: { csv } }),
  );

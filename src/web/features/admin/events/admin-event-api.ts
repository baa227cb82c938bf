import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceResult } from '../../../../contract/cpd';
import { cpdEndpoints } from '../../../../contract/endpoints/cpd';
import { eventEndpoints } from '../../../../contract/endpoints/events';
import {
  type AdminEvent,
  type EventInput,
  type EventStatus,
  eventStatuses,
} from '../../../../contract/events';
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

export const adminEventRoute = (no: string) => `/admin/events/${encodeURIComponent(no)}`;

/** GET admin/events?status&term&page; the previous page stays on screen while the next loads. */
export function useAdminEvents(filters: EventFilters) {
  const query = { status: filters.status ?? undefined, term: filters.term || undefined, page: filters.page };
  return useQuery({
    queryKey: adminEventKeys.list(filters),
    queryFn: () => call(eventEndpoints.adminList, { query }),
    placeholderData: (previous) => previous,
  });
}

export const useAdminEvent = (no: string | null) =>
  useQuery({
    queryKey: adminEventKeys.detail(no ?? ''),
    queryFn: () => call(eventEndpoints.adminEvent, { params: { no: no ?? '' } }),
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
      ? call(eventEndpoints.create, { body: input })
      : call(eventEndpoints.update, { params: { no }, body: input }),
  );

export const usePublishEvent = (no: string) =>
  useEventWrite(() => call(eventEndpoints.publish, { params: { no } }));

export const useCancelEvent = (no: string) =>
  useEventWrite(() => call(eventEndpoints.cancel, { params: { no } }));

/** POST admin/events/{no}/logo, multipart field 'file'. */
export const useUploadEventLogo = (no: string) =>
  useEventWrite((file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    return call(eventEndpoints.uploadLogo, { params: { no }, body: form });
  });

export const useEventBookings = (no: string) =>
  useQuery({
    queryKey: adminEventKeys.bookings(no),
    queryFn: () => call(eventEndpoints.attendees, { params: { no } }),
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

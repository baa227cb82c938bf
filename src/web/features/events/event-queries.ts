import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventEndpoints } from '../../../contract/endpoints/events';
import type { Booking } from '../../../contract/events';
import { encodeRouteText } from '../../../contract/route-values';
import { call } from '../../lib/call';

const eventsKey = ['events'] as const;
const upcomingKey = [...eventsKey, 'upcoming'] as const;
const bookingsKey = [...eventsKey, 'bookings'] as const;
const eventKey = (no: string) => [...eventsKey, 'event', no] as const;

/** GET events/all_events: published events not yet ended, soonest first. */
export const useUpcomingEvents = () =>
  useQuery({ queryKey: upcomingKey, queryFn: () => call(eventEndpoints.upcoming, {}) });

/** GET events: the member's own bookings. */
export const useBookings = () =>
  useQuery({ queryKey: bookingsKey, queryFn: () => call(eventEndpoints.ownBookings, {}) });

/** GET events/{no}: one event with the member's price and booking. */
export const useEvent = (no: string) =>
  useQuery({
    queryKey: eventKey(no),
    queryFn: () => call(eventEndpoints.event, { params: { no } }),
    enabled: no !== '',
  });

/** POST events/{no}/book; every event screen reads fresh places and bookings afterwards. */
export function useBookEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (no: string) => call(eventEndpoints.book, { params: { no } }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventsKey }),
  });
}

export const eventsTabs = { upcoming: 'upcoming', booked: 'booked' } as const;
export type EventsTab = (typeof eventsTabs)[keyof typeof eventsTabs];

/** Where the event pages live; a failed checkout comes back to the Booked tab. */
export const eventRoutes = {
  list: '/events',
  booked: `/events?tab=${eventsTabs.booked}`,
  view: (no: string) => `/events/view/${encodeURIComponent(no)}`,
  invoice: (invoiceNo: string) => `/billing/invoice/${encodeRouteText(invoiceNo)}`,
  receipt: (receiptNo: string) => `/billing/receipt/${encodeRouteText(receiptNo)}`,
};

/** A booking still owes its invoice: the place is held until it is paid. */
export const owesPayment = (booking: Pick<Booking, 'billed' | 'paid' | 'proformaInvoiceNo'>) =>
  booking.billed && !booking.paid && booking.proformaInvoiceNo !== null;

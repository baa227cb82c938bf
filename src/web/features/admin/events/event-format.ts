import type { AdminEvent } from '../../../../contract/events';
import { formatDay } from '../../../lib/format';

/** '12 Mar 2026 – 14 Mar 2026'; one day when the event starts and ends on the same date. */
export const formatEventDates = (event: Pick<AdminEvent, 'startDate' | 'endDate'>): string =>
  event.startDate === event.endDate
    ? formatDay(event.startDate)
    : `${formatDay(event.startDate)} – ${formatDay(event.endDate)}`;

/** The Booked column: places taken out of the limit, or the count alone when there is none. */
export const bookedOf = (event: Pick<AdminEvent, 'bookedCount' | 'capacity'>): string =>
  event.capacity === null ? `${event.bookedCount} / —` : `${event.bookedCount} / ${event.capacity}`;

export const eventStatusColours = { Draft: 'gray', Published: 'green', Cancelled: 'red' } as const;

import type { PortalEvent } from '../../../contract/events';
import { formatDaySpan, formatKes } from '../../lib/format';

/** "Tue, 14 Jul 2026", or "Tue, 14 – Thu, 16 Jul 2026" for a multi-day event. */
export const formatEventDays = (event: Pick<PortalEvent, 'startDate' | 'endDate'>): string =>
  formatDaySpan(event.startDate, event.endDate);

/** "09:00–17:00": Kenya reads the 24-hour clock, as staff entered it. */
export const formatEventTimes = (event: Pick<PortalEvent, 'startTime' | 'endTime'>) =>
  `${event.startTime}–${event.endTime}`;

/** What the member pays: 'Free', or the amount in KES. */
export const formatEventFee = (fee: number) => (fee > 0 ? formatKes(fee) : 'Free');

export const cpdPointsLabel = (points: number | null | undefined) => `${points ?? 0} CPD points`;

export const providerNames = (event: Pick<PortalEvent, 'eventProviders'>) =>
  event.eventProviders.map((provider) => provider.name).join(', ');

/** Places left, only when the event has a limit. */
export function placesLabel(event: Pick<PortalEvent, 'capacity' | 'placesLeft'>): string | null {
  if (event.capacity === null || event.placesLeft === null) return null;
  if (event.placesLeft <= 0) return 'Fully booked';
  return `${event.placesLeft} ${event.placesLeft === 1 ? 'place' : 'places'} left`;
}

/** The event type as members read it: WORKSHOPS shows as Workshops. */
export const eventTypeLabel = (type: PortalEvent['eventType']) =>
  type.charAt(0) + type.slice(1).toLowerCase();

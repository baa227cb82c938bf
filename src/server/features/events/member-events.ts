import { eventMessages, type PortalEvent } from '../../../contract/events';
import { kesOf } from '../../../contract/money';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { Db } from '../../db/database';
import { notFound } from '../../platform/errors';
import { memberIdentityOf } from '../subscriptions/public';
import {
  categoryFeesOf,
  type EventRow,
  eventFactsOf,
  feeCentsFor,
  findEventByNo,
  logoUrlOf,
  placesLeftOf,
  providersOf,
} from './event-queries';

/** Events as `userId` sees them: their category's price and their own booking of each. */
async function portalEventsFor(db: Db, userId: number, events: readonly EventRow[]): Promise<PortalEvent[]> {
  if (events.length === 0) return [];
  const ids = events.map((event) => event.id);
  const [identity, providers, fees, bookings] = await Promise.all([
    memberIdentityOf(db, userId),
    providersOf(db, ids),
    categoryFeesOf(db, ids),
    db
      .selectFrom('event_bookings')
      .select(['event_id', 'booking_no'])
      .where('user_id', '=', userId)
      .where('event_id', 'in', ids)
      .execute(),
  ]);
  const bookingOf = new Map(bookings.map((booking) => [booking.event_id, booking.booking_no]));
  return events.map((event) => ({
    no: event.event_no,
    ...eventFactsOf(event),
    eventProviders: (providers.get(event.id) ?? []).map((name) => ({ name })),
    logoUrl: logoUrlOf(event),
    fee: kesOf(feeCentsFor(event, fees.get(event.id) ?? [], identity.category)),
    bookingUrl: event.booking_url || null,
    capacity: event.capacity,
    placesLeft: placesLeftOf(event),
    bookingNo: bookingOf.get(event.id) ?? null,
  }));
}

/** GET events/all_events: published events not yet over (Nairobi's today), soonest first. */
export async function upcomingEventsFor(db: Db, userId: number): Promise<PortalEvent[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('status', '=', 'Published')
    .where('end_date', '>=', todayIso())
    .orderBy('start_date')
    .orderBy('start_time')
    .orderBy('id')
    .execute();
  return portalEventsFor(db, userId, rows);
}

/** GET events/{no}: a published event, or any event the caller has booked (to view a cancelled booking). */
export async function portalEventFor(db: Db, userId: number, eventNo: string): Promise<PortalEvent> {
  const event = await findEventByNo(db, eventNo);
  if (event.status !== 'Published') {
    const booked = await db
      .selectFrom('event_bookings')
      .select('id')
      .where('event_id', '=', event.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!booked) throw notFound(eventMessages.notFound);
  }
  const [portalEvent] = await portalEventsFor(db, userId, [event]);
  return portalEvent!;
}

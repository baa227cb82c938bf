import type { Selectable } from 'kysely';
import { type AdminEvent, eventMessages } from '../../../contract/events';
import { kesOf } from '../../../contract/money';
import type { Db } from '../../db/database';
import type { EventsTable } from '../../db/schema';
import { notFound } from '../../platform/errors';

export type EventRow = Selectable<EventsTable>;

export async function findEventByNo(db: Db, eventNo: string): Promise<EventRow> {
  const row = await db.selectFrom('events').selectAll().where('event_no', '=', eventNo).executeTakeFirst();
  if (!row) throw notFound(eventMessages.notFound);
  return row;
}

/** Providers of each event, in the order staff listed them. */
export async function providersOf(db: Db, eventIds: readonly number[]): Promise<Map<number, string[]>> {
  const byEvent = new Map<number, string[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .selectFrom('event_providers')
    .select(['event_id', 'name'])
    .where('event_id', 'in', [...eventIds])
    .orderBy('event_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row.name]);
  return byEvent;
}

export interface CategoryFee {
  category: string;
  amountCents: number;
}

export async function categoryFeesOf(
  db: Db,
  eventIds: readonly number[],
): Promise<Map<number, CategoryFee[]>> {
  const byEvent = new Map<number, CategoryFee[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .selectFrom('event_fees')
    .select(['event_id', 'category', 'amount_cents'])
    .where('event_id', 'in', [...eventIds])
    .orderBy('event_id')
    .orderBy('category')
    .execute();
  for (const row of rows) {
    const fee = { category: row.category, amountCents: row.amount_cents };
    byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), fee]);
  }
  return byEvent;
}

/** What a member of `category` pays: their category's price when the event has one, else the standard fee. */
export function feeCentsFor(event: EventRow, fees: readonly CategoryFee[], category: string): number {
  const own = fees.find((fee) => fee.category === category.trim().toUpperCase());
  return own ? own.amountCents : event.standard_fee_cents;
}

/** A version in the address changes with the logo, so browsers may cache each one for long. */
export const logoUrlOf = (event: EventRow): string | null =>
  event.logo_document_id
    ? `/api/events/${event.event_no}/logo?v=${event.logo_document_id.slice(0, 8)}`
    : null;

export const placesLeftOf = (event: EventRow): number | null =>
  event.capacity === null ? null : Math.max(0, event.capacity - event.booked_count);

/** Bookings marked attended per event (the CPD side sets attended_at when staff mark attendance). */
async function attendedCountsOf(db: Db, eventIds: readonly number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('event_bookings')
    .select(['event_id', (eb) => eb.fn.countAll<number>().as('attended')])
    .where('event_id', 'in', [...eventIds])
    .where((eb) => eb.or([eb('status', '=', 'Attended'), eb('attended_at', 'is not', null)]))
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((row) => [row.event_id, Number(row.attended)]));
}

/** Events as staff see them, with providers, category prices and counts, in the order given. */
/** What members and staff both read of an event: its name, when, where and what kind. */
export const eventFactsOf = (event: EventRow) => ({
  description: event.description,
  details: event.details,
  startDate: event.start_date,
  endDate: event.end_date,
  startTime: event.start_time,
  endTime: event.end_time,
  location: event.location,
  eventType: event.event_type,
  cpdHours: event.cpd_points,
  isWebinar: event.is_webinar === 1,
});

export async function adminEventsOf(db: Db, events: readonly EventRow[]): Promise<AdminEvent[]> {
  const ids = events.map((event) => event.id);
  const [providers, fees, attended] = await Promise.all([
    providersOf(db, ids),
    categoryFeesOf(db, ids),
    attendedCountsOf(db, ids),
  ]);
  return events.map((event) => ({
    no: event.event_no,
    status: event.status,
    ...eventFactsOf(event),
    eventProviders: providers.get(event.id) ?? [],
    standardFee: kesOf(event.standard_fee_cents),
    categoryFees: (fees.get(event.id) ?? []).map((fee) => ({
      category: fee.category,
      amount: kesOf(fee.amountCents),
    })),
    bookingUrl: event.booking_url ?? '',
    capacity: event.capacity,
    logoUrl: logoUrlOf(event),
    bookedCount: event.booked_count,
    attendedCount: attended.get(event.id) ?? 0,
  }));
}

export async function adminEventOf(db: Db, event: EventRow): Promise<AdminEvent> {
  const [one] = await adminEventsOf(db, [event]);
  return one!;
}

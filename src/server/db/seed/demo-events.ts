import type { EventType } from '../../../contract/events';
import { todayIso } from '../../../contract/profile-sections/fields';
import { addDays, nowIso } from '../../platform/time';
import type { Db } from '../database';
import { formatBookingNo, formatEventNo } from '../identifiers';

interface DemoEvent {
  description: string;
  details: string;
  /** Days from today. */
  startsIn: number;
  days: number;
  startTime: string;
  endTime: string;
  location: string;
  eventType: EventType;
  providers: string[];
  cpdPoints: number;
  isWebinar?: boolean;
  standardFeeCents: number;
  categoryFees?: Record<string, number>;
  bookingUrl?: string;
  capacity?: number;
}

const upcoming: DemoEvent[] = [
  {
    description: 'Webinar: Eurocodes for Kenyan Structural Practice',
    details: 'An online session on applying the Eurocodes alongside KS standards in building design.',
    startsIn: 6,
    days: 1,
    startTime: '14:00',
    endTime: '16:00',
    location: 'Online (Zoom)',
    eventType: 'WEBINAR',
    providers: ['Engineers Board of Kenya'],
    cpdPoints: 2,
    isWebinar: true,
    standardFeeCents: 0,
  },
  {
    description: 'Annual Engineers Convention 2026, Mombasa',
    details:
      'Three days of keynotes, technical papers and exhibitions on infrastructure, energy and the blue economy.',
    startsIn: 20,
    days: 3,
    startTime: '08:30',
    endTime: '17:00',
    location: 'Pride Inn Paradise, Mombasa',
    eventType: 'CONFERENCE',
    providers: ['Engineers Board of Kenya', 'Institution of Engineers of Kenya'],
    cpdPoints: 15,
    standardFeeCents: 3_500_000,
    categoryFees: { CORPORATE: 2_500_000, GRADUATE: 1_200_000 },
    capacity: 400,
  },
  {
    description: 'Geotechnical Site Investigation Workshop',
    details: 'Hands-on borehole logging, SPT interpretation and foundation recommendations.',
    startsIn: 13,
    days: 2,
    startTime: '09:00',
    endTime: '16:30',
    location: 'KICC, Nairobi',
    eventType: 'WORKSHOPS',
    providers: ['Kenya Geotechnical Society'],
    cpdPoints: 10,
    standardFeeCents: 1_500_000,
    capacity: 40,
  },
  {
    description: 'Renewable Energy Grid Integration Seminar',
    details: 'Booked through the organiser: solar and wind integration into the national grid.',
    startsIn: 27,
    days: 1,
    startTime: '09:00',
    endTime: '13:00',
    location: 'Strathmore University, Nairobi',
    eventType: 'SEMINARS',
    providers: ['Energy and Petroleum Regulatory Authority', 'Strathmore Energy Research Centre'],
    cpdPoints: 4,
    standardFeeCents: 500_000,
    bookingUrl: 'https://events.example.org/grid-integration-2026',
  },
  {
    description: 'Road Safety Audit Course',
    details: 'The KeNHA road safety audit process, from design stage to pre-opening.',
    startsIn: 34,
    days: 4,
    startTime: '08:00',
    endTime: '17:00',
    location: 'Kisumu Hotel, Kisumu',
    eventType: 'COURSES',
    providers: ['Kenya National Highways Authority'],
    cpdPoints: 20,
    standardFeeCents: 4_000_000,
    categoryFees: { CORPORATE: 3_200_000 },
    capacity: 30,
  },
];

/**
 * Ended last month: the demo member booked it, so staff can mark attendance. Free, so the demo
 * member's books stay the two subscription years the billing demo describes.
 */
const past: DemoEvent = {
  description: 'Water Infrastructure Asset Management Seminar',
  details: 'Managing ageing water networks: condition assessment, non-revenue water and renewal plans.',
  startsIn: -35,
  days: 1,
  startTime: '09:00',
  endTime: '16:00',
  location: 'Sarova Stanley, Nairobi',
  eventType: 'SEMINARS',
  providers: ['Water Services Regulatory Board'],
  cpdPoints: 6,
  standardFeeCents: 0,
};

async function insertEvent(
  db: Db,
  event: DemoEvent,
  createdBy: number | null,
): Promise<{ id: number; startDate: string }> {
  const now = nowIso();
  const startDate = addDays(todayIso(), event.startsIn);
  const { id } = await db
    .insertInto('events')
    .values({
      event_no: `demo-${event.description}`,
      status: 'Published',
      description: event.description,
      details: event.details,
      start_date: startDate,
      end_date: addDays(startDate, event.days - 1),
      start_time: event.startTime,
      end_time: event.endTime,
      location: event.location,
      event_type: event.eventType,
      cpd_points: event.cpdPoints,
      is_webinar: event.isWebinar ? 1 : 0,
      standard_fee_cents: event.standardFeeCents,
      booking_url: event.bookingUrl ?? null,
      capacity: event.capacity ?? null,
      created_by: createdBy,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('events')
    .set({ event_no: formatEventNo(id) })
    .where('id', '=', id)
    .execute();
  await db
    .insertInto('event_providers')
    .values(event.providers.map((name, position) => ({ event_id: id, position, name })))
    .execute();
  const fees = Object.entries(event.categoryFees ?? {});
  if (fees.length > 0)
    await db
      .insertInto('event_fees')
      .values(fees.map(([category, amount_cents]) => ({ event_id: id, category, amount_cents })))
      .execute();
  return { id, startDate };
}

/**
 * Demo events (spec 3 §2.7): upcoming published events of each kind (a free webinar, a paid
 * conference with category prices and limited places, one booked on an outside site, a workshop,
 * a course), and a past free seminar the demo member booked. Skipped once any event exists.
 */
export async function seedDemoEvents(db: Db): Promise<void> {
  const any = await db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@eik.example')
    .executeTakeFirst();
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'member@eik.example')
    .executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    for (const event of upcoming) await insertEvent(trx, event, admin?.id ?? null);
    const ended = await insertEvent(trx, past, admin?.id ?? null);
    if (!member) return;
    const bookedAt = `${addDays(ended.startDate, -14)}T08:00:00.000Z`;
    await trx.updateTable('events').set({ booked_count: 1 }).where('id', '=', ended.id).execute();
    const booking = await trx
      .insertInto('event_bookings')
      .values({
        booking_no: `demo-${ended.id}`,
        event_id: ended.id,
        user_id: member.id,
        status: 'Confirmed',
        amount_cents: past.standardFeeCents,
        attended_at: null,
        created_at: bookedAt,
        updated_at: bookedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bookingNo = formatBookingNo(booking.id);
    await trx
      .updateTable('event_bookings')
      .set({ booking_no: bookingNo })
      .where('id', '=', booking.id)
      .execute();
  });
}

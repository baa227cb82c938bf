import type { Selectable } from 'kysely';
import type { Booking } from '../../../contract/events';
import { kesOf } from '../../../contract/money';
import type { Db } from '../../db/database';
import type { EventBookingsTable } from '../../db/schema';
import { feeStateOf, isPaid } from '../applications/public';
import { displayedBookingStatus } from './booking-status';

type BookingRow = Selectable<EventBookingsTable>;

/** A booking of `userId` with its event and the state of its BOOKING invoice. */
export async function bookingOf(
  db: Db,
  userId: number,
  booking: BookingRow,
  event: { event_no: string; description: string; location: string; start_date: string },
): Promise<Booking> {
  const fee = await feeStateOf(db, userId, booking.booking_no, 'BOOKING');
  const status = displayedBookingStatus(booking.status, fee);
  return {
    bookingNo: booking.booking_no,
    eventNo: event.event_no,
    eventDescription: event.description,
    location: event.location,
    startDate: event.start_date,
    amount: kesOf(booking.amount_cents),
    paid: isPaid(fee),
    status,
    isActive: status !== 'Cancelled',
    billed: fee.invoiceNo !== null,
    proformaInvoiceNo: fee.invoiceNo,
    receiptNo: fee.receiptNos.at(-1) ?? null,
  };
}

/** GET events: the caller's own bookings, newest first. */
export async function bookingsOf(db: Db, userId: number): Promise<Booking[]> {
  const rows = await db
    .selectFrom('event_bookings')
    .innerJoin('events', 'events.id', 'event_bookings.event_id')
    .selectAll('event_bookings')
    .select(['events.event_no', 'events.description', 'events.location', 'events.start_date'])
    .where('event_bookings.user_id', '=', userId)
    .orderBy('event_bookings.created_at', 'desc')
    .orderBy('event_bookings.id', 'desc')
    .execute();
  return Promise.all(rows.map((row) => bookingOf(db, userId, row, row)));
}

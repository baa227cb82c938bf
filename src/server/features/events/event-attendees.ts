import type { EventAttendee } from '../../../contract/events';
import type { Db } from '../../db/database';
import { type FeeState, isPaid } from '../applications/public';
import { displayedBookingStatus } from './booking-status';
import { findEventByNo } from './event-queries';

/** The BOOKING invoice state of each booking number, in three queries whatever the number of bookings. */
async function feeStatesOf(
  db: Db,
  bookings: { booking_no: string; user_id: number }[],
): Promise<Map<string, FeeState>> {
  const states = new Map<string, FeeState>();
  if (bookings.length === 0) return states;
  const ownerOf = new Map(bookings.map((booking) => [booking.booking_no, booking.user_id]));
  const invoices = (
    await db
      .selectFrom('invoices')
      .select(['id', 'user_id', 'invoice_no', 'source_ref', 'total_cents'])
      .where('source_type', '=', 'BOOKING')
      .where('source_ref', 'in', [...ownerOf.keys()])
      .execute()
  ).filter((invoice) => ownerOf.get(invoice.source_ref) === invoice.user_id);
  const allocations =
    invoices.length === 0
      ? []
      : await db
          .selectFrom('receipt_allocations')
          .innerJoin('receipts', 'receipts.id', 'receipt_allocations.receipt_id')
          .select([
            'receipt_allocations.invoice_id',
            'receipt_allocations.amount_cents',
            'receipts.receipt_no',
          ])
          .where(
            'receipt_allocations.invoice_id',
            'in',
            invoices.map((invoice) => invoice.id),
          )
          .orderBy('receipts.id')
          .execute();
  for (const invoice of invoices) {
    const own = allocations.filter((allocation) => allocation.invoice_id === invoice.id);
    states.set(invoice.source_ref, {
      invoiceNo: invoice.invoice_no,
      totalCents: invoice.total_cents,
      paidCents: own.reduce((sum, allocation) => sum + Number(allocation.amount_cents), 0),
      receiptNos: own.map((allocation) => allocation.receipt_no),
    });
  }
  return states;
}

const unbilled: FeeState = { invoiceNo: null, totalCents: 0, paidCents: 0, receiptNos: [] };

/** GET admin/events/{no}/bookings: everyone who booked, by name, with payment and any CPD certificate. */
export async function attendeesOf(db: Db, eventNo: string): Promise<EventAttendee[]> {
  const event = await findEventByNo(db, eventNo);
  const rows = await db
    .selectFrom('event_bookings')
    .innerJoin('users', 'users.id', 'event_bookings.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('cpd_awards', 'cpd_awards.booking_id', 'event_bookings.id')
    .select([
      'event_bookings.booking_no',
      'event_bookings.user_id',
      'event_bookings.status',
      'users.email',
      'users.name',
      'profiles.first_name',
      'profiles.second_name',
      'profiles.last_name',
      'profiles.member_no',
      'cpd_awards.certificate_no',
    ])
    .where('event_bookings.event_id', '=', event.id)
    .orderBy('event_bookings.id')
    .execute();
  const register = rows.length
    ? await db
        .selectFrom('member_register')
        .select(['user_id', 'member_no', 'status'])
        .where(
          'user_id',
          'in',
          rows.map((row) => row.user_id),
        )
        .orderBy('id')
        .execute()
    : [];
  const fees = await feeStatesOf(db, rows);
  return rows.map((row) => {
    const entries = register.filter((entry) => entry.user_id === row.user_id);
    const entry = entries.find((candidate) => candidate.status === 'Active') ?? entries[0];
    const fee = fees.get(row.booking_no) ?? unbilled;
    const profileName = [row.first_name, row.second_name, row.last_name].filter(Boolean).join(' ');
    return {
      bookingNo: row.booking_no,
      name: profileName || row.name || row.email,
      email: row.email,
      memberNo: entry?.member_no ?? row.member_no ?? null,
      status: displayedBookingStatus(row.status, fee),
      paid: isPaid(fee),
      certificateNo: row.certificate_no ?? null,
    };
  });
}

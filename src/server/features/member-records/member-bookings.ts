import { MEMBER_RECORD_PAGE_SIZE, type MemberBooking } from '../../../contract/member-records';
import { kesOf } from '../../../contract/money';
import type { Db } from '../../db/database';
import { findMember } from './find-member';
import { offsetOf, pageOf } from './paging';

/**
 * GET admin/members/{memberNo}/bookings: the member's event bookings, newest event first. Members
 * book in the portal, so a member without an account has none.
 */
export async function memberBookings(db: Db, memberNo: string, page: number) {
  const member = await findMember(db, memberNo);
  if (member.user_id === null) return pageOf<MemberBooking>([], 0, page);
  const base = db
    .selectFrom('event_bookings')
    .innerJoin('events', 'events.id', 'event_bookings.event_id')
    .where('event_bookings.user_id', '=', member.user_id);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'event_bookings.booking_no',
      'events.event_no',
      'events.description',
      'events.start_date',
      'event_bookings.status',
      'event_bookings.amount_cents',
      'event_bookings.attended_at',
    ])
    .orderBy('events.start_date', 'desc')
    .orderBy('event_bookings.id', 'desc')
    .limit(MEMBER_RECORD_PAGE_SIZE)
    .offset(offsetOf(page))
    .execute();
  const items: MemberBooking[] = rows.map((row) => ({
    bookingNo: row.booking_no,
    eventNo: row.event_no,
    event: row.description,
    startDate: row.start_date,
    status: row.status,
    amountLCY: kesOf(row.amount_cents),
    attendedAt: row.attended_at,
  }));
  return pageOf(items, total, page);
}

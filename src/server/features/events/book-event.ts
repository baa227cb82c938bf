import { randomUUID } from 'node:crypto';
import { type Booking, eventMessages } from '../../../contract/events';
import { vatIncludedIn } from '../../../contract/money';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { Db } from '../../db/database';
import { formatBookingNo } from '../../db/identifiers';
import type { UserRow } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { raiseInvoice } from '../billing/public';
import { memberIdentityOf } from '../subscriptions/public';
import { categoryFeesOf, feeCentsFor } from './event-queries';
import { bookingOf } from './my-bookings';

export interface BookingOutcome {
  message: string;
  booking: Booking;
}

/**
 * POST events/{no}/book, in one transaction: the checks, then one place taken by a guarded UPDATE
 * (it only succeeds while places are left, so concurrent bookings never pass the capacity), the
 * booking, and for a paid event its BOOKING invoice. Any refusal rolls the place back.
 */
export async function bookEvent(db: Db, user: UserRow, eventNo: string): Promise<BookingOutcome> {
  const { category } = await memberIdentityOf(db, user.id);
  try {
    return await db.transaction().execute(async (trx) => {
      const event = await trx
        .selectFrom('events')
        .selectAll()
        .where('event_no', '=', eventNo)
        .executeTakeFirst();
      if (!event || event.status === 'Draft') throw notFound(eventMessages.notFound);
      if (event.status !== 'Published') throw conflict(eventMessages.notOpen);
      const today = todayIso();
      if (event.end_date < today) throw conflict(eventMessages.ended);
      // Bookings for an event with its own booking site are taken there, not here.
      if (event.booking_url) throw conflict(eventMessages.notOpen);
      const existing = await trx
        .selectFrom('event_bookings')
        .select('id')
        .where('event_id', '=', event.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (existing) throw conflict(eventMessages.alreadyBooked);

      const taken = await trx
        .updateTable('events')
        .set((eb) => ({ booked_count: eb('booked_count', '+', 1) }))
        .where('id', '=', event.id)
        .where('status', '=', 'Published')
        .where((eb) => eb.or([eb('capacity', 'is', null), eb('booked_count', '<', eb.ref('capacity'))]))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) throw conflict(eventMessages.fullyBooked);

      const fees = await categoryFeesOf(trx, [event.id]);
      const amountCents = feeCentsFor(event, fees.get(event.id) ?? [], category);
      const now = nowIso();
      const inserted = await trx
        .insertInto('event_bookings')
        .values({
          booking_no: `pending-${randomUUID()}`,
          event_id: event.id,
          user_id: user.id,
          status: amountCents > 0 ? 'Pending Payment' : 'Confirmed',
          amount_cents: amountCents,
          attended_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const bookingNo = formatBookingNo(inserted.id);
      const booking = await trx
        .updateTable('event_bookings')
        .set({ booking_no: bookingNo })
        .where('id', '=', inserted.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (amountCents > 0) {
        await raiseInvoice(trx, {
          userId: user.id,
          source: 'BOOKING',
          sourceRef: bookingNo,
          description: `Event booking: ${event.description}`,
          lines: [
            {
              description: `${event.description} (${event.start_date}, ${event.location})`,
              quantity: 1,
              unitCents: amountCents,
              vatCents: vatIncludedIn(amountCents),
            },
          ],
          documentDate: today,
          // Payable before the event starts; an event already under way is due at once.
          // biome-ignore lint/complexity/useMathMinMax: ISO day strings, which Math.max cannot compare
          dueDate: event.start_date < today ? today : event.start_date,
        });
      }
      return {
        message: amountCents > 0 ? eventMessages.bookedPayNow : eventMessages.booked,
        booking: await bookingOf(trx, user.id, booking, event),
      };
    });
  } catch (error) {
    // The same member booking twice at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw conflict(eventMessages.alreadyBooked);
    throw error;
  }
}

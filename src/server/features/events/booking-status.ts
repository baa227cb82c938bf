import type { BookingStatus } from '../../../contract/events';
import { type FeeState, isPaid } from '../applications/public';

/**
 * The status a booking shows: a paid event's booking is stored 'Pending Payment' when booked and
 * reads 'Confirmed' as soon as its BOOKING invoice is fully paid, so no payment path needs to know
 * about bookings. Attended and Cancelled show as stored.
 */
export function displayedBookingStatus(stored: BookingStatus, fee: FeeState): BookingStatus {
  if (stored === 'Pending Payment' && isPaid(fee)) return 'Confirmed';
  return stored;
}

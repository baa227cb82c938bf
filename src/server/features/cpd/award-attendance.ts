import type { Insertable, Selectable } from 'kysely';
import { type AttendanceResult, cpdMessages } from '../../../contract/cpd';
import { eventMessages } from '../../../contract/events';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { Db } from '../../db/database';
import type { CpdAwardsTable, EventBookingsTable } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { feeStateOf, isPaid } from '../applications/public';
import { type EventRow, providersOf } from '../events/public';
import { newCertificateNo } from './certificate-numbers';

export type BookingRow = Selectable<EventBookingsTable>;
export type NewAward = Insertable<CpdAwardsTable>;

/** Runs inside the award's transaction (the member's notice), so it exists only with the award. */
export type OnAwarded = (trx: Db, award: NewAward) => Promise<void>;

/** One row of what staff asked for: a ticked booking, or a line of an imported sheet. */
export interface AttendanceCandidate {
  line: number;
  value: string;
  /** The booking of this event the row names; undefined when it names none. */
  booking: BookingRow | undefined;
}

/** The event attendance is marked for: it must exist, not be cancelled and have started (Nairobi). */
export async function eventForAttendance(db: Db, eventNo: string): Promise<EventRow> {
  const event = await db
    .selectFrom('events')
    .selectAll()
    .where('event_no', '=', eventNo.trim().toUpperCase())
    .executeTakeFirst();
  if (!event) throw notFound(eventMessages.notFound);
  if (event.status === 'Cancelled') throw conflict(cpdMessages.eventCancelled);
  if (event.start_date > todayIso()) throw conflict(cpdMessages.eventNotStarted);
  return event;
}

const hasAward = async (db: Db, bookingId: number) =>
  (await db.selectFrom('cpd_awards').select('id').where('booking_id', '=', bookingId).executeTakeFirst()) !==
  undefined;

/** Why a booking of the event cannot be marked attended, or null when it can. */
async function refusalOf(db: Db, booking: BookingRow): Promise<string | null> {
  if (booking.status === 'Cancelled') return cpdMessages.notBooked;
  if (
    booking.amount_cents > 0 &&
    !isPaid(await feeStateOf(db, booking.user_id, booking.booking_no, 'BOOKING'))
  )
    return cpdMessages.cannotAttendUnpaid;
  return null;
}

/**
 * Awards one booking's points once. The unique booking_id index is the guard: a concurrent marking
 * that inserts first makes this insert fail, which reads as "already awarded". A clash on the
 * random certificate number instead draws a new number.
 */
async function awardOnce(
  db: Db,
  event: EventRow,
  provider: string,
  booking: BookingRow,
  awardedBy: number | null,
  onAwarded: OnAwarded | undefined,
): Promise<'awarded' | 'already'> {
  const profile = await db
    .selectFrom('profiles')
    .select('member_no')
    .where('user_id', '=', booking.user_id)
    .executeTakeFirst();
  const period = Number(event.start_date.slice(0, 4));
  for (let attempt = 1; ; attempt++) {
    if (await hasAward(db, booking.id)) return 'already';
    const now = nowIso();
    const award: NewAward = {
      certificate_no: newCertificateNo(period),
      user_id: booking.user_id,
      member_no: profile?.member_no ?? null,
      event_id: event.id,
      booking_id: booking.id,
      description: event.description,
      provider,
      location: event.location,
      event_date: event.start_date,
      end_date: event.end_date,
      points: event.cpd_points,
      period,
      source: 'ATTENDANCE',
      awarded_by: awardedBy,
      created_at: now,
    };
    try {
      // Its own transaction: on PostgreSQL a refused insert spoils the transaction it ran in.
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('cpd_awards').values(award).execute();
        await trx
          .updateTable('event_bookings')
          .set({ status: 'Attended', attended_at: now, updated_at: now })
          .where('id', '=', booking.id)
          .execute();
        await onAwarded?.(trx, award);
      });
      return 'awarded';
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** The award path both the ticked list and the imported sheet take. */
export async function awardCandidates(
  db: Db,
  event: EventRow,
  candidates: AttendanceCandidate[],
  options: { actor: AuditActor | null; action: string; onAwarded?: OnAwarded },
): Promise<AttendanceResult> {
  const provider = ((await providersOf(db, [event.id])).get(event.id) ?? []).join(', ');
  const result: AttendanceResult = { message: '', awarded: 0, alreadyAwarded: 0, rejected: [] };
  const awardedBy = options.actor?.actorId ?? null;
  for (const { line, value, booking } of candidates) {
    const refusal = booking ? await refusalOf(db, booking) : cpdMessages.notBooked;
    if (!booking || refusal) {
      result.rejected.push({ line, value, reason: refusal ?? cpdMessages.notBooked });
      continue;
    }
    const outcome = await awardOnce(db, event, provider, booking, awardedBy, options.onAwarded);
    if (outcome === 'awarded') result.awarded += 1;
    else result.alreadyAwarded += 1;
  }
  result.message = cpdMessages.attendanceSaved(result.awarded, result.alreadyAwarded);
  await recordAudit(db, {
    actor: options.actor,
    action: options.action,
    subjectType: 'event',
    subjectId: event.event_no,
    details: {
      awarded: result.awarded,
      alreadyAwarded: result.alreadyAwarded,
      rejected: result.rejected.length,
    },
  });
  return result;
}

/**
 * POST admin/events/{no}/attendance: marks the ticked bookings attended and awards their points.
 * A booking number that is not a booking of this event is listed as rejected, by its position.
 */
export async function markAttendance(
  db: Db,
  eventNo: string,
  bookingNos: string[],
  options: { actor: AuditActor | null; onAwarded?: OnAwarded },
): Promise<AttendanceResult> {
  const event = await eventForAttendance(db, eventNo);
  const wanted = bookingNos.map((no) => no.trim().toUpperCase());
  const bookings = await db
    .selectFrom('event_bookings')
    .selectAll()
    .where('event_id', '=', event.id)
    .where('booking_no', 'in', wanted)
    .execute();
  const byNo = new Map(bookings.map((booking) => [booking.booking_no.toUpperCase(), booking]));
  const candidates = wanted.map((no, index) => ({ line: index + 1, value: no, booking: byNo.get(no) }));
  return awardCandidates(db, event, candidates, { ...options, action: 'cpd.attendance' });
}

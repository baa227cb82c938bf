import { randomUUID } from 'node:crypto';
import { type AdminEvent, type EventInput, eventMessages } from '../../../contract/events';
import { centsOf } from '../../../contract/money';
import type { Db } from '../../db/database';
import { formatEventNo } from '../../db/identifiers';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { changesBetween } from '../../platform/audit-changes';
import { conflict } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { adminEventOf, type EventRow, findEventByNo } from './event-queries';

/** The columns an EventInput sets; status, counts and the logo are kept apart. */
function columnsOf(input: EventInput) {
  return {
    description: input.description,
    details: input.details,
    start_date: input.startDate,
    end_date: input.endDate,
    start_time: input.startTime,
    end_time: input.endTime,
    location: input.location,
    event_type: input.eventType,
    cpd_points: input.cpdHours,
    is_webinar: input.isWebinar ? 1 : 0,
    standard_fee_cents: centsOf(input.standardFee),
    booking_url: input.bookingUrl === '' ? null : input.bookingUrl,
    capacity: input.capacity,
  } as const;
}

/** Replaces the providers (in the order given) and the category prices of an event. */
async function writeProvidersAndFees(db: Db, eventId: number, input: EventInput): Promise<void> {
  await db.deleteFrom('event_providers').where('event_id', '=', eventId).execute();
  await db.deleteFrom('event_fees').where('event_id', '=', eventId).execute();
  await db
    .insertInto('event_providers')
    .values(input.eventProviders.map((name, position) => ({ event_id: eventId, position, name })))
    .execute();
  if (input.categoryFees.length > 0) {
    await db
      .insertInto('event_fees')
      .values(
        input.categoryFees.map((fee) => ({
          event_id: eventId,
          category: fee.category.toUpperCase(),
          amount_cents: centsOf(fee.amount),
        })),
      )
      .execute();
  }
}

/** POST admin/events: a new Draft event, numbered from its id (EV-000001). */
export async function createEvent(db: Db, staff: AuditActor, input: EventInput): Promise<AdminEvent> {
  const row = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const { id } = await trx
      .insertInto('events')
      .values({
        ...columnsOf(input),
        event_no: `pending-${randomUUID()}`,
        status: 'Draft',
        created_by: staff.actorId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const eventNo = formatEventNo(id);
    await trx.updateTable('events').set({ event_no: eventNo }).where('id', '=', id).execute();
    await writeProvidersAndFees(trx, id, input);
    await recordAudit(trx, {
      actor: staff,
      action: 'event.create',
      subjectType: 'event',
      subjectId: eventNo,
    });
    return trx.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  });
  return adminEventOf(db, row);
}

export function assertEditable(event: EventRow): void {
  if (event.status !== 'Draft' && event.status !== 'Published')
    throw conflict(eventMessages.onlyDraftOrPublished);
}

/**
 * PUT admin/events/{no}: the capacity may not drop below the places already booked. The check is
 * part of the UPDATE itself, so a booking taken at the same moment cannot slip past it.
 */
export async function updateEvent(
  db: Db,
  staff: AuditActor,
  eventNo: string,
  input: EventInput,
): Promise<AdminEvent> {
  const event = await findEventByNo(db, eventNo);
  assertEditable(event);
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('events')
      .set({ ...columnsOf(input), updated_at: nowIso() })
      .where('id', '=', event.id)
      .where('status', 'in', ['Draft', 'Published'])
      .$if(input.capacity !== null, (query) => query.where('booked_count', '<=', input.capacity!))
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      const current = await findEventByNo(trx, eventNo);
      assertEditable(current);
      throw conflict(eventMessages.capacityBelowBookings(current.booked_count));
    }
    await writeProvidersAndFees(trx, event.id, input);
    const columns = columnsOf(input);
    const before = Object.fromEntries(
      Object.keys(columns).map((column) => [column, event[column as keyof typeof columns]]),
    );
    await recordAudit(trx, {
      actor: staff,
      action: 'event.update',
      subjectType: 'event',
      subjectId: eventNo,
      details: changesBetween(before, columns),
    });
    return updated;
  });
  return adminEventOf(db, row);
}

import { type AdminEvent, eventMessages } from '../../../contract/events';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { adminEventOf, findEventByNo } from './event-queries';

/** POST admin/events/{no}/publish: a draft becomes visible and bookable; publishing again changes nothing. */
export async function publishEvent(db: Db, staff: AuditActor, eventNo: string): Promise<AdminEvent> {
  const event = await findEventByNo(db, eventNo);
  if (event.status === 'Cancelled') throw conflict(eventMessages.onlyDraftOrPublished);
  if (event.status === 'Published') return adminEventOf(db, event);
  const row = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const published = await trx
      .updateTable('events')
      .set({ status: 'Published', published_at: now, updated_at: now })
      .where('id', '=', event.id)
      .where('status', '=', 'Draft')
      .returningAll()
      .executeTakeFirst();
    if (!published) return findEventByNo(trx, eventNo);
    await recordAudit(trx, {
      actor: staff,
      action: 'event.publish',
      subjectType: 'event',
      subjectId: eventNo,
    });
    return published;
  });
  return adminEventOf(db, row);
}

/**
 * POST admin/events/{no}/cancel: the event leaves the members' list and its bookings read Cancelled
 * (attended ones keep their record). Invoices stay as they are: refunds are a finance matter.
 */
export async function cancelEvent(db: Db, staff: AuditActor, eventNo: string): Promise<AdminEvent> {
  const event = await findEventByNo(db, eventNo);
  if (event.status === 'Cancelled') return adminEventOf(db, event);
  const row = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const cancelled = await trx
      .updateTable('events')
      .set({ status: 'Cancelled', updated_at: now })
      .where('id', '=', event.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const bookings = await trx
      .updateTable('event_bookings')
      .set({ status: 'Cancelled', updated_at: now })
      .where('event_id', '=', event.id)
      .where('status', '!=', 'Attended')
      .executeTakeFirst();
    await recordAudit(trx, {
      actor: staff,
      action: 'event.cancel',
      subjectType: 'event',
      subjectId: eventNo,
      details: { bookingsCancelled: Number(bookings.numUpdatedRows) },
    });
    return cancelled;
  });
  return adminEventOf(db, row);
}

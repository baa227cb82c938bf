import { sql } from 'kysely';
import { ADMIN_EVENTS_PAGE_SIZE, type AdminEventList, type EventStatus } from '../../../contract/events';
import type { Db } from '../../db/database';
import { containsText } from '../../platform/like';
import { adminEventsOf } from './event-queries';

export interface AdminEventQuery {
  status?: EventStatus | undefined;
  term?: string | undefined;
  page: number;
}

/** GET admin/events: every event, latest start first, filtered by status and a term in the title, location or number. */
export async function listAdminEvents(db: Db, query: AdminEventQuery): Promise<AdminEventList> {
  const term = query.term?.trim();
  const filtered = db
    .selectFrom('events')
    .$if(query.status !== undefined, (q) => q.where('status', '=', query.status!))
    .$if(Boolean(term), (q) =>
      q.where((eb) =>
        eb.or(
          (['description', 'location', 'event_no'] as const).map((column) =>
            containsText(sql.ref(column), term!),
          ),
        ),
      ),
    );
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .limit(ADMIN_EVENTS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_EVENTS_PAGE_SIZE)
      .execute(),
  ]);
  return {
    events: await adminEventsOf(db, rows),
    total: Number(total),
    page: query.page,
    pageSize: ADMIN_EVENTS_PAGE_SIZE,
  };
}

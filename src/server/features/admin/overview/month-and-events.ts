import type { StaffOverview } from '../../../../contract/staff-overview';
import type { Db } from '../../../db/database';
import { portalCalendar } from './portal-month';

const UPCOMING_EVENTS = 5;

const count = async (query: Promise<{ n: number | string } | undefined>) => Number((await query)?.n ?? 0);

/** This portal month: applications submitted, members admitted (released), upgrades submitted. */
export async function thisMonth(db: Db, now = new Date()): Promise<StaffOverview['thisMonth']> {
  const { month, monthStart } = portalCalendar(now);
  const applications = db.selectFrom('applications').select((eb) => eb.fn.countAll<number>().as('n'));
  const [applicationsSubmitted, membersAdmitted, upgradesSubmitted] = await Promise.all([
    count(applications.where('submitted_at', '>=', monthStart).executeTakeFirst()),
    count(
      applications.where('status', '=', 'Released').where('decided_at', '>=', monthStart).executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('upgrades')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('submitted_at', '>=', monthStart)
        .executeTakeFirst(),
    ),
  ]);
  return { month, applicationsSubmitted, membersAdmitted, upgradesSubmitted };
}

/** The next published events from today, soonest first, with how many are booked. */
export async function upcomingEvents(db: Db, now = new Date()): Promise<StaffOverview['upcomingEvents']> {
  const rows = await db
    .selectFrom('events')
    .select(['event_no', 'description', 'start_date', 'booked_count', 'capacity'])
    .where('status', '=', 'Published')
    .where('end_date', '>=', portalCalendar(now).today)
    .orderBy('start_date')
    .orderBy('event_no')
    .limit(UPCOMING_EVENTS)
    .execute();
  return rows.map((row) => ({
    no: row.event_no,
    description: row.description,
    startDate: row.start_date,
    booked: Number(row.booked_count),
    capacity: row.capacity,
  }));
}

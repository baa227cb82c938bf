import type { ManualAward } from '../../../contract/cpd';
import { currentYear, todayIso } from '../../../contract/profile-sections/fields';
import { markAttendance } from '../../features/cpd/award-attendance';
import { recordManualAward } from '../../features/cpd/manual-award';
import type { Db } from '../database';

const DEMO_MEMBER = 'member@eik.example';
const DEMO_DOMAIN = '%@eik.example';

/** Awards by hand in the two years before this one, so the per-year chart and filter have data. */
function earlierAwards(memberNo: string, year: number): ManualAward[] {
  return [
    {
      memberNo,
      description: 'Annual Engineers Conference',
      provider: 'EIK',
      location: 'Mombasa',
      eventDate: `${year - 2}-05-12`,
      endDate: `${year - 2}-05-14`,
      points: 10,
    },
    {
      memberNo,
      description: 'Paper: Durability of coastal concrete',
      provider: 'Journal of Engineering in Kenya',
      location: '',
      eventDate: `${year - 1}-03-02`,
      endDate: `${year - 1}-03-02`,
      points: 4,
    },
    {
      memberNo,
      description: 'Road safety audit course',
      provider: 'Kenya Roads Board',
      location: 'Nairobi',
      eventDate: `${year - 1}-09-18`,
      endDate: `${year - 1}-09-20`,
      points: 6,
    },
  ];
}

/**
 * Demo CPD records (idempotent): awards by hand for the demo member in earlier years, and the
 * points of every booking a demo account holds for an event that has started, awarded through the
 * attendance path as staff would (unpaid bookings stay unawarded; awarded ones are not repeated).
 */
export async function seedDemoCpd(db: Db): Promise<void> {
  const member = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'profiles.member_no'])
    .where('users.email', '=', DEMO_MEMBER)
    .executeTakeFirst();
  if (member?.member_no) {
    const manual = await db
      .selectFrom('cpd_awards')
      .select('id')
      .where('user_id', '=', member.id)
      .where('source', '=', 'MANUAL')
      .executeTakeFirst();
    if (!manual)
      for (const award of earlierAwards(member.member_no, currentYear()))
        await recordManualAward({ db }, null, award);
  }

  const bookings = await db
    .selectFrom('event_bookings')
    .innerJoin('events', 'events.id', 'event_bookings.event_id')
    .innerJoin('users', 'users.id', 'event_bookings.user_id')
    .leftJoin('cpd_awards', 'cpd_awards.booking_id', 'event_bookings.id')
    .select(['events.event_no', 'event_bookings.booking_no'])
    .where('users.email', 'like', DEMO_DOMAIN)
    .where('events.status', '=', 'Published')
    .where('events.start_date', '<=', todayIso())
    .where('event_bookings.status', 'in', ['Confirmed', 'Pending Payment'])
    .where('cpd_awards.id', 'is', null)
    .execute();
  const byEvent = new Map<string, string[]>();
  for (const booking of bookings)
    byEvent.set(booking.event_no, [...(byEvent.get(booking.event_no) ?? []), booking.booking_no]);
  for (const [eventNo, bookingNos] of byEvent) await markAttendance(db, eventNo, bookingNos, { actor: null });
}

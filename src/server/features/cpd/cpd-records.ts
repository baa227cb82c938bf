import { type Selectable, sql } from 'kysely';
import { type CpdAward, type CpdPoints, cpdMessages } from '../../../contract/cpd';
import { currentYear } from '../../../contract/profile-sections/fields';
import type { Db } from '../../db/database';
import type { CpdAwardsTable } from '../../db/schema';
import { notFound } from '../../platform/errors';

type AwardRow = Selectable<CpdAwardsTable> & { event_no: string | null };

/** The user whose profile carries `memberNo` (compared without regard to case), if any. */
export async function holderOfMemberNo(
  db: Db,
  memberNo: string,
): Promise<{ userId: number; memberNo: string } | undefined> {
  const profile = await db
    .selectFrom('profiles')
    .select(['user_id', 'member_no'])
    .where(sql<string>`upper(member_no)`, '=', memberNo.trim().toUpperCase())
    .executeTakeFirst();
  return profile?.member_no ? { userId: profile.user_id, memberNo: profile.member_no } : undefined;
}

/**
 * The caller's own user id when `memberNo` is their current member number; anything else (someone
 * else's number, or a caller without one) is the same 404, so numbers cannot be probed.
 */
export async function ownHolderId(db: Db, userId: number, memberNo: string): Promise<number> {
  const profile = await db
    .selectFrom('profiles')
    .select('member_no')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const own = profile?.member_no?.trim().toUpperCase();
  if (!own || own !== memberNo.trim().toUpperCase()) throw notFound(cpdMessages.notYourRecord);
  return userId;
}

export const toCpdAward = (row: AwardRow): CpdAward => ({
  memberNo: row.member_no,
  description: row.description,
  provider: row.provider,
  location: row.location,
  eventDate: row.event_date,
  endDate: row.end_date,
  pointAwarded: row.points,
  eventCode: row.event_no,
  certificateNo: row.certificate_no,
  period: row.period,
});

const awardRows = (db: Db) =>
  db
    .selectFrom('cpd_awards')
    .leftJoin('events', 'events.id', 'cpd_awards.event_id')
    .selectAll('cpd_awards')
    .select('events.event_no');

/** Every award of a user, the newest event first. */
export async function awardsOfUser(db: Db, userId: number): Promise<CpdAward[]> {
  const rows = await awardRows(db)
    .where('cpd_awards.user_id', '=', userId)
    .orderBy('cpd_awards.event_date', 'desc')
    .orderBy('cpd_awards.id', 'desc')
    .execute();
  return rows.map(toCpdAward);
}

/** One award by its certificate number, with the event's number. */
export async function findAward(db: Db, certificateNo: string): Promise<AwardRow | undefined> {
  return awardRows(db).where('cpd_awards.certificate_no', '=', certificateNo).executeTakeFirst();
}

/** A user's points: all time, this year (Nairobi) and per year, oldest year first. */
export async function cpdPointsOfUser(db: Db, userId: number): Promise<CpdPoints> {
  const years = await db
    .selectFrom('cpd_awards')
    .select(['period', (eb) => eb.fn.sum<number>('points').as('points')])
    .where('user_id', '=', userId)
    .groupBy('period')
    .orderBy('period')
    .execute();
  const byYear = years.map((row) => ({ year: Number(row.period), points: Number(row.points) }));
  const thisYear = currentYear();
  return {
    points: byYear.reduce((sum, row) => sum + row.points, 0),
    currentYearPoints: byYear.find((row) => row.year === thisYear)?.points ?? 0,
    byYear,
  };
}

/** GET admin/cpd/awards?memberNo=: a member's awards for staff; an unknown number is 404. */
export async function staffAwardsOf(db: Db, memberNo: string): Promise<CpdAward[]> {
  const holder = await holderOfMemberNo(db, memberNo);
  if (!holder) throw notFound(cpdMessages.memberNotFound);
  return awardsOfUser(db, holder.userId);
}

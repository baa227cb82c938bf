import { type CpdProgress, type CpdRecordStatus, cpdProgress } from '../../../contract/cpd-records';
import type { Db } from '../../db/database';
import { activityTypeRules } from './activity-types';
import { type CpdMember, countingRecordsOf } from './logged-records';

/** The requirement of `category` for `year`, if staff set one. */
export async function requirementFor(db: Db, category: string | null, year: number) {
  if (!category) return null;
  const row = await db
    .selectFrom('cpd_requirements')
    .select(['total_points', 'min_structured_points'])
    .where('category_code', '=', category)
    .where('cpd_year', '=', year)
    .executeTakeFirst();
  return row
    ? { totalPoints: Number(row.total_points), minStructuredPoints: Number(row.min_structured_points) }
    : null;
}

/**
 * A member's progress for a CPD year: their verified and submitted records under the type rules, and
 * their awards (cpd_awards: attendance and staff awards) as verified structured CPD of the award's
 * `period`, against their category's requirement.
 */
export async function progressOf(
  db: Db,
  member: Pick<CpdMember, 'userId' | 'category'>,
  year: number,
): Promise<CpdProgress> {
  const [types, records, awards, requirement] = await Promise.all([
    activityTypeRules(db),
    countingRecordsOf(db, member.userId, year),
    db
      .selectFrom('cpd_awards')
      .select(['event_date', 'points'])
      .where('user_id', '=', member.userId)
      .where('period', '=', year)
      .execute(),
    requirementFor(db, member.category, year),
  ]);
  return cpdProgress({
    year,
    category: member.category,
    requirement,
    types,
    records: records.map((row) => ({
      id: row.id,
      activityTypeId: row.activity_type_id,
      startDate: row.start_date,
      status: row.status as CpdRecordStatus,
      points: Number(row.points),
    })),
    awards: awards.map((row) => ({ eventDate: row.event_date, points: Number(row.points) })),
  });
}

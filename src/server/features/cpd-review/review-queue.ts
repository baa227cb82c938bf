import { sql } from 'kysely';
import type { z } from 'zod';
import { activityPoints } from '../../../contract/cpd-points';
import {
  CPD_REVIEW_PAGE_SIZE,
  type CpdReviewPage,
  type CpdReviewRecord,
  cpdReviewMessages,
  type cpdReviewQuerySchema,
} from '../../../contract/cpd-review';
import type { Db } from '../../db/database';
import { notFound } from '../../platform/errors';
import { recordRows, toCpdRecord } from '../cpd/public';

type QueueQuery = z.output<typeof cpdReviewQuerySchema>;

/** The member's records with who logged them and who decided them, for staff. */
const reviewRows = (db: Db) =>
  recordRows(db)
    .innerJoin('users as member', 'member.id', 'cpd_records.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'cpd_records.user_id')
    .leftJoin('users as reviewer', 'reviewer.id', 'cpd_records.reviewed_by')
    .select([
      'member.email as member_email',
      'member.name as account_name',
      'member.category as member_category',
      'profiles.member_no',
      'profiles.first_name',
      'profiles.last_name',
      'reviewer.name as reviewer_name',
      'reviewer.email as reviewer_email',
      'cpd_activity_types.points_per_hour as type_points_per_hour',
      'cpd_activity_types.max_points_per_activity as type_max_per_activity',
    ]);

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['executeTakeFirstOrThrow']>>;

const nameOf = (row: ReviewRow) =>
  (row.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : row.account_name) ?? row.member_email;

export const toReviewRecord = (row: ReviewRow): CpdReviewRecord => ({
  ...toCpdRecord(row),
  userId: row.user_id,
  memberNo: row.member_no,
  memberName: nameOf(row),
  category: row.member_category,
  reviewedBy: row.reviewed_by === null ? null : (row.reviewer_name ?? row.reviewer_email),
  pointsByCurrentRules: activityPoints(Number(row.hours), {
    pointsPerHour: Number(row.type_points_per_hour),
    maxPointsPerActivity: row.type_max_per_activity === null ? null : Number(row.type_max_per_activity),
    maxPointsPerYear: null,
  }),
});

/**
 * The staff queue: records of one status (the ones awaiting a decision by default), the oldest
 * submission first so none waits behind newer ones, filtered by CPD year, type and member.
 */
export async function reviewQueue(db: Db, query: QueueQuery): Promise<CpdReviewPage> {
  let base = reviewRows(db).where('cpd_records.status', '=', query.status);
  if (query.year) base = base.where('cpd_records.cpd_year', '=', query.year);
  if (query.typeId) base = base.where('cpd_records.activity_type_id', '=', query.typeId);
  if (query.member) {
    const like = `%${query.member.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const matches = (column: string) =>
      sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${like} escape '\\'`;
    base = base.where((eb) =>
      eb.or([
        matches('profiles.member_no'),
        matches('member.email'),
        matches('member.name'),
        eb(
          sql`lower(coalesce(profiles.first_name, '') || ' ' || coalesce(profiles.last_name, ''))`,
          'like',
          like,
        ),
      ]),
    );
  }
  const { total } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy(sql`case when cpd_records.submitted_at is null then 1 else 0 end`)
    .orderBy('cpd_records.submitted_at', 'asc')
    .orderBy('cpd_records.id', 'asc')
    .limit(CPD_REVIEW_PAGE_SIZE)
    .offset((query.page - 1) * CPD_REVIEW_PAGE_SIZE)
    .execute();
  return {
    items: rows.map(toReviewRecord),
    total: Number(total),
    page: query.page,
    pageSize: CPD_REVIEW_PAGE_SIZE,
  };
}

export async function findReviewRow(db: Db, id: number): Promise<ReviewRow> {
  const row = await reviewRows(db).where('cpd_records.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(cpdReviewMessages.recordNotFound);
  return row;
}

export async function reviewRecord(db: Db, id: number): Promise<CpdReviewRecord> {
  return toReviewRecord(await findReviewRow(db, id));
}

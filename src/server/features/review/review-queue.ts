import { type ExpressionBuilder, sql } from 'kysely';
import {
  type ApplicationStatus,
  applicationStatuses,
  finishedStatuses,
  REVIEW_PAGE_SIZE,
  type ReviewQueue,
  type ReviewQueueCsvQuery,
  type ReviewQueueItem,
  type ReviewQueueQuery,
  type ReviewQueueSort,
  waitingStatuses,
} from '../../../contract/applications';
import { daysBefore, type ServiceDays, serviceDaysOf } from '../../../contract/service-level';
import { allocatedPerInvoice } from '../../db/allocated-per-invoice';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { CsvCell } from '../../platform/csv';
import { containsText } from '../../platform/like';
import { caseless, orderByChoice, type SortExpressions } from '../../platform/list-query';
import { getSettings } from '../settings/public';
import { applicantNameSql } from './applicant-name';
import { reviewerNameSql } from './reviewers';
import { stageTiming } from './stage-timing';

const stageEntered = sql<string>`coalesce(applications.stage_entered_at, applications.updated_at)`;

type QueueEb = ExpressionBuilder<Database & { assignee: Database['users'] }, 'applications'>;

/**
 * Paid: the application's fee invoice exists and receipts allocated all of it. One correlated
 * subquery per row in the same statement, where the queue once asked twice per row (feeStateOf).
 */
const paidSql = (db: Db) => (eb: QueueEb) =>
  eb
    .exists(
      db
        .selectFrom('invoices')
        .leftJoin(allocatedPerInvoice(db, 'allocated'), 'allocated.invoice_id', 'invoices.id')
        .select(sql`1`.as('one'))
        .whereRef('invoices.user_id', '=', sql.ref('applications.user_id'))
        .where('invoices.source_type', '=', 'APPLICATION')
        .whereRef('invoices.source_ref', '=', sql.ref('applications.application_no'))
        .where(sql<boolean>`coalesce(allocated.cents, 0) >= invoices.total_cents`),
    )
    .as('paid');

/** Past the stage's due date: per waiting stage, entered before now less its days. */
function overdueWhere(eb: QueueEb, levels: ServiceDays, now: Date) {
  return eb.or(
    waitingStatuses.map((status) =>
      eb.and([
        eb('applications.status', '=', status),
        eb(stageEntered, '<', daysBefore(serviceDaysOf(levels, 'application', status) ?? 0, now)),
      ]),
    ),
  );
}

/** The queue's filters, without paging: the list, its count and its CSV (which may name `ids`). */
type QueueFilter = Omit<ReviewQueueCsvQuery, 'ids'> & { ids?: readonly number[] };

/** A stage's place in the state machine, so "Status" sorts Open, Verified, … rather than by letter. */
const stageOrder = sql<number>`case applications.status ${sql.join(
  applicationStatuses.map((status, index) => sql`when ${status} then ${sql.lit(index)}`),
  sql` `,
)} end`;

/**
 * The due date as a number of days on a common scale: the stage entered plus its service days (whole
 * numbers from the settings, written as literals so PostgreSQL knows their type). Finished work has
 * no due date, so it sorts after all waiting work either way.
 */
function dueSortSql(db: Db, levels: ServiceDays) {
  const days = sql`case applications.status ${sql.join(
    waitingStatuses.map(
      (status) => sql`when ${status} then ${sql.lit(serviceDaysOf(levels, 'application', status) ?? 0)}`,
    ),
    sql` `,
  )} else null end`;
  const entered =
    dialectOf(db) === 'postgres'
      ? sql`(extract(epoch from cast(${stageEntered} as timestamptz)) / 86400.0)`
      : sql`julianday(${stageEntered})`;
  return sql<number>`(${entered} + ${days})`;
}

/** The sort whitelist: the address only ever picks one of these keys (decision 0032). */
const sortColumns = (db: Db, levels: ServiceDays): SortExpressions<ReviewQueueSort> => ({
  submitted: sql`coalesce(applications.submitted_at, applications.created_at)`,
  code: sql.ref('applications.application_no'),
  applicant: caseless(applicantNameSql),
  category: caseless(sql`coalesce(category.description, applications.category)`),
  status: stageOrder,
  due: dueSortSql(db, levels),
});

/**
 * The applications staff work on under the filter: the count, the page and the CSV all start here,
 * so the CSV is by construction what the queue shows. Without a status filter, the view decides:
 * those waiting for a decision (the default, so finished work does not bury it), the finished ones,
 * or every submitted one (New ones have not been submitted, or were returned to the applicant). The
 * term matches the code exactly, or words of name or e-mail. Assignee and age filter on the
 * assignment and the service level (decision 0031).
 */
function filteredQueue(db: Db, query: QueueFilter, viewerId: number, levels: ServiceDays, now: Date) {
  let base = db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'applications.user_id')
    .leftJoin('users as assignee', 'assignee.id', 'applications.assignee_user_id')
    .leftJoin('membership_categories as category', 'category.code', 'applications.category');
  if (query.ids !== undefined) base = base.where('applications.id', 'in', [...query.ids]);
  if (query.status) base = base.where('applications.status', '=', query.status);
  else if (query.view === 'waiting') base = base.where('applications.status', 'in', waitingStatuses);
  else if (query.view === 'finished') base = base.where('applications.status', 'in', finishedStatuses);
  else base = base.where('applications.status', '!=', 'New');
  if (query.category) base = base.where('applications.category', '=', query.category);
  if (query.assignee === 'none') base = base.where('applications.assignee_user_id', 'is', null);
  else if (query.assignee) {
    const id = query.assignee === 'me' ? viewerId : Number(query.assignee);
    base = base.where('applications.assignee_user_id', '=', id);
  }
  if (query.age === 'overdue') base = base.where((eb) => overdueWhere(eb, levels, now));
  else if (query.age) {
    // "More than N days": N + 1 whole days or more, as the row shows its days in stage.
    base = base.where(stageEntered, '<=', daysBefore(Number(query.age) + 1, now));
  }
  const words = (query.term ?? '').split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const code = (query.term ?? '').trim().toUpperCase();
    base = base.where((eb) =>
      eb.or([
        eb('applications.application_no', '=', code),
        eb.and(words.map((word) => containsText(sql`${applicantNameSql} || ' ' || users.email`, word))),
      ]),
    );
  }
  return base;
}

interface QueueScope {
  viewerId: number;
  levels: ServiceDays;
  now: Date;
}

/** The rows of the filter in the chosen order, `limit` of them from `offset`. */
async function queueItems(
  db: Db,
  query: QueueFilter,
  scope: QueueScope,
  window: { limit: number; offset: number },
): Promise<(ReviewQueueItem & { categoryDescription: string | null })[]> {
  const { viewerId, levels, now } = scope;
  const selected = filteredQueue(db, query, viewerId, levels, now).select([
    'applications.id',
    'applications.application_no',
    'applications.category',
    'applications.status',
    'applications.submitted_at',
    'applications.updated_at',
    'applications.assigned_member_no',
    'applications.assignee_user_id',
    stageEntered.as('stage_entered_at'),
    'users.email',
    'users.type',
    'category.description as category_description',
    applicantNameSql.as('applicant_name'),
    reviewerNameSql('assignee').as('assignee_name'),
    paidSql(db),
  ]);
  const rows = await orderByChoice(selected, sortColumns(db, levels), query, sql.ref('applications.id'))
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.application_no,
    applicantName: row.applicant_name,
    email: row.email,
    userType: row.type,
    category: row.category,
    categoryDescription: row.category_description,
    status: row.status as ApplicationStatus,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
    paid: Boolean(Number(row.paid)),
    assignedMemberNo: row.assigned_member_no,
    assignee: row.assignee_user_id === null ? null : { id: row.assignee_user_id, name: row.assignee_name },
    timing: stageTiming(row.status, row.stage_entered_at, levels, now),
  }));
}

/** GET review/applications: one page of the queue under the filter, in the chosen order. */
export async function reviewQueue(
  db: Db,
  query: ReviewQueueQuery,
  viewerId: number,
  now: Date = new Date(),
): Promise<ReviewQueue> {
  const levels = (await getSettings(db)).minor_settings.review_service_days;
  const counted = await filteredQueue(db, query, viewerId, levels, now)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const pages = Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const items = await queueItems(
    db,
    query,
    { viewerId, levels, now },
    { limit: REVIEW_PAGE_SIZE, offset: (page - 1) * REVIEW_PAGE_SIZE },
  );
  return {
    items: items.map(({ categoryDescription: _description, ...item }) => item),
    total,
    page,
    pageSize: REVIEW_PAGE_SIZE,
  };
}

export const reviewQueueCsvHeader = [
  'Code',
  'Applicant',
  'E-mail',
  'Category',
  'Stage',
  'Submitted',
  'Days in stage',
  'Due date',
  'Overdue',
  'Assignee',
  'Paid',
] as const;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** GET review/applications/csv: what the filter (or the selection) shows, in its order, at most `limit` rows. */
export async function reviewQueueCsvRows(
  db: Db,
  query: QueueFilter,
  viewerId: number,
  limit: number,
  now: Date = new Date(),
): Promise<CsvCell[][]> {
  const levels = (await getSettings(db)).minor_settings.review_service_days;
  const items = await queueItems(db, query, { viewerId, levels, now }, { limit, offset: 0 });
  return items.map((item) => [
    item.code,
    item.applicantName,
    item.email,
    item.categoryDescription ?? item.category,
    item.status,
    item.submittedAt,
    item.timing.daysInStage,
    item.timing.dueAt,
    yesNo(item.timing.overdue),
    item.assignee?.name ?? null,
    yesNo(item.paid),
  ]);
}

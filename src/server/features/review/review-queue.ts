import { type ExpressionBuilder, sql } from 'kysely';
import {
  type ApplicationStatus,
  finishedStatuses,
  REVIEW_PAGE_SIZE,
  type ReviewQueue,
  type ReviewQueueQuery,
  waitingStatuses,
} from '../../../contract/applications';
import { daysBefore, type ServiceDays, serviceDaysOf } from '../../../contract/service-level';
import { allocatedPerInvoice } from '../../db/allocated-per-invoice';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { containsText } from '../../platform/like';
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

/**
 * GET review/applications: the applications staff work on, oldest submission first so nobody waits
 * longest. Without a status filter, the view decides: those waiting for a decision (the default, so
 * finished work does not bury it), the finished ones, or every submitted one (New ones have not been
 * submitted, or were returned to the applicant). The term matches the code exactly, or words of name
 * or e-mail. Assignee and age filter on the assignment and the service level (decision 0031).
 */
export async function reviewQueue(
  db: Db,
  query: ReviewQueueQuery,
  viewerId: number,
  now: Date = new Date(),
): Promise<ReviewQueue> {
  const levels = (await getSettings(db)).minor_settings.review_service_days;
  let base = db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'applications.user_id')
    .leftJoin('users as assignee', 'assignee.id', 'applications.assignee_user_id');
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
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const pages = Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = await base
    .select([
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
      applicantNameSql.as('applicant_name'),
      reviewerNameSql('assignee').as('assignee_name'),
      paidSql(db),
    ])
    .orderBy(sql`coalesce(applications.submitted_at, applications.created_at)`)
    .orderBy('applications.id')
    .limit(REVIEW_PAGE_SIZE)
    .offset((page - 1) * REVIEW_PAGE_SIZE)
    .execute();
  const items = rows.map((row) => ({
    code: row.application_no,
    applicantName: row.applicant_name,
    email: row.email,
    userType: row.type,
    category: row.category,
    status: row.status as ApplicationStatus,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
    paid: Boolean(Number(row.paid)),
    assignedMemberNo: row.assigned_member_no,
    assignee: row.assignee_user_id === null ? null : { id: row.assignee_user_id, name: row.assignee_name },
    timing: stageTiming(row.status, row.stage_entered_at, levels, now),
  }));
  return { items, total, page, pageSize: REVIEW_PAGE_SIZE };
}

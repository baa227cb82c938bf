import { sql } from 'kysely';
import {
  finishedStatuses,
  REVIEW_PAGE_SIZE,
  type ReviewQueue,
  type ReviewQueueQuery,
  waitingStatuses,
} from '../../../contract/applications';
import type { Db } from '../../db/database';
import { containsText } from '../../platform/like';
import { feeStateOf, isPaid } from '../applications/public';
import { applicantNameSql } from './applicant-name';

/**
 * GET review/applications: the applications staff work on, oldest submission first so nobody waits
 * longest. Without a status filter, the view decides: those waiting for a decision (the default, so
 * finished work does not bury it), the finished ones, or every submitted one (New ones have not been
 * submitted, or were returned to the applicant). The term matches the code exactly, or words of name
 * or e-mail.
 */
export async function reviewQueue(db: Db, query: ReviewQueueQuery): Promise<ReviewQueue> {
  let base = db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'applications.user_id');
  if (query.status) base = base.where('applications.status', '=', query.status);
  else if (query.view === 'waiting') base = base.where('applications.status', 'in', waitingStatuses);
  else if (query.view === 'finished') base = base.where('applications.status', 'in', finishedStatuses);
  else base = base.where('applications.status', '!=', 'New');
  if (query.category) base = base.where('applications.category', '=', query.category);
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
      'applications.user_id',
      'applications.category',
      'applications.status',
      'applications.submitted_at',
      'applications.updated_at',
      'applications.assigned_member_no',
      'users.email',
      'users.type',
      applicantNameSql.as('applicant_name'),
    ])
    .orderBy(sql`coalesce(applications.submitted_at, applications.created_at)`)
    .orderBy('applications.id')
    .limit(REVIEW_PAGE_SIZE)
    .offset((page - 1) * REVIEW_PAGE_SIZE)
    .execute();
  const items = [];
  for (const row of rows) {
    items.push({
      code: row.application_no,
      applicantName: row.applicant_name,
      email: row.email,
      userType: row.type,
      category: row.category,
      status: row.status,
      submittedAt: row.submitted_at,
      updatedAt: row.updated_at,
      paid: isPaid(await feeStateOf(db, row.user_id, row.application_no)),
      assignedMemberNo: row.assigned_member_no,
    });
  }
  return { items, total, page, pageSize: REVIEW_PAGE_SIZE };
}

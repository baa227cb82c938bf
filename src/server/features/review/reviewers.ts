import { sql } from 'kysely';
import type { Reviewer } from '../../../contract/review-assignment';
import type { Db } from '../../db/database';

/** A staff account as the queue names it: its account name, else its e-mail. */
export const reviewerNameSql = (table: string) =>
  sql<string>`coalesce(${sql.ref(`${table}.name`)}, ${sql.ref(`${table}.email`)})`;

/** Staff who review (admins and approvers) whose account is open: who work can be assigned to. */
const staffWhoReview = (db: Db) =>
  db
    .selectFrom('users')
    .select(['users.id', reviewerNameSql('users').as('name')])
    .where((eb) => eb.or([eb('users.is_admin', '=', 1), eb('users.is_approver', '=', 1)]))
    .where('users.deactivated_at', 'is', null);

/** GET review/reviewers: by name. */
export async function listReviewers(db: Db): Promise<Reviewer[]> {
  const rows = await staffWhoReview(db).orderBy('name').orderBy('users.id').execute();
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

/** The reviewer with this id, or null when it is not an open staff account. */
export async function findReviewer(db: Db, id: number): Promise<Reviewer | null> {
  const row = await staffWhoReview(db).where('users.id', '=', id).executeTakeFirst();
  return row ? { id: row.id, name: row.name } : null;
}

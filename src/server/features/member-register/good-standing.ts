import { type Expression, sql } from 'kysely';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { Db } from '../../db/database';

/**
 * decisions.md "Good standing": the member record is Active and no posted invoice of the member's is
 * overdue (past its due date with something still owed). The one rule for every paper and answer
 * that says so: the dashboard, certificates, /member-verify and the Member Checker. It reads the
 * member record, so a member who never signed in has a standing too.
 */
export const isInGoodStandingOn = (
  status: string,
  earliestUnpaidDue: string | null,
  today: string,
): boolean => status === 'Active' && (earliestUnpaidDue === null || earliestUnpaidDue >= today);

/**
 * SQL: the earliest due date of the member's invoices with something still owed, or null. Keeping
 * this date (not "overdue or not") lets the Member Checker's index follow the passing of days.
 * An account's invoices carry its member record once linked; the account key also covers an
 * invoice raised in the moment between the two.
 */
export const earliestUnpaidDue = (memberId: Expression<number>, userId: Expression<number | null>) =>
  sql<string | null>`(SELECT min(i.due_date) FROM invoices i
    WHERE (i.member_id = ${memberId} OR i.user_id = ${userId})
      AND i.total_cents > (SELECT coalesce(sum(a.amount_cents), 0) FROM receipt_allocations a
        WHERE a.invoice_id = i.id))`;

export async function isMemberInGoodStanding(db: Db, memberId: number, today = todayIso()): Promise<boolean> {
  const member = await db
    .selectFrom('member_register as r')
    .select((eb) => ['r.status', earliestUnpaidDue(eb.ref('r.id'), eb.ref('r.user_id')).as('due')])
    .where('r.id', '=', memberId)
    .executeTakeFirst();
  return member ? isInGoodStandingOn(member.status, member.due, today) : false;
}

/** The same rule for the member holding `memberNo`; false when the register has no such number. */
export async function isMemberNoInGoodStanding(db: Db, memberNo: string): Promise<boolean> {
  const entry = await db
    .selectFrom('member_register')
    .select('id')
    .where('member_no', '=', memberNo)
    .executeTakeFirst();
  return entry ? isMemberInGoodStanding(db, entry.id) : false;
}

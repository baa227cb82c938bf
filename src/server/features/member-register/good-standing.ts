import { type Expression, sql } from 'kysely';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { Db } from '../../db/database';
import { cpdKeepsInGoodStanding } from '../cpd/public';

/**
 * decisions.md "Good standing": the member record is Active and no posted invoice of the member's is
 * overdue (past its due date with something still owed); goodStandingCauseOf adds the CPD part
 * (decision 0048), which only the member-by-member answers read. The one rule for every paper and answer
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

/** Why a member is not in good standing, the first cause the rule finds; null when they are. */
export type NotInGoodStandingCause = 'notActive' | 'overdue' | 'cpdNotMet';

/**
 * The one good-standing rule with its cause (decisions.md "Good standing", decision 0048): the
 * member record is Active, no invoice is overdue, and, where the member's category makes CPD count,
 * the previous CPD year met its requirement. Null when the register has no such member.
 */
export async function goodStandingCauseOf(
  db: Db,
  memberId: number,
  today = todayIso(),
): Promise<{ cause: NotInGoodStandingCause | null } | null> {
  const member = await db
    .selectFrom('member_register as r')
    .select((eb) => [
      'r.status',
      'r.category',
      'r.user_id',
      earliestUnpaidDue(eb.ref('r.id'), eb.ref('r.user_id')).as('due'),
    ])
    .where('r.id', '=', memberId)
    .executeTakeFirst();
  if (!member) return null;
  if (member.status !== 'Active') return { cause: 'notActive' };
  if (!isInGoodStandingOn(member.status, member.due, today)) return { cause: 'overdue' };
  const cpdKept = await cpdKeepsInGoodStanding(
    db,
    { category: member.category, userId: member.user_id },
    today,
  );
  return { cause: cpdKept ? null : 'cpdNotMet' };
}

export async function isMemberInGoodStanding(db: Db, memberId: number, today = todayIso()): Promise<boolean> {
  const standing = await goodStandingCauseOf(db, memberId, today);
  return standing !== null && standing.cause === null;
}

/** The register entry's id for `memberNo`, if any. */
async function memberIdOf(db: Db, memberNo: string): Promise<number | null> {
  const entry = await db
    .selectFrom('member_register')
    .select('id')
    .where('member_no', '=', memberNo)
    .executeTakeFirst();
  return entry?.id ?? null;
}

/** The same rule for the member holding `memberNo`; false when the register has no such number. */
export async function isMemberNoInGoodStanding(db: Db, memberNo: string): Promise<boolean> {
  const memberId = await memberIdOf(db, memberNo);
  return memberId === null ? false : isMemberInGoodStanding(db, memberId);
}

/** The rule's cause for the member holding `memberNo`; null when the register has no such number. */
export async function goodStandingCauseOfMemberNo(
  db: Db,
  memberNo: string,
  today = todayIso(),
): Promise<{ cause: NotInGoodStandingCause | null } | null> {
  const memberId = await memberIdOf(db, memberNo);
  return memberId === null ? null : goodStandingCauseOf(db, memberId, today);
}

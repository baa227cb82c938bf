import { sql } from 'kysely';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { Db } from '../../db/database';

/**
 * decisions.md "Good standing": the member record is Active and no posted invoice of the member's is
 * overdue (past its due date with something still owed). The one rule for every paper and answer
 * that says so: the dashboard, certificates, /member-verify and the Member Checker's card. It reads
 * the member record, so a member who never signed in has a standing too.
 */
export async function isMemberInGoodStanding(db: Db, memberId: number, today = todayIso()): Promise<boolean> {
  const member = await db
    .selectFrom('member_register')
    .select(['status', 'user_id'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (member?.status !== 'Active') return false;
  return (await oldestOverdueDue(db, { id: memberId, userId: member.user_id }, today)) === null;
}

/** The due date of the member's oldest overdue invoice; null when nothing is overdue. */
export async function oldestOverdueDue(
  db: Db,
  member: { id: number; userId: number | null },
  today = todayIso(),
): Promise<string | null> {
  const allocated = sql<number>`(SELECT coalesce(sum(a.amount_cents), 0) FROM receipt_allocations a
    WHERE a.invoice_id = invoices.id)`;
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.min('due_date').as('due'))
    .where((eb) =>
      // An account's invoices carry its member record once linked; the account key also covers an
      // invoice raised in the moment between the two.
      member.userId === null
        ? eb('member_id', '=', member.id)
        : eb.or([eb('member_id', '=', member.id), eb('user_id', '=', member.userId)]),
    )
    .where('due_date', '<', today)
    .where('total_cents', '>', allocated)
    .executeTakeFirst();
  return row?.due ?? null;
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

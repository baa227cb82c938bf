import { todayIso } from '../../../contract/profile-sections/fields';
import type { Db } from '../../db/database';
import { paidOn } from '../billing/ledger';

/**
 * decisions.md "Good standing": the register shows the member Active and no posted invoice of theirs
 * is overdue (past its due date with something still owed). The one rule for every paper that says so.
 */
export async function isInGoodStanding(db: Db, userId: number, memberNo: string): Promise<boolean> {
  const entry = await db
    .selectFrom('member_register')
    .select('status')
    .where('member_no', '=', memberNo)
    .executeTakeFirst();
  if (entry?.status !== 'Active') return false;
  const due = await db
    .selectFrom('invoices')
    .select(['id', 'total_cents'])
    .where('user_id', '=', userId)
    .where('posted_at', 'is not', null)
    .where('due_date', '<', todayIso())
    .execute();
  for (const invoice of due) {
    if ((await paidOn(db, invoice.id)) < invoice.total_cents) return false;
  }
  return true;
}

/** The same rule for a register entry, through the account that holds its member number. */
export async function isMemberNoInGoodStanding(db: Db, memberNo: string): Promise<boolean> {
  const holder = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('member_no', '=', memberNo)
    .executeTakeFirst();
  if (!holder) {
    // A register entry no account has claimed yet owes nothing through the portal.
    const entry = await db
      .selectFrom('member_register')
      .select('status')
      .where('member_no', '=', memberNo)
      .executeTakeFirst();
    return entry?.status === 'Active';
  }
  return isInGoodStanding(db, holder.user_id, memberNo);
}

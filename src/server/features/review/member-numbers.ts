import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { startsWithText } from '../../platform/like';

/** The numeric tail of a member number with `prefix` ('M/1021' -> 1021), or null for another shape. */
const sequenceOf = (prefix: string, memberNo: string): number | null => {
  if (!memberNo.startsWith(prefix)) return null;
  const tail = memberNo.slice(prefix.length);
  return /^\d+$/.test(tail) ? Number(tail) : null;
};

/**
 * The next free member number of a category (decisions.md: a prefix per category and a running
 * sequence, unique). The series row is created from the highest number the register already holds
 * (imported members keep theirs) and then counts on; its update locks the row on PostgreSQL, so two
 * releases at once wait for each other. A number taken some other way is skipped. Call inside the
 * release's transaction.
 */
export async function nextMemberNumber(db: Db, category: string): Promise<string> {
  const { member_no_prefix: prefix } = await db
    .selectFrom('membership_categories')
    .select('member_no_prefix')
    .where('code', '=', category)
    .executeTakeFirstOrThrow();
  const series = await db
    .selectFrom('member_number_series')
    .select('last_value')
    .where('prefix', '=', prefix)
    .executeTakeFirst();
  if (!series) {
    const taken = await db
      .selectFrom('member_register')
      .select('member_no')
      .where(startsWithText(sql.ref('member_no'), prefix))
      .execute();
    const highest = taken.reduce((max, row) => Math.max(max, sequenceOf(prefix, row.member_no) ?? 0), 0);
    await db
      .insertInto('member_number_series')
      .values({ prefix, last_value: highest })
      .onConflict((oc) => oc.column('prefix').doNothing())
      .execute();
  }
  for (;;) {
    const { last_value: value } = await db
      .updateTable('member_number_series')
      .set((eb) => ({ last_value: eb('last_value', '+', 1) }))
      .where('prefix', '=', prefix)
      .returning('last_value')
      .executeTakeFirstOrThrow();
    const memberNo = `${prefix}${value}`;
    const inRegister = await db
      .selectFrom('member_register')
      .select('id')
      .where('member_no', '=', memberNo)
      .executeTakeFirst();
    const onProfile = await db
      .selectFrom('profiles')
      .select('id')
      .where('member_no', '=', memberNo)
      .executeTakeFirst();
    if (!inRegister && !onProfile) return memberNo;
  }
}

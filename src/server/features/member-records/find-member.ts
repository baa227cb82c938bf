import type { Selectable } from 'kysely';
import { memberRecordMessages } from '../../../contract/member-records';
import { normalizeMemberNo } from '../../../contract/member-register';
import type { Db } from '../../db/database';
import type { MemberRegisterTable } from '../../db/schema';
import { notFound } from '../../platform/errors';

export type MemberRow = Selectable<MemberRegisterTable>;

/**
 * The member record holding `memberNo` (as typed in an address: 'g/2307' finds 'G/2307'), or 404
 * with the page's own message. Every route of the member page starts here.
 */
export async function findMember(db: Db, memberNo: string): Promise<MemberRow> {
  const spellings = [...new Set([memberNo.trim(), normalizeMemberNo(memberNo)])];
  const member = await db
    .selectFrom('member_register')
    .selectAll()
    .where('member_no', 'in', spellings)
    .orderBy('id')
    .executeTakeFirst();
  if (!member) throw notFound(memberRecordMessages.notFound);
  return member;
}

/** The name the page and its messages use: first, second and last name. */
export const memberName = (member: Pick<MemberRow, 'first_name' | 'second_name' | 'last_name'>) =>
  [member.first_name, member.second_name, member.last_name].filter((part) => part?.trim()).join(' ');

/** The name a staff account signs its changes with (kept with the row, as accounts may go). */
export async function staffName(db: Db, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.name?.trim() || user.email;
}

import { phoneAsStored } from '../../../contract/phone';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { joinBooksOfAccountAndMember } from '../member-register/public';
import { refreshMemberSearchForMemberIds } from '../member-search/public';
import { billNewMember } from '../subscriptions/public';
import type { ApplicationRow } from './find-application';
import { nextMemberNumber } from './member-numbers';

export const NO_PROFILE = 'The applicant has no profile, so no member record can be made.';

/**
 * Release makes the applicant a member (decisions.md): a member number of their category, a member
 * register entry (Active, linked to the account, so the register and the public search know them),
 * the number on their profile, and this period's invoice if the period was billed already. Call
 * inside the release's transaction (`context.db` is that transaction).
 */
export async function createMemberRecord(context: AppContext, application: ApplicationRow): Promise<string> {
  const { db } = context;
  const person = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.email',
      'users.phone_no',
      'users.id_number as account_id_number',
      'profiles.id as profile_row_id',
      'profiles.first_name',
      'profiles.second_name',
      'profiles.last_name',
      'profiles.id_number',
    ])
    .where('users.id', '=', application.user_id)
    .executeTakeFirst();
  if (!person) throw new AppError(409, NO_PROFILE);
  const memberNo = await nextMemberNumber(db, application.category);
  const now = nowIso();
  const member = await db
    .insertInto('member_register')
    .values({
      member_no: memberNo,
      first_name: person.first_name,
      second_name: person.second_name,
      last_name: person.last_name,
      id_number: person.id_number ?? person.account_id_number ?? '',
      email: person.email,
      phone: phoneAsStored(person.phone_no),
      category: application.category,
      status: 'Active',
      user_id: application.user_id,
      activated_at: now,
      admitted_on: todayIso(),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await joinBooksOfAccountAndMember(db, application.user_id, member.id);
  await billNewMember(context, member.id);
  await db
    .updateTable('profiles')
    .set({ member_no: memberNo, updated_at: now })
    .where('id', '=', person.profile_row_id)
    .execute();
  await db
    .updateTable('users')
    .set({ category: application.category, updated_at: now })
    .where('id', '=', application.user_id)
    .execute();
  await refreshMemberSearchForMemberIds(db, [member.id]);
  return memberNo;
}

import type { RefereeSearchResult } from '../../../../contract/profile-sections';
import { refereeMessages } from '../../../../contract/profile-sections';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { forbidden, notFound } from '../../../platform/errors';
import { consumeRateLimit } from '../../../platform/rate-limit';

/**
 * POST /api/profile/referee/search (spec 2 §2.5, §3 "Referee search result"): the member with exactly
 * this number, to fill the referee form. Only Individual users with a profile may search (403
 * otherwise; the route refuses other types first), since only they name referees.
 *
 * Names and the e-mail come from the member register: the register's e-mail is the organisation's
 * published contact of the member, whereas the login e-mail of a member's account is private and is
 * never answered. The request itself goes to the address on record (referee-requests.ts), whatever
 * the form holds. When the member has a profile, the phone, address, place of work and designation
 * come from their Work contact, or else their current position, so the form's required phone is
 * filled. Nothing else of the member is answered.
 */
export async function searchReferee(
  context: AppContext,
  user: Pick<UserRow, 'id'>,
  memberNo: string,
): Promise<RefereeSearchResult> {
  const { db } = context;
  const own = await db.selectFrom('profiles').select('id').where('user_id', '=', user.id).executeTakeFirst();
  if (!own) throw forbidden(refereeMessages.searchNeedsProfile);
  for (const rule of [
    'refereeSearchesPerMinute',
    'refereeSearchesPerHour',
    'refereeSearchesPerDay',
  ] as const) {
    await consumeRateLimit(db, rule, user.id);
  }
  const member = await db
    .selectFrom('member_register')
    .select(['member_no', 'first_name', 'second_name', 'last_name', 'email', 'phone'])
    .where('member_no', '=', memberNo)
    .executeTakeFirst();
  if (!member) throw notFound(refereeMessages.noMember);

  const profile = await db
    .selectFrom('profiles')
    .select('id')
    .where('member_no', '=', member.member_no)
    .orderBy('id')
    .executeTakeFirst();
  const work = profile
    ? await db
        .selectFrom('profile_contacts')
        .select(['phone_no', 'address', 'place_of_work', 'designation'])
        .where('profile_id', '=', profile.id)
        .where('type', '=', 'Work')
        .where('status', '=', 'Active')
        .executeTakeFirst()
    : undefined;
  const position = profile
    ? await db
        .selectFrom('profile_work_experience')
        .select(['name_of_firm', 'position_held'])
        .where('profile_id', '=', profile.id)
        .where('is_current', '=', 1)
        .orderBy('from_date', 'desc')
        .executeTakeFirst()
    : undefined;

  return {
    FirstName: member.first_name,
    SecondName: member.second_name ?? '',
    LastName: member.last_name,
    Email: member.email ?? '',
    MemberNo: member.member_no,
    workExperience: {
      PhoneNo: work?.phone_no || member.phone || '',
      Address: work?.address ?? '',
      PlaceOfWork: work?.place_of_work || position?.name_of_firm || '',
      Designation: work?.designation || position?.position_held || '',
    },
  };
}

import { messages } from '../../../contract/common';
import type { LicenceProfile } from '../../../contract/licences';
import type { Db } from '../../db/database';
import { notFound } from '../../platform/errors';
import { memberIdentityOf } from '../subscriptions/public';

/** "Surname, other names" from a director's single name field: the last word is the surname. */
const splitName = (name: string): { surname: string; OtherNames: string } => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { surname: words.at(-1) ?? '', OtherNames: words.slice(0, -1).join(' ') };
};

/**
 * GET license/profile (spec 3 §3 "Member profile, as read for licence"): the names and contacts the
 * details tab is prefilled with. A firm's corporate manager (spec 3 §6) is its first director who is
 * a registered member, else its first director; a director record holds only a name, so the
 * manager's phone, e-mail and address are the firm's own.
 */
export async function licenceProfileOf(db: Db, userId: number): Promise<LicenceProfile> {
  const profile = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select([
      'profiles.id',
      'profiles.profile_id',
      'profiles.member_no',
      'profiles.first_name',
      'profiles.second_name',
      'profiles.last_name',
      'profiles.created_at',
      'users.email',
      'users.type',
    ])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
  if (!profile) throw notFound(messages.profileRequired);
  const identity = await memberIdentityOf(db, userId);
  const contacts = await db
    .selectFrom('profile_contacts')
    .leftJoin('counties', 'counties.county_no', 'profile_contacts.county_no')
    .select([
      'profile_contacts.type',
      'profile_contacts.phone_no',
      'profile_contacts.email',
      'profile_contacts.address',
      'profile_contacts.country_code',
      'counties.county_name',
      'profile_contacts.city_name',
      'profile_contacts.post_code',
      'profile_contacts.location',
    ])
    .where('profile_contacts.profile_id', '=', profile.id)
    .orderBy('profile_contacts.entry_no')
    .execute();
  const corporateManager =
    profile.type === 'Corporate' ? await corporateManagerOf(db, profile.id, profile.email) : [];
  return {
    MemberShipType: identity.category,
    MemberNo: profile.member_no,
    UserType: profile.type ?? 'Individual',
    memberInformation: [
      {
        Registration_Date: profile.created_at,
        FirstName: profile.first_name,
        SecondName: profile.second_name ?? '',
        LastName: profile.last_name,
        Email: profile.email,
        ProfileID: profile.profile_id,
        contacts: contacts.map((contact) => ({
          Type: contact.type,
          PhoneNo: contact.phone_no,
          Email: contact.email,
          Address: contact.address,
          Country: contact.country_code,
          County: contact.county_name ?? '',
          City: contact.city_name,
          PostCode: contact.post_code,
          Location: contact.location,
        })),
        corporateManager,
      },
    ],
  };
}

async function corporateManagerOf(db: Db, profileRowId: number, email: string) {
  const director = await db
    .selectFrom('profile_directors')
    .select('name')
    .where('profile_id', '=', profileRowId)
    .orderBy((eb) => eb.case().when('type', '=', 'Member').then(0).else(1).end())
    .orderBy('entry_no')
    .executeTakeFirst();
  if (!director) return [];
  const firm = await db
    .selectFrom('profile_firm')
    .select(['phone_no', 'address'])
    .where('profile_id', '=', profileRowId)
    .executeTakeFirst();
  return [
    { ...splitName(director.name), phoneNo: firm?.phone_no ?? '', email, address: firm?.address ?? '' },
  ];
}

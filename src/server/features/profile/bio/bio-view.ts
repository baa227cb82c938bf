import type { Kysely } from 'kysely';
import { type Bio, EMPTY_DATE, type StoredDocument } from '../../../../contract/profile-bio';
import { documentUrl } from '../../../../contract/uploads';
import type { Database, UserRow } from '../../../db/schema';

async function documentOf(db: Kysely<Database>, id: string | null): Promise<StoredDocument | null> {
  if (!id) return null;
  const row = await db
    .selectFrom('documents')
    .select(['id', 'kind', 'original_name', 'size'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? { id: row.id, kind: row.kind, name: row.original_name, size: row.size, url: documentUrl(row.id) }
    : null;
}

/** The bio of `user`'s own profile, or null when they have none. Only ever the caller's own. */
export async function readBio(db: Kysely<Database>, user: UserRow): Promise<Bio | null> {
  const profile = await db
    .selectFrom('profiles')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!profile) return null;
  const titles = await db
    .selectFrom('profile_titles')
    .innerJoin('titles', 'titles.code', 'profile_titles.title')
    .select(['profile_titles.title', 'profile_titles.sequence', 'titles.description'])
    .where('profile_titles.profile_id', '=', profile.id)
    .orderBy('profile_titles.sequence')
    .execute();
  return {
    ProfileID: profile.profile_id,
    FirstName: profile.first_name,
    SecondName: profile.second_name ?? '',
    LastName: profile.last_name,
    Gender: profile.gender,
    DateOfBirth: !profile.date_of_birth || profile.date_of_birth === EMPTY_DATE ? '' : profile.date_of_birth,
    // The ID typed at registration, until the bio records one of its own.
    IdentificationDocumentNo: profile.id_number || user.id_number || '',
    Nationality: profile.nationality,
    county: profile.county_no === null ? '' : String(profile.county_no),
    City: profile.city ?? '',
    Discipline: profile.discipline ?? '',
    Disability: profile.disability === 1,
    PWDCardNo: profile.pwd_card_no ?? '',
    DisabilityDescription: profile.disability_description ?? '',
    profileTitle: titles.map((row) => ({
      title: row.title,
      description: row.description,
      profileID: profile.profile_id,
      sequenceID: row.sequence,
    })),
    memberPracticingFirm: profile.practicing_firm ?? '',
    picture: await documentOf(db, profile.picture_document_id),
    ID: await documentOf(db, profile.id_document_id),
    MemberNo: profile.member_no,
    MemberShipType: user.category,
    Email: user.email,
    confirmed: profile.confirmed === 1,
  };
}

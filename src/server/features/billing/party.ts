import type { Db } from '../../db/database';

/** Who a document is for: the name on the profile (or account), the member number and e-mail. */
export interface Party {
  name: string;
  memberNo: string | null;
  email: string;
}

export async function partyOf(db: Db, userId: number): Promise<Party> {
  const row = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.email',
      'users.name',
      'profiles.first_name',
      'profiles.second_name',
      'profiles.last_name',
      'profiles.member_no',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const profileName = [row.first_name, row.second_name, row.last_name]
    .filter((part) => part?.trim())
    .join(' ');
  return {
    name: profileName || row.name?.trim() || row.email,
    memberNo: row.member_no?.trim() || null,
    email: row.email,
  };
}

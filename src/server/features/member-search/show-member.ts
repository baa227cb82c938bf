import type { Kysely } from 'kysely';
import { type MemberCard, memberSearchMessages } from '../../../contract/member-search';
import type { Database } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { getSettings } from '../settings/get-settings';
import { publicResultColumns, toResult } from './search-members';

/**
 * The current employer, read when a card is shown rather than kept in the index: work experience
 * entries are added, changed and removed through the generic section routes, and a live read of
 * one member's entries costs nothing next to keeping a copy in step with all three.
 */
async function currentWorkplace(db: Kysely<Database>, profilePk: number): Promise<string | null> {
  const row = await db
    .selectFrom('profile_work_experience')
    .select('name_of_firm')
    .where('profile_id', '=', profilePk)
    .where('is_current', '=', 1)
    .orderBy('from_date', 'desc')
    .orderBy('entry_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.name_of_firm || null;
}

/** GET profile/search/show/:profileId: the member card; 404 for anyone not in the index. */
export async function showMember(db: Kysely<Database>, profileId: string): Promise<MemberCard> {
  const row = await db
    .selectFrom('member_search')
    .select([...publicResultColumns, 'profile_pk', 'address', 'specializations'])
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  if (!row) throw notFound(memberSearchMessages.memberNotFound);
  const settings = await getSettings(db);
  return {
    ...toResult(row),
    Workplace: settings.minor_settings.showWorkPlace ? await currentWorkplace(db, row.profile_pk) : null,
    Address: row.address,
    Specializations: JSON.parse(row.specializations) as string[],
  };
}

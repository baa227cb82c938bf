import type { ExpressionBuilder, Kysely } from 'kysely';
import { type MemberCard, memberSearchMessages } from '../../../contract/member-search';
import type { Database } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { isMemberInGoodStanding } from '../member-register/public';
import { getSettings } from '../settings/public';
import { publicResultColumns, resultWithoutStanding } from './result-row';

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

/**
 * The index row a card code names: its card id, or the register entry's public id, which the card
 * of a member without a profile carried before they made one (decision 0022).
 */
const byCardCode = (code: string) => (eb: ExpressionBuilder<Database, 'member_search'>) =>
  eb.or([eb('card_id', '=', code), eb('public_id', '=', code)]);

/**
 * GET profile/search/show/:code: the member card; 404 for anyone not on the public register. Good
 * standing is asked of the one rule directly: one member costs one statement.
 */
export async function showMember(db: Kysely<Database>, code: string): Promise<MemberCard> {
  const row = await db
    .selectFrom('member_search')
    .select([...publicResultColumns, 'member_pk', 'profile_pk', 'address', 'specializations'])
    .where(byCardCode(code))
    .executeTakeFirst();
  if (!row) throw notFound(memberSearchMessages.memberNotFound);
  const settings = await getSettings(db);
  const workplace =
    settings.minor_settings.showWorkPlace && row.profile_pk !== null
      ? await currentWorkplace(db, row.profile_pk)
      : null;
  return {
    ...resultWithoutStanding(row),
    InGoodStanding: await isMemberInGoodStanding(db, row.member_pk),
    Workplace: workplace,
    Address: row.address,
    Specializations: JSON.parse(row.specializations) as string[],
  };
}

import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import {
  type MemberSearchPage,
  type MemberSearchQuery,
  type MemberSearchResult,
  SEARCH_PAGE_SIZE,
  searchPageCount,
} from '../../../contract/member-search';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { Dialect } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { exactKey, foldedWords } from './fold';
import { exactKeyColumns, publicResultColumns, toResult } from './result-row';
import { sqliteSearchWithNames } from './sqlite-name-search';

/**
 * Counting every match of a one-letter prefix at 200,000 members would cost more than the page
 * itself, so the total stops at this many; the page count follows the capped total.
 */
export const SEARCH_COUNT_CAP = 10_000;

type SearchEb = ExpressionBuilder<Database, 'member_search'>;

/**
 * The PostgreSQL name condition: every folded word of the term as a prefix, in any order. The words
 * hold only [a-z0-9] (fold.ts), so joining them into the tsquery cannot change its meaning.
 */
function tsNameMatch(words: string[]) {
  const tsQuery = words.map((word) => `${word}:*`).join(' & ');
  return sql<boolean>`member_search.names_tsv @@ to_tsquery('simple', ${tsQuery})`;
}

/**
 * GET profile/search: members of the public register matching the term exactly by member number,
 * ID/passport number or e-mail, the register's or the account's (whole value, any case), or by name words; exact matches first, then by surname and name.
 * No N+1: a page costs one statement for its rows and one for the (capped) count, plus on SQLite one
 * for the exact matches (sqlite-name-search.ts). The FTS5 words are quoted prefixes of [a-z0-9].
 */
export async function searchMembers(
  db: Kysely<Database>,
  dialect: Dialect,
  query: MemberSearchQuery,
): Promise<MemberSearchPage> {
  const key = exactKey(query.term) ?? '';
  const today = todayIso();
  // An e-mail, member number or ID is matched only as a whole: its pieces ('g' of G/10500) must not
  // run a name search, which a one-letter prefix makes the costliest query there is. Names hold no digits.
  const words = key.includes('@') || /\d/.test(key) ? [] : foldedWords(query.term);
  if (dialect === 'sqlite' && words.length > 0) {
    const ftsQuery = words.map((word) => `"${word}"*`).join(' AND ');
    const found = await sqliteSearchWithNames(
      db,
      publicResultColumns,
      key,
      ftsQuery,
      query,
      SEARCH_COUNT_CAP,
    );
    return pageOf(
      query.page,
      found.rows.map((row) => toResult(row, today)),
      found.total,
    );
  }
  const isExact = (eb: SearchEb) => eb.or(exactKeyColumns.map((column) => eb(column, '=', key)));
  const matches = (eb: SearchEb) =>
    words.length > 0 ? eb.or([isExact(eb), tsNameMatch(words)]) : isExact(eb);

  let base = db.selectFrom('member_search').where(matches);
  if (query.gender) base = base.where('gender', '=', query.gender);
  if (query.category) base = base.where('category', '=', query.category);

  const offset = (query.page - 1) * SEARCH_PAGE_SIZE;
  const [rows, counted] = await Promise.all([
    base
      .select(publicResultColumns)
      .orderBy((eb) => eb.case().when(isExact(eb)).then(0).else(1).end())
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('member_pk')
      .limit(SEARCH_PAGE_SIZE)
      .offset(offset)
      .execute(),
    db
      .selectFrom(base.select(sql<number>`1`.as('one')).limit(SEARCH_COUNT_CAP).as('capped'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    query.page,
    rows.map((row) => toResult(row, today)),
    Number(counted.total),
  );
}

const pageOf = (page: number, results: MemberSearchResult[], total: number): MemberSearchPage => ({
  results,
  total,
  page,
  pageSize: SEARCH_PAGE_SIZE,
  pageCount: searchPageCount(total),
});

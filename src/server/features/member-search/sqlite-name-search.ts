import { type Kysely, sql } from 'kysely';
import { type MemberSearchQuery, SEARCH_PAGE_SIZE } from '../../../contract/member-search';
import type { Database } from '../../db/schema';
import { exactKeyColumns } from './result-row';

/** Name matches from this many on are paged by walking the surname index instead of sorting them. */
const BROAD_MATCHES = 500;

type PublicColumns = readonly (keyof Database['member_search'])[];

/**
 * The SQLite plan of a search with name words. Exact matches (a handful at most) come first, then
 * the name matches that are not exact. A name set of a few hundred is sorted; a broad one (a
 * common surname, one letter) is paged by walking member_search_name_order_idx and keeping the
 * rows in the matched set, which stops after one page instead of sorting tens of thousands. The
 * unary + (SQLite's documented way) keeps an index from driving a query: the filters never do, and
 * the matched set does not when the surname index should.
 */
export async function sqliteSearchWithNames<Columns extends PublicColumns>(
  db: Kysely<Database>,
  columns: Columns,
  key: string,
  ftsQuery: string,
  query: MemberSearchQuery,
  countCap: number,
) {
  const offset = (query.page - 1) * SEARCH_PAGE_SIZE;
  let exactQuery = db
    .selectFrom('member_search')
    .select(columns)
    .where((eb) => eb.or(exactKeyColumns.map((column) => eb(column, '=', key))));
  if (query.gender) exactQuery = exactQuery.where('gender', '=', query.gender);
  if (query.category) exactQuery = exactQuery.where('category', '=', query.category);
  const exact = await exactQuery.orderBy('last_name').orderBy('first_name').orderBy('member_pk').execute();

  const names = (broad: boolean) => {
    const plus = sql.raw(broad ? '+' : '');
    let names = db
      .selectFrom('member_search')
      .where(
        sql<boolean>`${plus}member_search.member_pk IN
          (SELECT rowid FROM member_search_fts WHERE member_search_fts MATCH ${ftsQuery})`,
      )
      // Null keys never equal the term; coalesce keeps NOT from turning them into unknown.
      .where(
        sql<boolean>`NOT (${sql.join(
          exactKeyColumns.map((column) => sql`coalesce(${sql.ref(`member_search.${column}`)}, '') = ${key}`),
          sql` OR `,
        )})`,
      );
    // Filters never drive: the matched set (or, when broad, the surname index) is always narrower.
    if (query.gender) names = names.where(sql<boolean>`+member_search.gender = ${query.gender}`);
    if (query.category) names = names.where(sql<boolean>`+member_search.category = ${query.category}`);
    return names;
  };
  const counted = await db
    .selectFrom(names(false).select(sql<number>`1`.as('one')).limit(countCap).as('capped'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const nameCount = Number(counted.total);

  const exactOnPage = exact.slice(offset, offset + SEARCH_PAGE_SIZE);
  const wanted = SEARCH_PAGE_SIZE - exactOnPage.length;
  const nameRows =
    wanted === 0 || nameCount === 0
      ? []
      : await names(nameCount >= BROAD_MATCHES)
          .select(columns)
          .orderBy('last_name')
          .orderBy('first_name')
          .orderBy('member_pk')
          .limit(wanted)
          .offset(Math.max(0, offset - exact.length))
          .execute();
  return { rows: [...exactOnPage, ...nameRows], total: Math.min(countCap, exact.length + nameCount) };
}

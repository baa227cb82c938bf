import { type Insertable, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database, MemberSearchTable } from '../../db/schema';
import { exactKey, foldText } from './fold';

/**
 * Keeps the Member Checker's index (member_search) in step with profiles and the register. Each
 * write path calls refreshMemberSearch after its change, inside its own transaction, so a member
 * appears, changes or vanishes (applicant, removed number) together with the change itself.
 * The FTS5 table (SQLite) and the tsvector column (PostgreSQL) follow the row by themselves.
 */

export const dialectOfDb = (db: Kysely<Database>): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

type Scope = { userIds: number[] } | { memberNos: string[] } | { afterProfilePk: number; limit: number };

/** The index rows of the member profiles in `scope`, assembled by one statement. */
async function sourceRows(db: Kysely<Database>, scope: Scope): Promise<Insertable<MemberSearchTable>[]> {
  const postgres = dialectOfDb(db) === 'postgres';
  const titles = postgres
    ? sql<string | null>`(SELECT string_agg(coalesce(t.description, pt.title), ' ' ORDER BY pt.sequence)
        FROM profile_titles pt LEFT JOIN titles t ON t.code = pt.title WHERE pt.profile_id = p.id)`
    : sql<string | null>`(SELECT group_concat(coalesce(t.description, pt.title), ' ' ORDER BY pt.sequence)
        FROM profile_titles pt LEFT JOIN titles t ON t.code = pt.title WHERE pt.profile_id = p.id)`;
  const specializations = postgres
    ? sql<string>`(SELECT coalesce(json_agg(s.description ORDER BY s.entry_no), '[]'::json)::text
        FROM profile_specializations s WHERE s.profile_id = p.id)`
    : sql<string>`(SELECT json_group_array(s.description ORDER BY s.entry_no)
        FROM profile_specializations s WHERE s.profile_id = p.id)`;

  let query = db
    .selectFrom('profiles as p')
    .innerJoin('member_register as r', 'r.member_no', 'p.member_no')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('membership_categories as mc', 'mc.code', 'r.category')
    .leftJoin('disciplines as d', 'd.code', 'p.discipline')
    .leftJoin('counties as c', 'c.county_no', 'p.county_no')
    .select([
      'p.id as profile_pk',
      'p.profile_id',
      'p.user_id',
      'r.member_no',
      'p.first_name',
      'p.second_name',
      'p.last_name',
      'p.gender',
      'p.id_number',
      'p.city',
      'p.picture_document_id',
      'u.email',
      'r.category',
      'mc.description as category_description',
      'r.status',
      'd.name as discipline',
      'c.county_name',
      titles.as('titles'),
      specializations.as('specializations'),
    ]);
  if ('userIds' in scope) query = query.where('p.user_id', 'in', scope.userIds);
  else if ('memberNos' in scope) query = query.where('p.member_no', 'in', scope.memberNos);
  else query = query.where('p.id', '>', scope.afterProfilePk).orderBy('p.id').limit(scope.limit);

  const rows = await query.execute();
  return rows.map((row) => ({
    profile_pk: row.profile_pk,
    profile_id: row.profile_id,
    user_id: row.user_id,
    member_no: row.member_no,
    first_name: row.first_name,
    second_name: row.second_name,
    last_name: row.last_name,
    titles: row.titles || null,
    gender: row.gender,
    category: row.category,
    category_description: row.category_description ?? row.category,
    status: row.status,
    discipline: row.discipline,
    address: [row.city, row.county_name].filter(Boolean).join(', ') || null,
    specializations: row.specializations ?? '[]',
    picture_document_id: row.picture_document_id,
    member_no_key: exactKey(row.member_no) ?? '',
    id_key: exactKey(row.id_number),
    email_key: exactKey(row.email),
    names_folded: foldText([row.first_name, row.second_name, row.last_name].filter(Boolean).join(' ')),
  }));
}

// 21 columns a row: 500 rows stay far below either database's limit of bound parameters.
const INSERT_BATCH = 500;

async function insertRows(db: Kysely<Database>, rows: Insertable<MemberSearchTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await db
      .insertInto('member_search')
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute();
}

/**
 * Recomputes the index row of `userId`'s profile: written again when it holds a member number in
 * the register, removed otherwise. Pass the caller's transaction as `db` to change both together.
 */
export async function refreshMemberSearch(db: Kysely<Database>, userId: number): Promise<void> {
  await refreshMemberSearchOf(db, { userIds: [userId] });
}

/** The same for the profiles holding `memberNos` (a register import touches many at once). */
export async function refreshMemberSearchForMemberNos(
  db: Kysely<Database>,
  memberNos: readonly string[],
): Promise<void> {
  for (let start = 0; start < memberNos.length; start += INSERT_BATCH) {
    const chunk = memberNos.slice(start, start + INSERT_BATCH);
    await refreshMemberSearchOf(db, { memberNos: chunk });
  }
}

async function refreshMemberSearchOf(
  db: Kysely<Database>,
  scope: { userIds: number[] } | { memberNos: string[] },
): Promise<void> {
  const values = 'userIds' in scope ? scope.userIds : scope.memberNos;
  if (values.length === 0) return;
  const rows = await sourceRows(db, scope);
  const column = 'userIds' in scope ? 'user_id' : 'member_no';
  const before = await db
    .selectFrom('member_search')
    .select('profile_pk')
    .where(column, 'in', values as never)
    .execute();
  await db
    .deleteFrom('member_search')
    .where(column, 'in', values as never)
    .execute();
  const pks = rows.map((row) => row.profile_pk);
  // A profile whose user or number changed may still sit under another key.
  if (pks.length > 0) await db.deleteFrom('member_search').where('profile_pk', 'in', pks).execute();
  await insertRows(db, rows);
  const changed = new Set([...before.map((row) => row.profile_pk), ...pks]);
  await recordChanges(db, [...changed]);
}

/** Tells every instance's in-memory index what to read again (memory-search.ts). */
async function recordChanges(db: Kysely<Database>, profilePks: (number | null)[]): Promise<void> {
  const changedAt = new Date().toISOString();
  for (let start = 0; start < profilePks.length; start += INSERT_BATCH)
    await db
      .insertInto('member_search_changes')
      .values(
        profilePks
          .slice(start, start + INSERT_BATCH)
          .map((profile_pk) => ({ profile_pk, changed_at: changedAt })),
      )
      .execute();
}

const REBUILD_CHUNK = 5000;

/**
 * Rebuilds the whole index in one transaction (readers keep the old index until it commits), reading
 * members in chunks of profile ids so memory stays flat at any register size. Returns the row count.
 */
export async function rebuildMemberSearch(db: Kysely<Database>): Promise<number> {
  const run = async (trx: Kysely<Database>) => {
    await trx.deleteFrom('member_search').execute();
    let after = 0;
    let total = 0;
    for (;;) {
      const rows = await sourceRows(trx, { afterProfilePk: after, limit: REBUILD_CHUNK });
      if (rows.length === 0) break;
      await insertRows(trx, rows);
      total += rows.length;
      after = rows[rows.length - 1]?.profile_pk ?? after;
    }
    // Instances reload everything on this marker, so the changes before it are history.
    await trx.deleteFrom('member_search_changes').execute();
    await recordChanges(trx, [null]);
    // The planner would otherwise judge the name and key indexes by the table before the rebuild.
    if (dialectOfDb(trx) === 'postgres') await sql`ANALYZE member_search`.execute(trx);
    return total;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

import { type ExpressionBuilder, type Insertable, type Kysely, sql } from 'kysely';
import type { MemberStatus } from '../../../contract/member-register';
import { dialectOf } from '../../db/dialect';
import type { Database, MemberSearchTable } from '../../db/schema';
import { earliestUnpaidDue } from '../member-register/public';
import { getSettings } from '../settings/public';
import { indexRows } from './index-rows';

/**
 * Keeps the Member Checker's index (member_search, one row per register entry of a public status)
 * in step with the register, profiles, accounts and the books. Every write path calls one of the
 * refresh functions below after its change, inside its own transaction, so a member appears,
 * changes or vanishes together with the change itself, and appends the entries to
 * member_search_changes, which every instance's in-memory copy replays (memory-search.ts).
 * The FTS5 table (SQLite) and the tsvector column (PostgreSQL) follow the row by themselves.
 */

// 26 columns a row: 500 rows stay far below either database's limit of bound parameters.
const BATCH = 500;

const chunksOf = <T>(values: readonly T[]): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += BATCH) chunks.push(values.slice(start, start + BATCH));
  return chunks;
};

/** decisions.md: which statuses the public checker lists is a setting. */
export const publicRegisterStatuses = async (db: Kysely<Database>): Promise<MemberStatus[]> =>
  (await getSettings(db)).minor_settings.public_register_statuses;

const upsertColumns = [
  'card_id',
  'public_id',
  'profile_pk',
  'user_id',
  'member_no',
  'first_name',
  'second_name',
  'last_name',
  'titles',
  'gender',
  'category',
  'category_description',
  'status',
  'overdue_from',
  'discipline',
  'address',
  'specializations',
  'picture_document_id',
  'member_no_key',
  'id_key',
  'account_id_key',
  'email_key',
  'account_email_key',
  'names_folded',
] as const satisfies readonly (keyof MemberSearchTable)[];

/**
 * Writes the rows, replacing any already there: on PostgreSQL two transactions refreshing the same
 * member then wait for each other instead of one failing on the primary key.
 */
async function writeRows(db: Kysely<Database>, rows: Insertable<MemberSearchTable>[]): Promise<void> {
  for (const chunk of chunksOf(rows))
    await db
      .insertInto('member_search')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .column('member_pk')
          .doUpdateSet((eb) =>
            Object.fromEntries(upsertColumns.map((column) => [column, eb.ref(`excluded.${column}`)])),
          ),
      )
      .execute();
}

/** Tells every instance's in-memory index what to read again (memory-search.ts); null: everything. */
async function recordChanges(db: Kysely<Database>, memberPks: readonly (number | null)[]): Promise<void> {
  const changedAt = new Date().toISOString();
  for (const chunk of chunksOf(memberPks))
    await db
      .insertInto('member_search_changes')
      .values(chunk.map((member_pk) => ({ member_pk, changed_at: changedAt })))
      .execute();
}

/**
 * Recomputes the index rows of these register entries: written again while their status is public,
 * removed otherwise. The one to call after changing a member record (name, e-mail, status,
 * category, link to an account); pass the caller's transaction as `db` to change both together.
 */
export async function refreshMemberSearchForMemberIds(
  db: Kysely<Database>,
  memberIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return;
  const statuses = await publicRegisterStatuses(db);
  for (const chunk of chunksOf(ids)) {
    const rows = await indexRows(db, { memberIds: chunk }, statuses);
    const kept = new Set(rows.map((row) => row.member_pk));
    const gone = chunk.filter((id) => !kept.has(id));
    if (gone.length > 0) await db.deleteFrom('member_search').where('member_pk', 'in', gone).execute();
    await writeRows(db, rows);
    await recordChanges(db, chunk);
  }
}

/** The same for the entries holding `memberNos` (a register import touches many at once). */
export async function refreshMemberSearchForMemberNos(
  db: Kysely<Database>,
  memberNos: readonly string[],
): Promise<void> {
  const ids: number[] = [];
  for (const chunk of chunksOf([...new Set(memberNos)])) {
    const rows = await db
      .selectFrom('member_register')
      .select('id')
      .where('member_no', 'in', chunk)
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  await refreshMemberSearchForMemberIds(db, ids);
}

/**
 * The entries these accounts touch: linked to them, holding their profile's member number, or
 * indexed with their profile until now (a profile whose number changed).
 */
export async function memberIdsOfUsers(db: Kysely<Database>, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const [linked, numbered, indexed] = await Promise.all([
    db.selectFrom('member_register').select('id').where('user_id', 'in', userIds).execute(),
    db
      .selectFrom('member_register as r')
      .innerJoin('profiles as p', 'p.member_no', 'r.member_no')
      .select('r.id')
      .where('p.user_id', 'in', userIds)
      .execute(),
    db
      .selectFrom('member_search as ms')
      .innerJoin('profiles as p', 'p.id', 'ms.profile_pk')
      .select('ms.member_pk as id')
      .where('p.user_id', 'in', userIds)
      .execute(),
  ]);
  return [...new Set([...linked, ...numbered, ...indexed].map((row) => row.id))];
}

/** The same for the entries of these accounts (memberIdsOfUsers): a profile, account or e-mail change. */
export async function refreshMemberSearchForUserIds(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<void> {
  for (const chunk of chunksOf([...new Set(userIds)]))
    await refreshMemberSearchForMemberIds(db, await memberIdsOfUsers(db, chunk));
}

/** The same for the entries of one account (its profile, bio, specializations or account changed). */
export async function refreshMemberSearch(db: Kysely<Database>, userId: number): Promise<void> {
  await refreshMemberSearchForUserIds(db, [userId]);
}

/**
 * After invoices are raised or paid: rewrites only the kept earliest due date of the members'
 * unpaid invoices (overdue_from), and tells the instances only about members whose date changed.
 * Cheap enough for every chunk of a billing run: one read of the dates, then one update per
 * distinct new date (a chunk's subscriptions share theirs), with no FTS work.
 */
export async function refreshMemberStanding(
  db: Kysely<Database>,
  parties: { memberIds?: readonly (number | null)[]; userIds?: readonly (number | null)[] },
): Promise<void> {
  const memberIds = [...new Set(parties.memberIds ?? [])].filter((id): id is number => id !== null);
  const userIds = [...new Set(parties.userIds ?? [])].filter((id): id is number => id !== null);
  if (memberIds.length + userIds.length === 0) return;
  const changed: number[] = [];
  for (const [members, users] of pairedChunks(memberIds, userIds)) {
    const inScope = (eb: ExpressionBuilder<Database, 'member_search'>) =>
      eb.or([
        ...(members.length > 0 ? [eb('member_pk', 'in', members)] : []),
        ...(users.length > 0 ? [eb('user_id', 'in', users)] : []),
      ]);
    // PostgreSQL reads each statement as of its start: the rows are locked first, so the dates
    // below include whatever another transaction paying or billing these members committed.
    if (dialectOf(db) === 'postgres')
      await db
        .selectFrom('member_search')
        .select('member_pk')
        .where(inScope)
        .orderBy('member_pk')
        .forUpdate()
        .execute();
    const rows = await db
      .selectFrom('member_search')
      .select((eb) => [
        'member_pk',
        'overdue_from',
        earliestUnpaidDue(eb.ref('member_search.member_pk'), eb.ref('member_search.user_id')).as('due'),
      ])
      .where(inScope)
      .execute();
    const byDue = new Map<string | null, number[]>();
    for (const row of rows) {
      if (row.due === row.overdue_from) continue;
      const group = byDue.get(row.due);
      if (group) group.push(row.member_pk);
      else byDue.set(row.due, [row.member_pk]);
    }
    for (const [due, pks] of byDue) {
      await db
        .updateTable('member_search')
        .set({ overdue_from: due })
        .where('member_pk', 'in', pks)
        .execute();
      changed.push(...pks);
    }
  }
  await recordChanges(db, changed);
}

/** Both lists cut into chunks side by side, so no statement carries more than BATCH of either. */
function pairedChunks<T>(first: readonly T[], second: readonly T[]): [T[], T[]][] {
  const firsts = chunksOf(first);
  const seconds = chunksOf(second);
  return Array.from({ length: Math.max(firsts.length, seconds.length) }, (_, index) => [
    firsts[index] ?? [],
    seconds[index] ?? [],
  ]);
}

const REBUILD_CHUNK = 5000;

/**
 * Rebuilds the whole index in one transaction (readers keep the old index until it commits), reading
 * the register in chunks of entry ids so memory stays flat at any register size. Returns the row
 * count. Also the way to apply a change of the public statuses (settings/save-settings.ts).
 */
export async function rebuildMemberSearch(db: Kysely<Database>): Promise<number> {
  const run = async (trx: Kysely<Database>) => {
    await trx.deleteFrom('member_search').execute();
    const statuses = await publicRegisterStatuses(trx);
    let after = 0;
    let total = 0;
    for (;;) {
      const rows = await indexRows(trx, { afterMemberPk: after, limit: REBUILD_CHUNK }, statuses);
      if (rows.length === 0) break;
      await writeRows(trx, rows);
      total += rows.length;
      after = rows[rows.length - 1]?.member_pk ?? after;
    }
    // Instances reload everything on this marker, so the changes before it are history.
    await trx.deleteFrom('member_search_changes').execute();
    await recordChanges(trx, [null]);
    // The planner would otherwise judge the name and key indexes by the table before the rebuild.
    if (dialectOf(trx) === 'postgres') await sql`ANALYZE member_search`.execute(trx);
    return total;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

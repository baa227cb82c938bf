import type { Kysely } from 'kysely';
import {
  type MemberSearchQuery,
  memberSearchResultSchema,
  SEARCH_PAGE_SIZE,
  searchPageCount,
} from '../../../contract/member-search';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { Database } from '../../db/schema';
import { jsonSerializerOf } from '../../platform/json-serializer';
import { isInGoodStandingOn } from '../member-register/public';
import { ChangeGaps } from './change-gaps';
import { type FoundMembers, type IndexedMember, indexedMember, MemberMemoryIndex } from './memory-index';
import { exactKeyColumns, publicResultColumns, resultWithoutStanding } from './result-row';

const indexColumns = [
  ...publicResultColumns,
  ...exactKeyColumns,
  'member_pk',
  'category',
  'names_folded',
] as const;

/** How far below the load's change mark ids are checked for ones not committed yet. */
const RECENT_CHANGES = 1_000;
/** Rows are read in pages of this many, so a large register loads without one giant statement. */
const LOAD_CHUNK = 20_000;

async function membersWhere(
  db: Kysely<Database>,
  filter: { afterPk: number } | { pks: number[] },
): Promise<IndexedMember[]> {
  let query = db.selectFrom('member_search').select(indexColumns);
  query =
    'pks' in filter
      ? query.where('member_pk', 'in', filter.pks)
      : query.where('member_pk', '>', filter.afterPk).orderBy('member_pk').limit(LOAD_CHUNK);
  const rows = await query.execute();
  return rows.map((row) =>
    indexedMember({
      pk: row.member_pk,
      result: resultWithoutStanding(row),
      overdueFrom: row.overdue_from,
      category: row.category,
      keys: exactKeyColumns.map((column) => row[column]),
      namesFolded: row.names_folded,
    }),
  );
}

const resultJson = jsonSerializerOf(memberSearchResultSchema);
const RESULTS_OPEN = Buffer.from('{"data":{"results":[');
const COMMA = Buffer.from(',');

/**
 * GET profile/search's answer ({ data: MemberSearchPage }) as UTF-8 JSON. Each member's result is
 * written once by the allow-list serializer and kept as bytes, so a page is joined from ready
 * pieces instead of serializing and encoding twenty objects per request (decision 0015). Bytes,
 * not the serializer's strings: those are ropes that every join would walk again. A member's good
 * standing is judged against `today` on every answer; the bytes are written again only when it
 * differs from the one they hold (a day passed a due date).
 */
function pageJson(found: FoundMembers, page: number, today: string): Buffer {
  const parts: Buffer[] = [RESULTS_OPEN];
  found.members.forEach((member, index) => {
    const standing = isInGoodStandingOn(member.result.Status, member.overdueFrom, today);
    if (member.json === undefined || member.jsonStanding !== standing) {
      member.json = Buffer.from(resultJson({ ...member.result, InGoodStanding: standing }));
      member.jsonStanding = standing;
    }
    if (index > 0) parts.push(COMMA);
    parts.push(member.json);
  });
  const pageCount = searchPageCount(found.total);
  parts.push(
    Buffer.from(
      `],"total":${found.total},"page":${page},"pageSize":${SEARCH_PAGE_SIZE},"pageCount":${pageCount}}}`,
    ),
  );
  return Buffer.concat(parts);
}

const lastChange = async (db: Kysely<Database>): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('member_search_changes')
        .select((eb) => eb.fn.max('id').as('last'))
        .executeTakeFirst()
    )?.last ?? 0,
  );

/**
 * The Member Checker's searches run on an in-memory copy of member_search (decision 0015). Each
 * instance loads it on first use (the database answers meanwhile) and, at most every `refreshMs`,
 * replays member_search_changes
 * (written by sync.ts in the same transaction as every change), so another instance's edit shows
 * within that time, and at once on the instance that made it when refreshMs is 0.
 */
export function memberSearchReader(db: Kysely<Database>, refreshMs: number) {
  let index: MemberMemoryIndex | null = null;
  let seenChange = 0;
  const gaps = new ChangeGaps();
  let checkedAt = 0;
  let pending: Promise<void> | null = null;

  async function loadAll(): Promise<void> {
    // Read the change mark first: a change made during the load is replayed, never missed.
    const mark = await lastChange(db);
    const members: IndexedMember[] = [];
    for (let afterPk = 0; ; ) {
      const chunk = await membersWhere(db, { afterPk });
      if (chunk.length === 0) break;
      members.push(...chunk);
      afterPk = chunk[chunk.length - 1]?.pk ?? afterPk;
    }
    index = new MemberMemoryIndex(members);
    // Ids just below the mark that were not visible yet may still commit: watch them as gaps.
    const recent = await db
      .selectFrom('member_search_changes')
      .select('id')
      .where('id', '>', Math.max(0, mark - RECENT_CHANGES))
      .where('id', '<=', mark)
      .orderBy('id')
      .execute();
    gaps.note(
      Math.max(0, mark - RECENT_CHANGES),
      recent.map((row) => row.id),
    );
    seenChange = mark;
  }

  async function catchUp(current: MemberMemoryIndex): Promise<void> {
    const missing = gaps.ids();
    const changes = await db
      .selectFrom('member_search_changes')
      .select(['id', 'member_pk'])
      .where((eb) =>
        missing.length > 0
          ? eb.or([eb('id', '>', seenChange), eb('id', 'in', missing)])
          : eb('id', '>', seenChange),
      )
      .orderBy('id')
      .execute();
    if (changes.length === 0) return;
    const last = Math.max(seenChange, changes[changes.length - 1]?.id ?? seenChange);
    // Ids at or below seenChange are gaps that have committed since: noting them settles them.
    gaps.note(
      seenChange,
      changes.map((change) => change.id),
    );
    if (changes.some((change) => change.member_pk === null)) return loadAll();
    const pks = [...new Set(changes.map((change) => change.member_pk as number))];
    for (let start = 0; start < pks.length; start += 500) {
      const chunk = pks.slice(start, start + 500);
      const fresh = new Map((await membersWhere(db, { pks: chunk })).map((member) => [member.pk, member]));
      for (const pk of chunk) {
        const member = fresh.get(pk);
        // An upsert, not a removal first: a change nothing searches on is then put in place.
        if (member) current.upsert(member);
        else current.remove(pk);
      }
    }
    seenChange = last;
  }

  /** One load or catch-up at a time; concurrent searches wait for the same one. */
  function refresh(): Promise<void> {
    pending ??= (index ? catchUp(index) : loadAll()).finally(() => {
      checkedAt = Date.now();
      pending = null;
    });
    return pending;
  }

  /** The index brought up to date, or null (and a load started) while it is still loading. */
  async function current(): Promise<MemberMemoryIndex | null> {
    if (!index) {
      void refresh().catch(() => {
        // A failed load is tried again by the next search; until then the database answers.
      });
      return null;
    }
    if (Date.now() - checkedAt >= refreshMs) await refresh();
    return index;
  }

  return {
    /** Loads the index now (once); searches answer from it from then on. */
    ready: (): Promise<void> => (index ? Promise.resolve() : refresh()),
    /**
     * GET profile/search's JSON answer from memory (pageJson), or null while the index is still
     * loading: the caller then asks the database (searchMembers), so no search waits for a large
     * register to load.
     */
    async searchJson(query: MemberSearchQuery): Promise<Buffer | null> {
      const index = await current();
      return index ? pageJson(index.find(query), query.page, todayIso()) : null;
    },
  };
}

import { type MemberSearchQuery, SEARCH_PAGE_SIZE } from '../../../contract/member-search';
import { exactKey, foldedWords } from './fold';
import { type IndexedMember, listOrder, RankedSnapshot } from './ranked-snapshot';
import type { ResultWithoutStanding } from './result-row';
import { SEARCH_COUNT_CAP } from './search-members';

export type { IndexedMember } from './ranked-snapshot';

export function indexedMember(input: {
  pk: number;
  result: ResultWithoutStanding;
  overdueFrom: string | null;
  category: string;
  keys: (string | null)[];
  namesFolded: string;
}): IndexedMember {
  return {
    pk: input.pk,
    result: input.result,
    overdueFrom: input.overdueFrom,
    gender: input.result.Gender,
    category: input.category,
    keys: input.keys.filter((key): key is string => Boolean(key)),
    words: [...new Set(input.namesFolded.split(' ').filter(Boolean))],
    // Declared now, so every member keeps one object shape when its JSON is written later.
    json: undefined,
    jsonStanding: false,
  };
}

export interface FoundMembers {
  members: IndexedMember[];
  total: number;
}

/** Changes kept beside the snapshot before it is built again: at least this many... */
const MIN_CHANGES_BEFORE_REBUILD = 1_000;
/** ...or this share of the register, so a rebuild's cost is spread over many changes. */
const REBUILD_SHARE = 0.05;

const hasEveryWord = (member: IndexedMember, words: string[]) =>
  words.every((word) => member.words.some((own) => own.startsWith(word)));

/**
 * The Member Checker's read path (decision 0015): a ranked snapshot of the register plus the
 * members changed since it was built, which are few and checked one by one and merged into the
 * snapshot's matches in list order. The rules are the SQL search's: exact keys match whole values
 * only, name words are prefixes in any order, exact matches come first, then surname and name,
 * and the total stops at SEARCH_COUNT_CAP.
 */
export class MemberMemoryIndex {
  private snapshot: RankedSnapshot;
  private readonly changed = new Map<number, IndexedMember>();

  constructor(members: IndexedMember[] = []) {
    this.snapshot = new RankedSnapshot(members);
  }

  get size(): number {
    return this.snapshot.liveCount + this.changed.size;
  }

  /**
   * Adds the member, replacing the one with the same pk. A change nothing searches on (status,
   * standing, photo, titles: most changes, and every invoice of a billing run) is put in place.
   */
  upsert(member: IndexedMember): void {
    if (this.changed.has(member.pk)) {
      this.changed.set(member.pk, member);
      return;
    }
    if (this.snapshot.replace(member)) return;
    this.remove(member.pk);
    this.changed.set(member.pk, member);
    const limit = Math.max(MIN_CHANGES_BEFORE_REBUILD, this.snapshot.members.length * REBUILD_SHARE);
    if (this.changed.size + this.snapshot.removedCount > limit) {
      this.snapshot = new RankedSnapshot([...this.snapshot.liveMembers(), ...this.changed.values()]);
      this.changed.clear();
    }
  }

  remove(pk: number): void {
    this.snapshot.remove(pk);
    this.changed.delete(pk);
  }

  /** The members listed on the query's page, and how many match in all (capped). */
  find(query: MemberSearchQuery): FoundMembers {
    const key = exactKey(query.term) ?? '';
    // As in the SQL search: an e-mail, member number or ID is matched only as a whole value.
    const words = key.includes('@') || /\d/.test(key) ? [] : foldedWords(query.term);
    const filter = this.snapshot.filterCodes(query);
    const wanted = (member: IndexedMember) =>
      (!query.gender || member.gender === query.gender) &&
      (!query.category || member.category === query.category);
    const changed = [...this.changed.values()].filter(wanted);

    const exact = this.snapshot
      .exactMatches(key, filter)
      .concat(changed.filter((member) => member.keys.includes(key)))
      .sort(listOrder);
    const offset = (query.page - 1) * SEARCH_PAGE_SIZE;
    const end = Math.min(offset + SEARCH_PAGE_SIZE, SEARCH_COUNT_CAP);
    const results = exact.slice(offset, end);
    if (words.length === 0) return { members: results, total: Math.min(exact.length, SEARCH_COUNT_CAP) };

    const isExact = new Set(exact.map((member) => member.pk));
    const changedNames = changed
      .filter((member) => !isExact.has(member.pk) && hasEveryWord(member, words))
      .sort(listOrder);
    // The page is filled walking the matches in list order; the total is counted apart, so the
    // walk ends with the page.
    let position = exact.length;
    const list = (member: IndexedMember): boolean => {
      if (position >= offset && position < end) results.push(member);
      position += 1;
      return position < end;
    };
    const named = this.snapshot.nameMatches(words, filter);
    let next = 0;
    let more = position < end;
    const walkedAll =
      more &&
      named.visitUntil((member) => {
        if (isExact.size > 0 && isExact.has(member.pk)) return true;
        while (
          more &&
          next < changedNames.length &&
          listOrder(changedNames[next] as IndexedMember, member) < 0
        )
          more = list(changedNames[next++] as IndexedMember);
        more &&= list(member);
        return more;
      });
    while (more && next < changedNames.length) more = list(changedNames[next++] as IndexedMember);
    if (walkedAll && more) return { members: results, total: Math.min(position, SEARCH_COUNT_CAP) };

    // Exact matches from the snapshot that also match by name are listed once, among the exact.
    const listedTwice = exact.filter(
      (member) => !this.changed.has(member.pk) && hasEveryWord(member, words),
    ).length;
    const namedCount = named.count(SEARCH_COUNT_CAP + listedTwice);
    const total = Math.min(exact.length + changedNames.length + namedCount - listedTwice, SEARCH_COUNT_CAP);
    return { members: results, total };
  }
}

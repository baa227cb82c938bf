import type { MemberSearchQuery } from '../../../contract/member-search';
import type { ResultWithoutStanding } from './result-row';

/** One member as the in-memory index holds it: the public answer, the filters and the match keys. */
export interface IndexedMember {
  /** member_register.id */
  pk: number;
  result: ResultWithoutStanding;
  /** The earliest due date of the member's unpaid invoices: with the day, it gives the standing. */
  overdueFrom: string | null;
  gender: string | null;
  category: string;
  /** The whole member number, ID and e-mail, lower-cased. */
  keys: string[];
  /** The distinct folded name words. */
  words: string[];
  /** The result as UTF-8 JSON, written the first time the member is listed (memory-search.ts)... */
  json: Buffer | undefined;
  /** ...with this good standing; written again when the standing of the day differs. */
  jsonStanding: boolean;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Whether `b` sits where `a` does in every answer: same order, filters, keys and name words. */
const sameSearchFacts = (a: IndexedMember, b: IndexedMember) =>
  a.result.LastName === b.result.LastName &&
  a.result.FirstName === b.result.FirstName &&
  a.gender === b.gender &&
  a.category === b.category &&
  sameList(a.keys, b.keys) &&
  sameList(a.words, b.words);

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order results are listed in, as the SQL search sorts them: surname, name, then pk. */
export const listOrder = (a: IndexedMember, b: IndexedMember): number =>
  compareText(a.result.LastName, b.result.LastName) ||
  compareText(a.result.FirstName, b.result.FirstName) ||
  a.pk - b.pk;

/** Folded words hold only [a-z0-9], all below this character: every word starting with w sorts before w + it. */
const AFTER_WORD_CHARACTERS = '\u007f';
const NO_CODE = -1;
const GENDER_CODES: Record<string, number> = { Male: 1, Female: 2 };

/** The codes a query's filters ask for; 0 is "any", NO_CODE "none of the snapshot's members". */
export interface FilterCodes {
  gender: number;
  category: number;
}

interface WordRange {
  from: number;
  to: number;
}

/**
 * An immutable copy of the register for searching, built once and then only marked (removed): the
 * members sorted in list order, so a member's position (its rank) is its place in every answer;
 * the distinct name words sorted, so the words with a prefix are one range of word ids; and per
 * word the ranks of its members in ascending order. A search walks the posting lists of the term's
 * narrowest word and checks the other words on each candidate, so the matches come out already in
 * list order: no sorting, no sets, typed arrays only on the hot path (decision 0015).
 */
export class RankedSnapshot {
  readonly members: IndexedMember[];
  private readonly rankOfPk = new Map<number, number>();
  private readonly words: string[];
  private readonly postings: Int32Array[];
  /** postingsBefore[w]: the postings of all words before w; a range's size is one subtraction. */
  private readonly postingsBefore: Int32Array;
  private readonly memberWordStart: Int32Array;
  private readonly memberWordIds: Int32Array;
  private readonly genderCodes: Uint8Array;
  private readonly categoryCodes: Int32Array;
  private readonly categoryCode = new Map<string, number>();
  private readonly exact = new Map<string, number[]>();
  private readonly removed: Uint8Array;
  /** One bit per rank: the union of a prefix's word lists, read back in rank order. */
  private readonly marks: Uint32Array;
  removedCount = 0;

  constructor(members: IndexedMember[]) {
    this.members = members.slice().sort(listOrder);
    const count = this.members.length;
    const wordCounts = new Map<string, number>();
    let wordTotal = 0;
    for (const member of this.members)
      for (const word of member.words) {
        wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
        wordTotal += 1;
      }
    this.words = [...wordCounts.keys()].sort(compareText);
    const wordId = new Map(this.words.map((word, id) => [word, id]));
    this.postingsBefore = new Int32Array(this.words.length + 1);
    this.postings = this.words.map((word, id) => {
      const size = wordCounts.get(word) ?? 0;
      this.postingsBefore[id + 1] = (this.postingsBefore[id] ?? 0) + size;
      return new Int32Array(size);
    });
    const filled = new Int32Array(this.words.length);
    this.memberWordStart = new Int32Array(count + 1);
    this.memberWordIds = new Int32Array(wordTotal);
    this.genderCodes = new Uint8Array(count);
    this.categoryCodes = new Int32Array(count);
    this.removed = new Uint8Array(count);
    this.marks = new Uint32Array((count + 31) >>> 5);
    let at = 0;
    this.members.forEach((member, rank) => {
      this.rankOfPk.set(member.pk, rank);
      this.memberWordStart[rank] = at;
      for (const word of member.words) {
        const id = wordId.get(word) ?? 0;
        this.memberWordIds[at++] = id;
        const slot = filled[id] as number;
        (this.postings[id] as Int32Array)[slot] = rank;
        filled[id] = slot + 1;
      }
      this.genderCodes[rank] = GENDER_CODES[member.gender ?? ''] ?? 0;
      if (!this.categoryCode.has(member.category))
        this.categoryCode.set(member.category, this.categoryCode.size + 1);
      this.categoryCodes[rank] = this.categoryCode.get(member.category) ?? 0;
      for (const key of member.keys) {
        const holders = this.exact.get(key);
        if (holders) holders.push(rank);
        else this.exact.set(key, [rank]);
      }
    });
    this.memberWordStart[count] = at;
  }

  get liveCount(): number {
    return this.members.length - this.removedCount;
  }

  /** The members not removed since the snapshot was built. */
  liveMembers(): IndexedMember[] {
    return this.members.filter((_, rank) => this.removed[rank] === 0);
  }

  /**
   * Puts `member` in place of the live member with its pk when nothing a search looks at changed
   * (a status, a standing, a photo): the snapshot then needs no rebuild for it. False otherwise.
   */
  replace(member: IndexedMember): boolean {
    const rank = this.rankOfPk.get(member.pk);
    if (rank === undefined || this.removed[rank] === 1) return false;
    if (!sameSearchFacts(this.members[rank] as IndexedMember, member)) return false;
    this.members[rank] = member;
    return true;
  }

  remove(pk: number): void {
    const rank = this.rankOfPk.get(pk);
    if (rank === undefined || this.removed[rank] === 1) return;
    this.removed[rank] = 1;
    this.removedCount += 1;
  }

  filterCodes(query: Pick<MemberSearchQuery, 'gender' | 'category'>): FilterCodes {
    return {
      gender: query.gender ? (GENDER_CODES[query.gender] ?? NO_CODE) : 0,
      category: query.category ? (this.categoryCode.get(query.category) ?? NO_CODE) : 0,
    };
  }

  /** The live members holding the whole key, filtered, in list order. */
  exactMatches(key: string, filter: FilterCodes): IndexedMember[] {
    const ranks = this.exact.get(key) ?? [];
    return ranks
      .filter((rank) => this.passes(rank, filter))
      .map((rank) => this.members[rank] as IndexedMember);
  }

  /**
   * Visits, in list order, the live members with every word as a prefix of one of their name
   * words, until `visit` answers false. The narrowest word gives the candidates, in ascending rank;
   * the narrowest other one-word list is walked alongside them (a pointer step per entry, and the
   * walk ends with that list); any other word is looked up in the candidate's own words.
   */
  forEachNameMatch(words: string[], filter: FilterCodes, visit: (member: IndexedMember) => boolean): void {
    if (filter.gender === NO_CODE || filter.category === NO_CODE) return;
    const ranges = words.map((word) => this.wordRange(word));
    if (ranges.some((range) => range.from === range.to)) return;
    const bySize = ranges
      .map((range) => ({ range, size: this.rangeSize(range) }))
      .sort((a, b) => a.size - b.size)
      .map((entry) => entry.range);
    const driver = bySize[0] as WordRange;
    const partner = bySize.find((range, index) => index > 0 && range.to - range.from === 1);
    const others = bySize.filter((range, index) => index > 0 && range !== partner);
    const candidates =
      driver.to - driver.from === 1 ? (this.postings[driver.from] as Int32Array) : this.union(driver);
    const partnerRanks = partner ? (this.postings[partner.from] as Int32Array) : null;
    let partnerAt = 0;
    for (let at = 0; at < candidates.length; at++) {
      const rank = candidates[at] as number;
      if (partnerRanks) {
        while (partnerAt < partnerRanks.length && (partnerRanks[partnerAt] as number) < rank) partnerAt++;
        if (partnerAt === partnerRanks.length) return;
        if (partnerRanks[partnerAt] !== rank) continue;
      }
      if (!this.passes(rank, filter) || (others.length > 0 && !this.hasEveryWord(rank, others))) continue;
      if (!visit(this.members[rank] as IndexedMember)) return;
    }
  }

  /** The ranks of the members of all words in `range`, ascending, through the bitmap. */
  private union(range: WordRange): Int32Array {
    const marks = this.marks;
    marks.fill(0);
    for (let id = range.from; id < range.to; id++)
      for (const rank of this.postings[id] as Int32Array)
        marks[rank >>> 5] = (marks[rank >>> 5] as number) | (1 << (rank & 31));
    const ranks = new Int32Array(this.rangeSize(range));
    let count = 0;
    for (let block = 0; block < marks.length; block++) {
      let bits = marks[block] as number;
      while (bits !== 0) {
        const lowest = bits & -bits;
        bits ^= lowest;
        ranks[count++] = (block << 5) + 31 - Math.clz32(lowest);
      }
    }
    return ranks.subarray(0, count);
  }

  private passes(rank: number, filter: FilterCodes): boolean {
    return (
      this.removed[rank] === 0 &&
      (filter.gender === 0 || this.genderCodes[rank] === filter.gender) &&
      (filter.category === 0 || this.categoryCodes[rank] === filter.category)
    );
  }

  private hasEveryWord(rank: number, ranges: WordRange[]): boolean {
    const start = this.memberWordStart[rank] as number;
    const end = this.memberWordStart[rank + 1] as number;
    for (const range of ranges) {
      let found = false;
      for (let at = start; at < end && !found; at++) {
        const id = this.memberWordIds[at] as number;
        found = id >= range.from && id < range.to;
      }
      if (!found) return false;
    }
    return true;
  }

  private rangeSize(range: WordRange): number {
    return (this.postingsBefore[range.to] as number) - (this.postingsBefore[range.from] as number);
  }

  /** The ids of the words starting with `prefix`. */
  private wordRange(prefix: string): WordRange {
    return { from: this.lowerBound(prefix), to: this.lowerBound(prefix + AFTER_WORD_CHARACTERS) };
  }

  private lowerBound(word: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.words[middle] as string) < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

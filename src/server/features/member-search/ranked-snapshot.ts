import type { MemberSearchQuery } from '../../../contract/member-search';
import type { ResultWithoutStanding } from './result-row';
import { intersect, NO_RUNS, type Runs, rankCount, unite } from './runs';

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

/** The members a term's name words match in one snapshot. */
export interface NameMatches {
  /** Visits them in list order until `visit` answers false; true when it visited them all. */
  visitUntil(visit: (member: IndexedMember) => boolean): boolean;
  /** How many there are, counted up to `cap`. */
  count(cap: number): number;
}

interface WordRange {
  from: number;
  to: number;
}

/**
 * An immutable copy of the register for searching, built once and then only marked (removed): the
 * members sorted in list order, so a member's position (its rank) is its place in every answer;
 * the distinct name words sorted, so the words with a prefix are one range of word ids; and per
 * word the runs of ranks holding it. A search intersects the runs of the term's words (a surname
 * and a first name meet in one run, found by a binary search per run of the shorter list) and
 * checks any word with too many runs on each remaining candidate, so matches come out in list
 * order with no sorting and typed arrays only on the hot path (decisions 0015 and 0023).
 */
export class RankedSnapshot {
  readonly members: IndexedMember[];
  private readonly rankOfPk = new Map<number, number>();
  private readonly words: string[];
  private readonly runs: Runs[];
  /** runsBefore[w]: the runs of all words before w; a range's run count is one subtraction. */
  private readonly runsBefore: Int32Array;
  private readonly memberWordStart: Int32Array;
  private readonly memberWordIds: Int32Array;
  private readonly genderCodes: Uint8Array;
  private readonly categoryCodes: Int32Array;
  private readonly categoryCode = new Map<string, number>();
  private readonly exact = new Map<string, number[]>();
  private readonly removed: Uint8Array;
  /** One bit per rank: the union of a wide prefix's runs, read back in rank order. */
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
      for (const word of member.words) this.memberWordIds[at++] = wordId.get(word) ?? 0;
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
    this.runs = this.buildRuns();
    this.runsBefore = new Int32Array(this.words.length + 1);
    this.runs.forEach((runs, id) => {
      this.runsBefore[id + 1] = (this.runsBefore[id] as number) + runs.length / 2;
    });
  }

  /** Two passes over the members' words: how many runs each word has, then the runs themselves. */
  private buildRuns(): Runs[] {
    const wordCount = this.words.length;
    const lastRank = new Int32Array(wordCount).fill(-2);
    const runCounts = new Int32Array(wordCount);
    const eachWord = (visit: (id: number, rank: number, extends_: boolean) => void) => {
      lastRank.fill(-2);
      for (let rank = 0; rank < this.members.length; rank++)
        for (
          let at = this.memberWordStart[rank] as number;
          at < (this.memberWordStart[rank + 1] as number);
          at++
        ) {
          const id = this.memberWordIds[at] as number;
          visit(id, rank, lastRank[id] === rank - 1);
          lastRank[id] = rank;
        }
    };
    eachWord((id, _rank, extends_) => {
      if (!extends_) runCounts[id] = (runCounts[id] as number) + 1;
    });
    const runs = Array.from(runCounts, (runCount) => new Int32Array(runCount * 2));
    const filled = new Int32Array(wordCount);
    eachWord((id, rank, extends_) => {
      const own = runs[id] as Runs;
      if (extends_) own[(filled[id] as number) - 1] = rank + 1;
      else {
        own[filled[id] as number] = rank;
        own[(filled[id] as number) + 1] = rank + 1;
        filled[id] = (filled[id] as number) + 2;
      }
    });
    return runs;
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

  /** The live members with every word as a prefix of one of their name words, in list order. */
  nameMatches(words: string[], filter: FilterCodes): NameMatches {
    const plan = this.nameMatchPlan(words, filter);
    if (!plan) return { visitUntil: () => true, count: () => 0 };
    const { runs, checked } = plan;
    const matches = (rank: number) =>
      this.passes(rank, filter) && (checked.length === 0 || this.hasEveryWord(rank, checked));
    return {
      visitUntil: (visit) => {
        for (let at = 0; at < runs.length; at += 2) {
          const end = runs[at + 1] as number;
          for (let rank = runs[at] as number; rank < end; rank++)
            if (matches(rank) && !visit(this.members[rank] as IndexedMember)) return false;
        }
        return true;
      },
      count: (cap) => {
        // With no filter, no word left to check and nothing removed, the runs' lengths are the
        // count: a common surname's thousands of members are not walked one by one to count them.
        const everyRank =
          filter.gender === 0 && filter.category === 0 && checked.length === 0 && this.removedCount === 0;
        if (everyRank) return Math.min(cap, rankCount(runs));
        let count = 0;
        for (let at = 0; at < runs.length && count < cap; at += 2) {
          const end = runs[at + 1] as number;
          for (let rank = runs[at] as number; rank < end && count < cap; rank++)
            if (matches(rank)) count += 1;
        }
        return count;
      },
    };
  }

  /**
   * The runs holding every word, or null when none can. The words' runs are intersected, fewest
   * runs first; a word with more runs than three times the ranks left (what checking each rank
   * costs) is instead checked on each rank against the member's own words.
   */
  private nameMatchPlan(words: string[], filter: FilterCodes): { runs: Runs; checked: WordRange[] } | null {
    if (filter.gender === NO_CODE || filter.category === NO_CODE) return null;
    const ranges = words.map((word) => this.wordRange(word));
    if (ranges.length === 0 || ranges.some((range) => range.from === range.to)) return null;
    const planned = ranges
      .map((range) => ({ range, runCount: this.runCount(range) }))
      .sort((a, b) => a.runCount - b.runCount);
    let runs = this.runsOf((planned[0] as (typeof planned)[number]).range);
    const checked: WordRange[] = [];
    for (const { range, runCount } of planned.slice(1)) {
      if (runCount <= 3 * rankCount(runs) || runs.length < 64) runs = intersect(runs, this.runsOf(range));
      else checked.push(range);
      if (runs.length === 0) return null;
    }
    return { runs, checked };
  }

  /** The runs of the ranks holding any word of `range`. */
  private runsOf(range: WordRange): Runs {
    if (range.to - range.from === 1) return this.runs[range.from] as Runs;
    // Past this many runs, marking a bit per rank and reading them back costs less than uniting.
    if (this.runCount(range) > this.marks.length) return this.unionThroughMarks(range);
    let united = NO_RUNS;
    for (let id = range.from; id < range.to; id++) united = unite(united, this.runs[id] as Runs);
    return united;
  }

  private unionThroughMarks(range: WordRange): Runs {
    const marks = this.marks;
    marks.fill(0);
    for (let id = range.from; id < range.to; id++) {
      const runs = this.runs[id] as Runs;
      for (let at = 0; at < runs.length; at += 2)
        for (let rank = runs[at] as number; rank < (runs[at + 1] as number); rank++)
          marks[rank >>> 5] = (marks[rank >>> 5] as number) | (1 << (rank & 31));
    }
    const out: number[] = [];
    for (let block = 0; block < marks.length; block++) {
      let bits = marks[block] as number;
      while (bits !== 0) {
        const lowest = bits & -bits;
        bits ^= lowest;
        const rank = (block << 5) + 31 - Math.clz32(lowest);
        if (out.length > 0 && out[out.length - 1] === rank) out[out.length - 1] = rank + 1;
        else out.push(rank, rank + 1);
      }
    }
    return Int32Array.from(out);
  }

  private runCount(range: WordRange): number {
    return (this.runsBefore[range.to] as number) - (this.runsBefore[range.from] as number);
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

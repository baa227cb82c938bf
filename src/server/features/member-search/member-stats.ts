import type { Kysely } from 'kysely';
import type { MemberSearchStats } from '../../../contract/member-search';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { Database } from '../../db/schema';

/**
 * GET profile/search/stats: the Summary of the public register (every entry whose status the
 * setting lists, with or without an account), one aggregate statement per figure.
 */
export async function memberStats(db: Kysely<Database>): Promise<MemberSearchStats> {
  const today = todayIso();
  const [total, goodStanding, byCategory, byGender] = await Promise.all([
    db
      .selectFrom('member_search')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    // The rule of member-register/good-standing.ts (isInGoodStandingOn) over the index: Active,
    // and the earliest due date of anything unpaid not before today.
    db
      .selectFrom('member_search')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'Active')
      .where((eb) => eb.or([eb('overdue_from', 'is', null), eb('overdue_from', '>=', today)]))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('member_search')
      .select(['category', 'category_description', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['category', 'category_description'])
      .orderBy('category')
      .execute(),
    db
      .selectFrom('member_search')
      .select(['gender', (eb) => eb.fn.countAll<number>().as('count')])
      .where('gender', 'is not', null)
      .groupBy('gender')
      .orderBy('gender')
      .execute(),
  ]);
  return {
    total: Number(total.count),
    inGoodStanding: Number(goodStanding.count),
    byCategory: byCategory.map((row) => ({
      category: row.category,
      description: row.category_description,
      count: Number(row.count),
    })),
    byGender: byGender.map((row) => ({ gender: row.gender ?? '', count: Number(row.count) })),
  };
}

const STATS_TTL_MS = 15_000;

/**
 * The Summary is on every search page and costs a scan of the register at 200,000 members; counts
 * a few seconds old serve the public as well, so each instance answers from one computation for
 * STATS_TTL_MS (requests arriving meanwhile share the same one).
 */
export function memberStatsCache(db: Kysely<Database>, now: () => number = Date.now) {
  let cached: { at: number; value: Promise<MemberSearchStats> } | undefined;
  return (): Promise<MemberSearchStats> => {
    if (!cached || now() - cached.at >= STATS_TTL_MS) {
      const value = memberStats(db);
      cached = { at: now(), value };
      // A failed computation is not kept: the next request tries again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}

import type { Db } from '../../db/database';
import { progressOf, requirementFor } from './cpd-progress';

/** A member as the register holds them: their category and the account their CPD is logged under. */
export interface StandingMember {
  category: string;
  userId: number | null;
}

/** The CPD year good standing looks at on `today` (a Nairobi date): the one before today's. */
export const standingCpdYear = (today: string): number => Number(today.slice(0, 4)) - 1;

/**
 * Whether the member's CPD keeps them in good standing on `today` (decision 0048): always, unless
 * their category makes CPD count and staff set a requirement for the previous CPD year; then only
 * when the verified CPD of that year met it. A member record without an account has logged nothing.
 */
export async function cpdKeepsInGoodStanding(
  db: Db,
  member: StandingMember,
  today: string,
): Promise<boolean> {
  const category = await db
    .selectFrom('membership_categories')
    .select('cpd_counts_for_standing')
    .where('code', '=', member.category)
    .executeTakeFirst();
  if (category?.cpd_counts_for_standing !== 1) return true;
  const year = standingCpdYear(today);
  const requirement = await requirementFor(db, member.category, year);
  if (!requirement) return true;
  if (member.userId === null) return requirement.totalPoints <= 0 && requirement.minStructuredPoints <= 0;
  const progress = await progressOf(db, { userId: member.userId, category: member.category }, year);
  return progress.met !== false;
}

import { kesOf } from '../../../contract/money';
import { categoryRank, isUpgradeOf, type UpgradePlan, upgradeMessages } from '../../../contract/upgrades';
import type { Db } from '../../db/database';
import { forbidden } from '../../platform/errors';

/** The caller as a member: only a person with a member number on their profile may upgrade. */
export interface MemberIdentity {
  userId: number;
  memberNo: string;
  category: string;
  profileId: string | null;
}

export async function memberOf(db: Db, userId: number): Promise<MemberIdentity> {
  const row = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.category', 'profiles.member_no', 'profiles.profile_id'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  const memberNo = row?.member_no?.trim();
  if (!row || !memberNo || !row.category) throw forbidden(upgradeMessages.notMember);
  return { userId, memberNo, category: row.category, profileId: row.profile_id };
}

export interface PlanCharge {
  category: string;
  description: string;
  amountCents: number;
}

/**
 * The categories a member of `fromCategory` can upgrade into: a higher rank (contract categoryRank)
 * with an UPGRADE charge, which is the fee to move into that category. Lowest rank first.
 */
export async function planChargesFor(db: Db, fromCategory: string | null): Promise<PlanCharge[]> {
  const rows = await db
    .selectFrom('category_charges')
    .innerJoin('membership_categories', 'membership_categories.code', 'category_charges.category_code')
    .select([
      'membership_categories.code',
      'membership_categories.description',
      'category_charges.amount_cents',
    ])
    .where('category_charges.charge_item', '=', 'UPGRADE')
    .where('category_charges.amount_cents', '>', 0)
    .execute();
  return rows
    .filter((row) => isUpgradeOf(fromCategory, row.code))
    .map((row) => ({ category: row.code, description: row.description, amountCents: row.amount_cents }))
    .sort((a, b) => (categoryRank[a.category] ?? 0) - (categoryRank[b.category] ?? 0));
}

/** GET upgrade/plans: the plans open to the signed-in member. */
export async function upgradePlansOf(db: Db, userId: number): Promise<UpgradePlan[]> {
  const member = await memberOf(db, userId);
  const plans = await planChargesFor(db, member.category);
  return plans.map((plan) => ({
    ToCategory: plan.category,
    ToCategoryDescription: plan.description,
    Amount: kesOf(plan.amountCents),
  }));
}

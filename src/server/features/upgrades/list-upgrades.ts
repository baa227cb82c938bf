import { kesOf } from '../../../contract/money';
import type { Upgrade } from '../../../contract/upgrades';
import type { Db } from '../../db/database';
import { visibleCommentsOf } from '../../platform/review-workflow/comments';
import { feeStateOf, isPaid } from '../applications/public';

/** GET upgrade: the signed-in member's upgrades, newest first (spec 3 §3 "Upgrade"). */
export async function listUpgrades(db: Db, userId: number): Promise<Upgrade[]> {
  const rows = await db
    .selectFrom('upgrades')
    .leftJoin('profiles', 'profiles.user_id', 'upgrades.user_id')
    .leftJoin('membership_categories as from_category', 'from_category.code', 'upgrades.from_category')
    .leftJoin('membership_categories as to_category', 'to_category.code', 'upgrades.to_category')
    .select([
      'upgrades.id',
      'upgrades.upgrade_no',
      'upgrades.from_category',
      'upgrades.to_category',
      'upgrades.amount_cents',
      'upgrades.subs_period',
      'upgrades.status',
      'profiles.profile_id',
      'from_category.description as from_name',
      'to_category.description as to_name',
    ])
    .where('upgrades.user_id', '=', userId)
    .orderBy('upgrades.id', 'desc')
    .execute();
  const upgrades: Upgrade[] = [];
  for (const row of rows) {
    const fee = await feeStateOf(db, userId, row.upgrade_no, 'UPGRADE');
    upgrades.push({
      code: row.upgrade_no,
      fromCategory: row.from_category,
      toCategory: row.to_category,
      fromCategoryName: row.from_name ?? row.from_category,
      toCategoryName: row.to_name ?? row.to_category,
      amount: kesOf(row.amount_cents),
      subsPeriod: row.subs_period,
      status: row.status,
      membershipComments: (await visibleCommentsOf(db, 'upgrade', row.id)).map((comment) => ({
        ...comment,
        hiddenFromApplicant: false as const,
      })),
      // The receipt that settled the fee: while anything is owed, Pay Now stays offered instead.
      postedReceiptNo: isPaid(fee) ? (fee.receiptNos.at(-1) ?? null) : null,
      proFormaRef: fee.invoiceNo,
      ProfileID: row.profile_id,
    });
  }
  return upgrades;
}

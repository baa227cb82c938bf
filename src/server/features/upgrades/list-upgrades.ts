import { kesOf } from '../../../contract/money';
import type { Upgrade } from '../../../contract/upgrades';
import type { Db } from '../../db/database';
import { feeStateOf, isPaid } from '../applications/invoice-state';

/** The comments the member may read: never one a reviewer hid from them. */
async function visibleCommentsOf(db: Db, upgradeId: number): Promise<Upgrade['membershipComments']> {
  const rows = await db
    .selectFrom('upgrade_comments')
    .select(['author_name', 'comment', 'created_at'])
    .where('upgrade_id', '=', upgradeId)
    .where('hidden_from_applicant', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    displayName: row.author_name,
    commentDate: row.created_at,
    comment: row.comment,
    hiddenFromApplicant: false as const,
  }));
}

/** GET upgrade: the signed-in member's upgrades, newest first (spec 3 §3 "Upgrade"). */
export async function listUpgrades(db: Db, userId: number): Promise<Upgrade[]> {
  const rows = await db
    .selectFrom('upgrades')
    .leftJoin('profiles', 'profiles.user_id', 'upgrades.user_id')
    .select([
      'upgrades.id',
      'upgrades.upgrade_no',
      'upgrades.from_category',
      'upgrades.to_category',
      'upgrades.amount_cents',
      'upgrades.subs_period',
      'upgrades.status',
      'profiles.profile_id',
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
      amount: kesOf(row.amount_cents),
      subsPeriod: row.subs_period,
      status: row.status,
      membershipComments: await visibleCommentsOf(db, row.id),
      // The receipt that settled the fee: while anything is owed, Pay Now stays offered instead.
      postedReceiptNo: isPaid(fee) ? (fee.receiptNos.at(-1) ?? null) : null,
      proFormaRef: fee.invoiceNo,
      ProfileID: row.profile_id,
    });
  }
  return upgrades;
}

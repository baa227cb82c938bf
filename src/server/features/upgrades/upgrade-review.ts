import { kesOf } from '../../../contract/money';
import {
  allowedUpgradeActions,
  finishedUpgradeStatuses,
  pendingUpgradeStatuses,
  type UpgradeQueueQuery,
  type UpgradeReviewDetail,
  type UpgradeReviewItem,
  upgradeMessages,
} from '../../../contract/upgrades';
import type { Db } from '../../db/database';
import { notFound } from '../../platform/errors';
import { staffCommentsOf } from '../../platform/review-workflow/comments';
import { historyOf } from '../../platform/review-workflow/history';
import { feeStateOf, isPaid } from '../applications/public';
import { partyOf } from '../billing/public';
import { checklistFor } from '../checklist/public';

/** The upgrade named by its code, for staff; 404 when there is none. */
export async function findUpgrade(db: Db, code: string) {
  const upgrade = await db
    .selectFrom('upgrades')
    .selectAll()
    .where('upgrade_no', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!upgrade) throw notFound(upgradeMessages.notFound);
  return upgrade;
}
export type UpgradeRow = Awaited<ReturnType<typeof findUpgrade>>;

/** Category code -> description, read once per answer; a code it lacks is shown as it is. */
async function categoryNames(db: Db): Promise<(code: string) => string> {
  const rows = await db.selectFrom('membership_categories').select(['code', 'description']).execute();
  const names = new Map(rows.map((row) => [row.code, row.description]));
  return (code) => names.get(code) ?? code;
}

async function reviewItemOf(
  db: Db,
  upgrade: UpgradeRow,
  nameOf: (code: string) => string,
): Promise<UpgradeReviewItem> {
  const party = await partyOf(db, upgrade.user_id);
  const fee = await feeStateOf(db, upgrade.user_id, upgrade.upgrade_no, 'UPGRADE');
  return {
    code: upgrade.upgrade_no,
    memberName: party.name,
    memberNo: upgrade.member_no,
    email: party.email,
    fromCategory: upgrade.from_category,
    toCategory: upgrade.to_category,
    fromCategoryDescription: nameOf(upgrade.from_category),
    toCategoryDescription: nameOf(upgrade.to_category),
    amount: kesOf(upgrade.amount_cents),
    status: upgrade.status,
    submittedAt: upgrade.submitted_at,
    paid: isPaid(fee),
  };
}

/**
 * GET review/upgrades: the upgrades of a status, or without one those of the view (waiting for a
 * decision by default, finished, or all), oldest waiting first.
 */
export async function upgradeQueue(
  db: Db,
  { status, view }: UpgradeQueueQuery,
): Promise<UpgradeReviewItem[]> {
  let query = db.selectFrom('upgrades').selectAll().orderBy('submitted_at').orderBy('id').limit(500);
  if (status) query = query.where('status', '=', status);
  else if (view === 'waiting') query = query.where('status', 'in', pendingUpgradeStatuses);
  else if (view === 'finished') query = query.where('status', 'in', finishedUpgradeStatuses);
  const rows = await query.execute();
  const nameOf = await categoryNames(db);
  const items: UpgradeReviewItem[] = [];
  for (const row of rows) items.push(await reviewItemOf(db, row, nameOf));
  return items;
}

/**
 * GET review/upgrades/{code}: the upgrade with every comment (hidden ones too), its history and the
 * checklist of the category it asks for, which approval needs complete (decision 0028).
 */
export async function upgradeReviewDetail(db: Db, code: string): Promise<UpgradeReviewDetail> {
  const upgrade = await findUpgrade(db, code);
  return {
    ...(await reviewItemOf(db, upgrade, await categoryNames(db))),
    comments: (await staffCommentsOf(db, 'upgrade', upgrade.id)).map(({ id: _id, ...comment }) => comment),
    transitions: await historyOf(db, 'upgrade', upgrade.id),
    checklist: await checklistFor(db, upgrade.user_id, upgrade.to_category),
    allowedActions: allowedUpgradeActions(upgrade.status),
  };
}

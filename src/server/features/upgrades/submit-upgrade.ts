import { vatIncludedIn } from '../../../contract/money';
import { portalDay, todayIso } from '../../../contract/portal-time';
import {
  pendingUpgradeStatuses,
  type SubmitUpgradeRequest,
  type Upgrade,
  upgradeMessages,
} from '../../../contract/upgrades';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, conflict, isUniqueViolation } from '../../platform/errors';
import { sessionActorOf } from '../../platform/review-workflow/actors';
import { applyTransition } from '../../platform/review-workflow/apply-transition';
import { upgradeMoveNotice } from '../../platform/review-workflow/move-notices';
import type { ActiveSession } from '../../platform/sessions';
import { addDays, nowIso } from '../../platform/time';
import { raiseInvoice } from '../billing/public';
import { checklistFor } from '../checklist/public';
import { notify } from '../notifications/public';
import { listUpgrades } from './list-upgrades';
import { type MemberIdentity, memberOf, type PlanCharge, planChargesFor } from './upgrade-plans';

/** How long a member has to pay the upgrade fee; the upgrade waits at Open until it is paid. */
const FEE_DUE_DAYS = 30;

export const upgradeNoOf = (id: number) => `UPG${String(id).padStart(6, '0')}`;

async function hasPendingUpgrade(db: Db, userId: number): Promise<boolean> {
  const pending = await db
    .selectFrom('upgrades')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', pendingUpgradeStatuses)
    .executeTakeFirst();
  return pending !== undefined;
}

/** The upgrade as New; its submission is the workflow's step to Open, in the same transaction. */
async function insertUpgrade(
  db: Db,
  member: MemberIdentity,
  plan: PlanCharge,
  requestedDate: string | null,
  now: string,
) {
  const pendingNo = `pending-${member.userId}-${now}`;
  const { id } = await db
    .insertInto('upgrades')
    .values({
      upgrade_no: pendingNo,
      user_id: member.userId,
      member_no: member.memberNo,
      from_category: member.category,
      to_category: plan.category,
      amount_cents: plan.amountCents,
      subs_period: Number(portalDay(now).slice(0, 4)),
      status: 'New',
      requested_date: requestedDate,
      submitted_at: now,
      decided_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const upgradeNo = upgradeNoOf(id);
  await db.updateTable('upgrades').set({ upgrade_no: upgradeNo }).where('id', '=', id).execute();
  return { id, upgrade_no: upgradeNo, status: 'New' as const };
}

/**
 * POST upgrade/submit (spec 3 §5, §7): a member with a complete checklist of the target category asks
 * for one of their plans; the upgrade is Open and its fee invoice (the plan's UPGRADE charge, never
 * the amount the browser sent) is raised. One upgrade may wait for a decision at a time.
 */
export async function submitUpgrade(
  context: AppContext,
  session: ActiveSession,
  input: SubmitUpgradeRequest,
): Promise<Upgrade> {
  const userId = session.user.id;
  const member = await memberOf(context.db, userId);
  const toCategory = input.toCategory.toUpperCase();
  const plan = (await planChargesFor(context.db, member.category)).find((p) => p.category === toCategory);
  if (!plan) throw badRequest(upgradeMessages.notAPlan, { toCategory: upgradeMessages.notAPlan });
  if (await hasPendingUpgrade(context.db, userId)) throw conflict(upgradeMessages.alreadyPending);
  const checklist = await checklistFor(context.db, userId, plan.category);
  if (checklist.some((item) => !item.pass)) throw badRequest(upgradeMessages.checklistIncomplete);
  const actor = await sessionActorOf(context, session);
  let code: string;
  try {
    code = await context.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const upgrade = await insertUpgrade(trx, member, plan, input.requestedDate?.trim() || null, now);
      await applyTransition(trx, {
        kind: 'upgrade',
        record: { id: upgrade.id, code: upgrade.upgrade_no, status: upgrade.status },
        action: 'submit',
        by: 'applicant',
        actor,
        at: now,
        refused: () => conflict(upgradeMessages.alreadyPending),
      });
      const today = todayIso();
      await raiseInvoice(trx, {
        userId,
        source: 'UPGRADE',
        sourceRef: upgrade.upgrade_no,
        description: `Upgrade fee: ${plan.description}`,
        lines: [
          {
            description: `Upgrade ${upgrade.upgrade_no} to ${plan.description}`,
            quantity: 1,
            unitCents: plan.amountCents,
            vatCents: vatIncludedIn(plan.amountCents),
          },
        ],
        documentDate: today,
        dueDate: addDays(today, FEE_DUE_DAYS),
      });
      await notify(
        { ...context, db: trx },
        upgradeMoveNotice({
          userId,
          code: upgrade.upgrade_no,
          to: 'Open',
          comment: null,
          commentVisible: true,
          toCategory: plan.category,
        }),
      );
      return upgrade.upgrade_no;
    });
  } catch (error) {
    // A second submission racing this one lost at the one-pending index.
    if (isUniqueViolation(error)) throw conflict(upgradeMessages.alreadyPending);
    throw error;
  }
  const upgrades = await listUpgrades(context.db, userId);
  return upgrades.find((upgrade) => upgrade.code === code) as Upgrade;
}

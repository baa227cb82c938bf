import type { Selectable } from 'kysely';
import { z } from 'zod';
import {
  type BillingRun,
  type LeftOutGroup,
  leftOutGroupSchema,
  subscriptionMessages,
} from '../../../contract/subscriptions';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { SubscriptionBillingRunsTable } from '../../db/schema/subscriptions';
import { auditActor, recordAudit } from '../../platform/audit';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import type { ActiveSession } from '../../platform/sessions';
import { nowIso } from '../../platform/time';
import { billableMembers, leftOutOf } from './billable-members';

export type BillingRunRow = Selectable<SubscriptionBillingRunsTable>;

export const billingRunView = (row: BillingRunRow): BillingRun => ({
  id: row.id,
  period: row.period,
  status: row.status,
  total: row.total,
  processed: row.processed,
  billed: row.billed,
  alreadyBilled: row.already_billed,
  startedBy: row.started_by_name,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  leftOut: leftOutGroupsOf(row.left_out),
});

/** The left-out groups a run kept as JSON; a run from before migration 0028 has none. */
const leftOutGroupsOf = (text: string): LeftOutGroup[] => {
  const parsed = leftOutListSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : [];
};
const leftOutListSchema = z.array(leftOutGroupSchema);

/**
 * POST admin/subscriptions/runs: records the run and answers it at once; the billing worker bills
 * it in chunks. A period already being billed answers 409 (the partial unique index on running
 * runs settles two starts at the same moment).
 */
export async function startBillingRun(
  context: AppContext,
  session: ActiveSession,
  period: number,
): Promise<BillingRun> {
  const { db } = context;
  const actor = session.user;
  const running = await db
    .selectFrom('subscription_billing_runs')
    .select('id')
    .where('period', '=', period)
    .where('status', '=', 'Running')
    .executeTakeFirst();
  if (running) throw conflict(subscriptionMessages.runAlreadyRunning(period));
  const counted = await billableMembers(db, period)
    .select((eb) => eb.fn.countAll<number | string>().as('members'))
    .executeTakeFirstOrThrow();
  const leftOut = await leftOutOf(db, period);
  let row: BillingRunRow;
  try {
    row = await db
      .insertInto('subscription_billing_runs')
      .values({
        period,
        status: 'Running',
        total: Number(counted.members),
        left_out: JSON.stringify(leftOut),
        started_by: actor.id,
        started_by_name: actor.name ?? actor.email,
        started_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(subscriptionMessages.runAlreadyRunning(period));
    throw error;
  }
  await recordAudit(db, {
    actor: auditActor(session),
    action: 'subscriptions.run.start',
    subjectType: 'subscription_billing_run',
    subjectId: row.id,
    details: { period, total: row.total, leftOut: leftOut.map(({ label, count }) => ({ label, count })) },
  });
  return billingRunView(row);
}

export async function billingRunOf(db: Db, id: number): Promise<BillingRun> {
  const row = await db
    .selectFrom('subscription_billing_runs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(subscriptionMessages.runNotFound);
  return billingRunView(row);
}

/** The most recent runs first; a page of 50 is more history than the screen shows. */
export async function billingRunsOf(db: Db): Promise<BillingRun[]> {
  const rows = await db
    .selectFrom('subscription_billing_runs')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map(billingRunView);
}

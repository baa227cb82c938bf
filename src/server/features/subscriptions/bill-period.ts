import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CURRENCY, vatIncludedIn } from '../../../contract/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { actorWithoutSession, recordAudit } from '../../platform/audit';
import { isoIn, nowIso } from '../../platform/time';
import { refreshMemberStanding } from '../member-search/public';
import { getSettings } from '../settings/public';
import { billableMembers } from './billable-members';
import { notifySubscriptionInvoices } from './invoice-notices';
import { subscriptionInvoiceDates, subscriptionInvoiceText } from './subscription-dates';

/** Members per transaction: large enough to be fast, small enough to show progress and hold locks briefly. */
export const BILLING_CHUNK = 1000;
/** How long a claimed run stays with its instance without a renewal (every chunk renews it). */
const LEASE_MS = 60_000;

/** invoice_no from the row id in SQL, as formatInvoiceNo does in code (at least six digits, never cut). */
const invoiceNoSql = (context: Pick<AppContext, 'dialect'>) =>
  context.dialect === 'postgres'
    ? sql<string>`'INV-' || case when id >= 1000000 then id::text else lpad(id::text, 6, '0') end`
    : sql<string>`'INV-' || printf('%06d', id)`;

/**
 * One pass of the billing worker: claims a running run nobody holds (or whose holder stopped
 * renewing its lease) and bills it to the end. Safe on several instances: the claim is a
 * conditional update, and every chunk commits only while this instance still holds the lease.
 * Answers how many runs it finished.
 */
export async function billPendingRuns(
  context: AppContext,
  now: () => Date = () => new Date(),
  /** Stop after this many chunks and hand the run back (tests watch the progress in between). */
  maxChunks = Number.POSITIVE_INFINITY,
): Promise<number> {
  const owner = randomUUID();
  let finished = 0;
  for (;;) {
    const nowText = now().toISOString();
    const candidate = await context.db
      .selectFrom('subscription_billing_runs')
      .select(['id', 'lease_until'])
      .where('status', '=', 'Running')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowText)]))
      .orderBy('id')
      .executeTakeFirst();
    if (!candidate) return finished;
    const claimed = await context.db
      .updateTable('subscription_billing_runs')
      .set({ lease_owner: owner, lease_until: isoIn(LEASE_MS, now()) })
      .where('id', '=', candidate.id)
      .where('status', '=', 'Running')
      .where((eb) =>
        candidate.lease_until === null
          ? eb('lease_until', 'is', null)
          : eb('lease_until', '=', candidate.lease_until),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    if (await billRun(context, candidate.id, owner, now, maxChunks)) finished += 1;
    else return finished;
  }
}

/** Another instance took the run over (this one stalled past its lease): roll the chunk back, stop. */
class LeaseLost extends Error {}

/** Bills the claimed run chunk by chunk; false when it was handed back or lost to another instance. */
async function billRun(
  context: AppContext,
  runId: number,
  owner: string,
  now: () => Date,
  maxChunks: number,
): Promise<boolean> {
  try {
    for (let chunk = 0; ; chunk += 1) {
      if (chunk >= maxChunks) {
        await context.db
          .updateTable('subscription_billing_runs')
          .set({ lease_owner: null, lease_until: null })
          .where('id', '=', runId)
          .where('lease_owner', '=', owner)
          .execute();
        return false;
      }
      const done = await context.db
        .transaction()
        .execute((trx) => billChunk(context, trx, runId, owner, now));
      if (done === 'lost') return false;
      if (done === 'finished') return true;
      // SQLite has one connection: let the requests queued behind the chunk (the progress the
      // admin page polls for, every other page) have it before the next chunk takes it again.
      await new Promise((resume) => setImmediate(resume));
    }
  } catch (error) {
    if (error instanceof LeaseLost) return false;
    await context.db
      .updateTable('subscription_billing_runs')
      .set({
        status: 'Failed',
        finished_at: nowIso(),
        lease_owner: null,
        lease_until: null,
        failure: error instanceof Error ? error.message.slice(0, 500) : String(error),
      })
      .where('id', '=', runId)
      .where('lease_owner', '=', owner)
      .execute();
    throw error;
  }
}

async function billChunk(
  context: AppContext,
  trx: Db,
  runId: number,
  owner: string,
  now: () => Date,
): Promise<'more' | 'finished' | 'lost'> {
  const run = await trx
    .selectFrom('subscription_billing_runs')
    .select(['period', 'cursor_member_id', 'lease_owner', 'status', 'started_by'])
    .where('id', '=', runId)
    .executeTakeFirstOrThrow();
  if (run.lease_owner !== owner || run.status !== 'Running') return 'lost';
  const members = await billableMembers(trx, run.period, run.cursor_member_id)
    .select([
      'member.id as memberId',
      'member.user_id as userId',
      'member.admitted_on as admittedOn',
      'charge.amount_cents as amountCents',
    ])
    .orderBy('member.id')
    .limit(BILLING_CHUNK)
    .execute();
  const { minor_settings } = await getSettings(trx);
  const raised = await raiseSubscriptionInvoices(
    context,
    trx,
    run.period,
    members.map((member) => ({
      ...member,
      ...subscriptionInvoiceDates(run.period, member.admittedOn, minor_settings.new_member_invoice_days),
    })),
  );
  await notifySubscriptionInvoices(context, trx, raised);
  const billed = raised.length;
  const last = members.at(-1)?.memberId ?? run.cursor_member_id;
  const finished = members.length < BILLING_CHUNK;
  // Progress and the lease's renewal commit with the chunk's invoices, and only while this instance
  // still holds the run; the last chunk finishes the run in the same step.
  const progressed = await trx
    .updateTable('subscription_billing_runs')
    .set((eb) => ({
      processed: eb('processed', '+', members.length),
      billed: eb('billed', '+', billed),
      already_billed: eb('already_billed', '+', members.length - billed),
      cursor_member_id: last,
      ...(finished
        ? { status: 'Finished' as const, finished_at: nowIso(), lease_owner: null, lease_until: null }
        : { lease_until: isoIn(LEASE_MS, now()) }),
    }))
    .where('id', '=', runId)
    .where('lease_owner', '=', owner)
    .returning(['processed', 'billed', 'already_billed'])
    .executeTakeFirst();
  if (!progressed) throw new LeaseLost();
  if (!finished) return 'more';
  await recordAudit(trx, {
    actor: run.started_by === null ? null : actorWithoutSession(run.started_by),
    action: 'subscriptions.run.finish',
    subjectType: 'subscription_billing_run',
    subjectId: runId,
    details: { period: run.period, ...progressed },
  });
  return 'finished';
}

export interface SubscriptionInvoiceInput {
  memberId: number;
  userId: number | null;
  amountCents: number;
  documentDate: string;
  dueDate: string;
}

/**
 * Raises the period's invoice for each member in one statement per table. The unique member (and
 * account) + source + reference of invoices leaves out everyone already billed (a rerun, the demo
 * books, a member billed on admission), so the answer is only the invoices raised now.
 */
export async function raiseSubscriptionInvoices(
  context: Pick<AppContext, 'dialect'>,
  trx: Db,
  period: number,
  members: readonly SubscriptionInvoiceInput[],
): Promise<{ id: number; member_id: number | null }[]> {
  if (members.length === 0) return [];
  const text = subscriptionInvoiceText(period);
  const nowText = nowIso();
  const inserted = await trx
    .insertInto('invoices')
    .values(
      members.map((member) => ({
        invoice_no: `pending-m${member.memberId}-SUBSCRIPTION-${period}`,
        user_id: member.userId,
        member_id: member.memberId,
        source_type: 'SUBSCRIPTION' as const,
        source_ref: String(period),
        description: text.description,
        currency: CURRENCY,
        total_cents: member.amountCents,
        document_date: member.documentDate,
        due_date: member.dueDate,
        posted_at: nowText,
        created_at: nowText,
      })),
    )
    // Either unique key (member's or account's) may hold the period's invoice already.
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'member_id', 'total_cents'])
    .execute();
  if (inserted.length === 0) return [];
  const ids = inserted.map((row) => row.id);
  await trx
    .updateTable('invoices')
    .set({ invoice_no: invoiceNoSql(context) })
    .where('id', 'in', ids)
    .execute();
  await trx
    .insertInto('invoice_lines')
    .values(
      inserted.map((row) => ({
        invoice_id: row.id,
        line_no: 1,
        description: text.line,
        quantity: 1,
        unit_cents: row.total_cents,
        amount_cents: row.total_cents,
        vat_cents: vatIncludedIn(row.total_cents),
      })),
    )
    .execute();
  // The Member Checker's standing of each member billed follows from the invoice's due date.
  await refreshMemberStanding(trx, { memberIds: inserted.map((row) => row.member_id) });
  return inserted;
}

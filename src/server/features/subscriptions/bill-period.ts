import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CURRENCY, vatIncludedIn } from '../../../contract/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { actorWithoutSession, recordAudit } from '../../platform/audit';
import { isoIn, nowIso } from '../../platform/time';
import { billableMembers } from './billing-runs';

/** Members per transaction: large enough to be fast, small enough to show progress and hold locks briefly. */
export const BILLING_CHUNK = 1000;
/** How long a claimed run stays with its instance without a renewal (every chunk renews it). */
const LEASE_MS = 60_000;

/** What the invoices of a period say; the demo books (db/seed/demo-billing.ts) say the same. */
export const subscriptionInvoiceText = (period: number) => ({
  description: `Annual subscription ${period}`,
  line: `Subscription for ${period}`,
  documentDate: `${period}-01-01`,
  dueDate: `${period}-03-31`,
});

/** invoice_no from the row id in SQL, as formatInvoiceNo does in code (at least six digits, never cut). */
const invoiceNoSql = (context: AppContext) =>
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
    .select(['period', 'cursor_user_id', 'lease_owner', 'status', 'started_by'])
    .where('id', '=', runId)
    .executeTakeFirstOrThrow();
  if (run.lease_owner !== owner || run.status !== 'Running') return 'lost';
  const members = await billableMembers(trx, run.cursor_user_id)
    .select(['member.user_id as userId', 'charge.amount_cents as amountCents'])
    .orderBy('member.user_id')
    .orderBy('member.id')
    .limit(BILLING_CHUNK)
    .execute();
  // A user linked to two register entries is billed once, at the first entry's charge.
  const byUser = new Map<number, number>();
  for (const member of members) {
    if (member.userId !== null && !byUser.has(member.userId)) byUser.set(member.userId, member.amountCents);
  }
  const billed = await raiseSubscriptionInvoices(context, trx, run.period, byUser);
  const last = members.at(-1)?.userId ?? run.cursor_user_id;
  const finished = members.length < BILLING_CHUNK;
  // Progress and the lease's renewal commit with the chunk's invoices, and only while this instance
  // still holds the run; the last chunk finishes the run in the same step.
  const progressed = await trx
    .updateTable('subscription_billing_runs')
    .set((eb) => ({
      processed: eb('processed', '+', byUser.size),
      billed: eb('billed', '+', billed),
      already_billed: eb('already_billed', '+', byUser.size - billed),
      cursor_user_id: last,
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

/**
 * Raises the period's invoice for each member in one statement per table. The unique user + source
 * + reference of invoices leaves out everyone already billed (a rerun, or the demo books), so the
 * answer counts only the invoices raised now.
 */
async function raiseSubscriptionInvoices(
  context: AppContext,
  trx: Db,
  period: number,
  amountByUser: Map<number, number>,
): Promise<number> {
  if (amountByUser.size === 0) return 0;
  const text = subscriptionInvoiceText(period);
  const nowText = nowIso();
  const inserted = await trx
    .insertInto('invoices')
    .values(
      [...amountByUser].map(([userId, amountCents]) => ({
        invoice_no: `pending-${userId}-SUBSCRIPTION-${period}`,
        user_id: userId,
        source_type: 'SUBSCRIPTION' as const,
        source_ref: String(period),
        description: text.description,
        currency: CURRENCY,
        total_cents: amountCents,
        document_date: text.documentDate,
        due_date: text.dueDate,
        posted_at: nowText,
        created_at: nowText,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'source_type', 'source_ref']).doNothing())
    .returning(['id', 'user_id', 'total_cents'])
    .execute();
  if (inserted.length === 0) return 0;
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
  return inserted.length;
}

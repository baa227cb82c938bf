import { resendableStatuses } from '../../contract/outbox';
import type { Db } from '../db/database';
import { nowIso } from './time';

/** Back to the queue as if new: due now, a fresh retry window, no attempts or error yet. */
const requeued = () => ({
  status: 'pending' as const,
  attempts: 0,
  next_attempt_at: nowIso(),
  locked_until: null,
  last_error: null,
  failing_since: null,
  sent_at: null,
});

export type ResendOutcome =
  | { outcome: 'resent'; before: { status: string; attempts: number; sent_at: string | null } }
  | { outcome: 'already-queued' }
  | { outcome: 'missing' }
  | { outcome: 'secret' }
  | { outcome: 'not-resendable' };

/**
 * Puts one failed or sent message back in the queue, in its own row: pressing twice while it waits
 * finds it pending and changes nothing, and the worker's lease keeps any instance from sending it
 * twice. A message carrying a code or one-use link is never resent: the code may have expired, and a
 * new one is the person's to ask for.
 */
export async function resendOne(db: Db, id: number): Promise<ResendOutcome> {
  const row = await db
    .selectFrom('outbox')
    .select(['status', 'attempts', 'sent_at', 'secret'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return { outcome: 'missing' };
  if (row.secret) return { outcome: 'secret' };
  if (row.status === 'pending') return { outcome: 'already-queued' };
  if (!(resendableStatuses as readonly string[]).includes(row.status)) return { outcome: 'not-resendable' };
  const result = await db
    .updateTable('outbox')
    .set(requeued())
    .where('id', '=', id)
    .where('status', '=', row.status)
    .where('secret', '=', 0)
    .executeTakeFirst();
  // Another press (or instance) got there between the read and the update.
  if (Number(result.numUpdatedRows) !== 1) return { outcome: 'already-queued' };
  return { outcome: 'resent', before: { status: row.status, attempts: row.attempts, sent_at: row.sent_at } };
}

export interface ResendFailedFilter {
  /** Only messages queued at or after this ISO time. */
  since?: string;
}

export interface ResendFailedResult {
  resent: number;
  skippedSecret: number;
  ids: number[];
}

const IDS_PER_UPDATE = 500;

/** Puts every failed message back in the queue, except those carrying a code or one-use link. */
export async function resendFailed(db: Db, filter: ResendFailedFilter = {}): Promise<ResendFailedResult> {
  let failed = db.selectFrom('outbox').select(['id', 'secret']).where('status', '=', 'failed');
  if (filter.since) failed = failed.where('created_at', '>=', filter.since);
  const rows = await failed.orderBy('id').execute();
  const candidates = rows.filter((row) => !row.secret).map((row) => row.id);
  const ids: number[] = [];
  for (let start = 0; start < candidates.length; start += IDS_PER_UPDATE) {
    const chunk = candidates.slice(start, start + IDS_PER_UPDATE);
    // Conditional on still being failed: a second press at the same moment requeues none twice.
    const updated = await db
      .updateTable('outbox')
      .set(requeued())
      .where('id', 'in', chunk)
      .where('status', '=', 'failed')
      .where('secret', '=', 0)
      .returning('id')
      .execute();
    ids.push(...updated.map((row) => row.id));
  }
  return { resent: ids.length, skippedSecret: rows.length - candidates.length, ids };
}

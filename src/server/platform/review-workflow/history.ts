import type { Db } from '../../db/database';
import { nowIso } from '../time';
import type { Actor } from './actors';
import { reviewKinds, workflowDb } from './review-kinds';
import type { ReviewKind, StatusOf } from './state-machines';

/** One recorded move, as staff read the history. */
export interface RecordedMove<K extends ReviewKind> {
  from: StatusOf<K> | null;
  to: StatusOf<K>;
  actor: string;
  at: string;
  comment: string | null;
}

function historyTableOf(kind: ReviewKind) {
  const history = reviewKinds[kind].history;
  if (!history) throw new Error(`${kind} records keep no history of moves`);
  return history;
}

/** Writes one move (who, when, from, to, why); nothing for a kind that keeps no history table. */
export async function recordMove<K extends ReviewKind>(
  db: Db,
  kind: K,
  recordId: number,
  move: { from: StatusOf<K> | null; to: StatusOf<K>; actor: Actor; comment: string | null },
): Promise<void> {
  const history = reviewKinds[kind].history;
  if (!history) return;
  await workflowDb(db)
    .insertInto(history.table)
    .values({
      [history.record]: recordId,
      from_status: move.from,
      to_status: move.to,
      actor_user_id: move.actor.id,
      actor_name: move.actor.name,
      comment: move.comment,
      created_at: nowIso(),
    })
    .execute();
}

/** The record's moves, oldest first. */
export async function historyOf<K extends ReviewKind>(
  db: Db,
  kind: K,
  recordId: number,
): Promise<RecordedMove<K>[]> {
  const { table, record } = historyTableOf(kind);
  const rows = await workflowDb(db)
    .selectFrom(table)
    .select(['from_status', 'to_status', 'actor_name', 'comment', 'created_at'])
    .where(record, '=', recordId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    from: row.from_status as StatusOf<K> | null,
    to: row.to_status as StatusOf<K>,
    actor: String(row.actor_name),
    at: String(row.created_at),
    comment: row.comment === null ? null : String(row.comment),
  }));
}

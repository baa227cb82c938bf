import type { UpdateObject } from 'kysely';
import { reviewDecisionMessages } from '../../../contract/review-decisions';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { type AuditActor, recordAudit } from '../audit';
import type { AppError } from '../errors';
import { nowIso } from '../time';
import type { Actor } from './actors';
import type { ChecklistOverride } from './checklist-override';
import { addComment } from './comments';
import { recordMove } from './history';
import { type RecordTableOf, reviewKinds, workflowDb } from './review-kinds';
import { type ActionOf, type ReviewKind, type StatusOf, type StepTaker, stepOf } from './state-machines';

/** The refusal of a step, named by the status it found (or, when raced, the status it aimed at). */
export type Refusal<K extends ReviewKind> = (status: StatusOf<K>, action: ActionOf<K>) => AppError;

/**
 * The status `by` reaches from `from` with `action`; throws `refused(from, action)` when the kind's
 * machine has no such step. For checks that depend on the target before anything is written.
 */
export function nextStatus<K extends ReviewKind>(
  kind: K,
  from: StatusOf<K>,
  action: ActionOf<K>,
  by: StepTaker,
  refused: Refusal<K>,
): StatusOf<K> {
  const step = stepOf(kind, from, action, by);
  if (!step) throw refused(from, action);
  return step.to;
}

export interface Transition<K extends ReviewKind> {
  kind: K;
  /** The record as it was read: its id, its code (for the audit log) and its status. */
  record: { id: number; code: string; status: StatusOf<K> };
  action: ActionOf<K>;
  by: StepTaker;
  /** Who the history names. */
  actor: Actor;
  /** Stored as a comment (where the kind keeps comments) and on the history; blank is none. */
  comment?: { text: string; hidden: boolean };
  /** Other columns the move writes on the record with its status (a decision date, a number). */
  set?: UpdateObject<Database, RecordTableOf<K>>;
  refused: Refusal<K>;
  /** When it happened (the record's `updated_at`); now unless the caller's other columns share a time. */
  at?: string;
  /** An audit entry `<kind>.<action>` on the record; its details are `{ from, to }` unless given. */
  audit?: { actor: AuditActor; details?: Record<string, unknown> };
  /**
   * A checklist-gated step taken with items failing (checklistGate): kept as a staff-only comment, so
   * the review screen shows it, and in the audit entry's details as `checklistOverride`.
   */
  override?: ChecklistOverride | null;
}

/**
 * One step of a record's review, in the caller's transaction (`db`): checks the kind's machine allows
 * it (else `refused(from, action)`), moves the status only if no one else moved it since it was read
 * (else `refused(to, action)`: two reviewers cannot both win), then stores the comment, the history
 * row with its actor and the audit entry. Telling the applicant is the caller's (its wording is the
 * kind's); decisions.md: every transition is recorded and notified.
 */
export async function applyTransition<K extends ReviewKind>(
  db: Db,
  transition: Transition<K>,
): Promise<{ from: StatusOf<K>; to: StatusOf<K> }> {
  const { kind, record, action, actor, refused } = transition;
  const from = record.status;
  const to = nextStatus(kind, from, action, transition.by, refused);
  const tables = reviewKinds[kind];
  const moved = await workflowDb(db)
    .updateTable(tables.records.table)
    .set({ ...(transition.set as object), status: to, updated_at: transition.at ?? nowIso() })
    .where('id', '=', record.id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw refused(to, action);
  const comment = transition.comment?.text.trim() || null;
  if (comment && tables.comments) {
    await addComment(db, kind, record.id, actor, comment, transition.comment?.hidden ?? false);
  }
  const override = transition.override ?? null;
  if (override && tables.comments) {
    const text = reviewDecisionMessages.overrideComment(override.failing, override.reason);
    await addComment(db, kind, record.id, actor, text, true);
  }
  await recordMove(db, kind, record.id, { from, to, actor, comment });
  if (transition.audit) {
    const details = transition.audit.details ?? { from, to };
    await recordAudit(db, {
      actor: transition.audit.actor,
      action: `${tables.audit}.${action}`,
      subjectType: tables.audit,
      subjectId: record.code,
      details: override ? { ...details, checklistOverride: override } : details,
    });
  }
  return { from, to };
}

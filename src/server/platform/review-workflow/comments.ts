import type { Db } from '../../db/database';
import { nowIso } from '../time';
import type { Actor } from './actors';
import { reviewKinds, workflowDb } from './review-kinds';
import type { ReviewKind } from './state-machines';

/** A comment as the applicant reads it. */
export interface VisibleComment {
  displayName: string;
  commentDate: string;
  comment: string;
}

/** A comment as staff read it: hidden ones too, marked. */
export interface StaffComment extends VisibleComment {
  id: number;
  hiddenFromApplicant: boolean;
}

function commentTableOf(kind: ReviewKind) {
  const comments = reviewKinds[kind].comments;
  if (!comments) throw new Error(`${kind} records have no comments`);
  return comments;
}

/** Stores a reviewer's comment; a hidden one is for staff only and never reaches the applicant. */
export async function addComment(
  db: Db,
  kind: ReviewKind,
  recordId: number,
  actor: Actor,
  comment: string,
  hidden: boolean,
): Promise<void> {
  const { table, record } = commentTableOf(kind);
  await workflowDb(db)
    .insertInto(table)
    .values({
      [record]: recordId,
      author_user_id: actor.id,
      author_name: actor.name,
      comment,
      hidden_from_applicant: hidden ? 1 : 0,
      created_at: nowIso(),
    })
    .execute();
}

/** Every comment on the record, oldest first: hidden ones too, for staff only. */
export async function staffCommentsOf(db: Db, kind: ReviewKind, recordId: number): Promise<StaffComment[]> {
  const { table, record } = commentTableOf(kind);
  const rows = await workflowDb(db)
    .selectFrom(table)
    .select(['id', 'author_name', 'comment', 'hidden_from_applicant', 'created_at'])
    .where(record, '=', recordId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    displayName: String(row.author_name),
    commentDate: String(row.created_at),
    comment: String(row.comment),
    hiddenFromApplicant: row.hidden_from_applicant === 1,
  }));
}

/** The comments the applicant may read, oldest first: never one a reviewer hid from them. */
export async function visibleCommentsOf(
  db: Db,
  kind: ReviewKind,
  recordId: number,
): Promise<VisibleComment[]> {
  const { table, record } = commentTableOf(kind);
  const rows = await workflowDb(db)
    .selectFrom(table)
    .select(['author_name', 'comment', 'created_at'])
    .where(record, '=', recordId)
    .where('hidden_from_applicant', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    displayName: String(row.author_name),
    commentDate: String(row.created_at),
    comment: String(row.comment),
  }));
}

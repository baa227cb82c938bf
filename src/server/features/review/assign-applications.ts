import type { z } from 'zod';
import { type ApplicationStatus, waitingStatuses } from '../../../contract/applications';
import {
  type AssignResult,
  assignmentMessages,
  type assignRequestSchema,
  type Reviewer,
} from '../../../contract/review-assignment';
import type { AppContext } from '../../context';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { findReviewer, reviewerNameSql } from './reviewers';

const waiting: readonly ApplicationStatus[] = waitingStatuses;

/**
 * POST review/assignments: gives each named application to one staff reviewer, or to nobody (null).
 * All or nothing: an unknown code is 404, a finished one 409, and an assignee who is not an open admin
 * or approver account 400, each before anything is written. Each application whose assignee changes
 * gets an audit entry with the assignee before and after; one already assigned so is left alone.
 */
export async function assignApplications(
  context: AppContext,
  actor: AuditActor,
  request: z.output<typeof assignRequestSchema>,
): Promise<AssignResult> {
  const codes = request.codes.map((code) => code.toUpperCase());
  let assignee: Reviewer | null = null;
  if (request.assigneeId !== null) {
    assignee = await findReviewer(context.db, request.assigneeId);
    if (!assignee) throw badRequest(assignmentMessages.notStaff, { assigneeId: assignmentMessages.notStaff });
  }
  return context.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('applications')
      .leftJoin('users as assignee', 'assignee.id', 'applications.assignee_user_id')
      .select([
        'applications.id',
        'applications.application_no',
        'applications.status',
        'applications.assignee_user_id',
        reviewerNameSql('assignee').as('assignee_name'),
      ])
      .where('applications.application_no', 'in', codes)
      .execute();
    const found = new Set(rows.map((row) => row.application_no));
    const missing = codes.filter((code) => !found.has(code));
    if (missing.length > 0) throw notFound(assignmentMessages.notFound(missing));
    const finished = rows.filter((row) => !waiting.includes(row.status)).map((row) => row.application_no);
    if (finished.length > 0) throw conflict(assignmentMessages.notWaiting(finished));
    const changing = rows.filter((row) => row.assignee_user_id !== (assignee?.id ?? null));
    const now = nowIso();
    if (changing.length > 0) {
      await trx
        .updateTable('applications')
        .set({ assignee_user_id: assignee?.id ?? null, assigned_at: assignee ? now : null })
        .where(
          'id',
          'in',
          changing.map((row) => row.id),
        )
        .execute();
    }
    for (const row of changing) {
      const before =
        row.assignee_user_id === null ? null : { id: row.assignee_user_id, name: row.assignee_name };
      await recordAudit(trx, {
        actor,
        action: assignee ? 'application.assign' : 'application.unassign',
        subjectType: 'application',
        subjectId: row.application_no,
        details: { before, after: assignee },
      });
    }
    return { changed: changing.length, assignee };
  });
}

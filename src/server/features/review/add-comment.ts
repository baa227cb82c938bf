import type { ReviewDetail } from '../../../contract/applications';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { nowIso } from '../../platform/time';
import { type Actor, actorOf } from '../applications/transitions';
import { findApplication } from './find-application';
import { reviewDetail } from './review-detail';

/** Stores a reviewer's comment; a hidden one is for staff only and never reaches the applicant. */
export async function addComment(
  db: Db,
  applicationId: number,
  actor: Actor,
  comment: string,
  hidden: boolean,
) {
  await db
    .insertInto('application_comments')
    .values({
      application_id: applicationId,
      author_user_id: actor.id,
      author_name: actor.name,
      comment,
      hidden_from_applicant: hidden ? 1 : 0,
      created_at: nowIso(),
    })
    .execute();
}

/** POST review/applications/{code}/comments: a comment without a move. */
export async function commentOnApplication(
  context: AppContext,
  staff: UserRow,
  code: string,
  request: { comment: string; hiddenFromApplicant: boolean },
): Promise<ReviewDetail> {
  const application = await findApplication(context.db, code);
  await addComment(
    context.db,
    application.id,
    await actorOf(context, staff.id),
    request.comment,
    request.hiddenFromApplicant,
  );
  return reviewDetail(context.db, application.application_no);
}

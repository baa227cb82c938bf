import type { ReviewDetail } from '../../../contract/applications';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { actorOf } from '../../platform/review-workflow/actors';
import { addComment } from '../../platform/review-workflow/comments';
import { findApplication } from './find-application';
import { reviewDetail } from './review-detail';

/** POST review/applications/{code}/comments: a comment without a move; a hidden one is for staff only. */
export async function commentOnApplication(
  context: AppContext,
  staff: UserRow,
  code: string,
  request: { comment: string; hiddenFromApplicant: boolean },
): Promise<ReviewDetail> {
  const application = await findApplication(context.db, code);
  await addComment(
    context.db,
    'application',
    application.id,
    await actorOf(context, staff.id),
    request.comment,
    request.hiddenFromApplicant,
  );
  return reviewDetail(context.db, application.application_no);
}

import type { RefereeResponse } from '../../../contract/profile-sections';
import type { AppContext } from '../../context';
import { notify } from '../notifications/public';
import type { RefereeRow } from '../profile/public';
import { applicantName } from './read-questionnaire';

/**
 * Tells the applicant that a referee answered (decisions.md: "the applicant sees the response"), on
 * the bell and by e-mail. Queued in the answer's transaction, so it exists only if the answer was
 * stored. It names the response only: the answers and remarks are for the Institution.
 */
export async function notifyApplicant(
  context: AppContext,
  referee: RefereeRow,
  response: RefereeResponse,
): Promise<void> {
  const applicant = await context.db
    .selectFrom('profiles')
    .select('user_id')
    .where('id', '=', referee.profile_id)
    .executeTakeFirst();
  if (!applicant) return;
  const verb = response === 'Accept' ? 'agreed' : 'declined';
  const message = `${referee.name} has ${verb} to act as a referee for your membership application.`;
  await notify(context, {
    userId: applicant.user_id,
    title: `Your referee ${referee.name} has answered`,
    message,
    action: '/profile?tab=referees',
    paragraphs: [
      `Dear ${await applicantName(context.db, referee.profile_id)},`,
      message,
      response === 'Accept'
        ? 'Their reference is now part of your application.'
        : 'You may name another member as a referee in the Referees section of your profile.',
    ],
  });
}

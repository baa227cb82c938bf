import type { ApplicationStatus } from '../../../contract/applications';
import type { AppContext } from '../../context';
import type { ActiveSession } from '../../platform/sessions';
import { nowIso } from '../../platform/time';
import { notify } from '../notifications/notify';

export interface Actor {
  id: number;
  name: string;
}

export interface TransitionInput {
  application: { id: number; user_id: number; application_no: string };
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  actor: Actor;
  comment: string | null;
  /** Hidden comments stay out of the applicant's notice. */
  commentVisible: boolean;
  memberNo?: string | null;
}

/** What the applicant is told of each move; the three review stages all read as 'in review'. */
function noticeOf(input: TransitionInput): { title: string; paragraphs: string[] } {
  const code = input.application.application_no;
  const reason = input.comment && input.commentVisible ? [`Reviewer's comment: ${input.comment}`] : [];
  switch (input.to) {
    case 'Open':
      return {
        title: `Application ${code} submitted`,
        paragraphs: [
          `We have received your membership application ${code}.`,
          'Pay the application fee from My Applications so that it can be reviewed.',
        ],
      };
    case 'New':
      return {
        title: `Application ${code} returned for correction`,
        paragraphs: [
          `Your application ${code} needs a correction before it can go on.`,
          ...reason,
          'Update your profile, then re-submit the application from My Applications.',
        ],
      };
    case 'Released':
      return {
        title: `Application ${code} approved`,
        paragraphs: [
          `Congratulations: your membership application ${code} has been approved.`,
          `Your member number is ${input.memberNo}. Your acceptance letter and certificate are in My Applications.`,
          'Please confirm your profile details when you next sign in.',
        ],
      };
    case 'Rejected':
      return {
        title: `Application ${code} not successful`,
        paragraphs: [
          `We regret that your membership application ${code} was not successful.`,
          ...reason,
          'Your rejection letter is in My Applications.',
        ],
      };
    default:
      return {
        title: `Application ${code} in review`,
        paragraphs: [`Your application ${code} has moved to the next stage of its review.`, ...reason],
      };
  }
}

/**
 * Records a move of an application (who, when, from, to, why) and tells the applicant, in the
 * caller's transaction (decisions.md: every transition is recorded and notified).
 */
export async function recordTransition(context: AppContext, input: TransitionInput): Promise<void> {
  await context.db
    .insertInto('application_transitions')
    .values({
      application_id: input.application.id,
      from_status: input.from,
      to_status: input.to,
      actor_user_id: input.actor.id,
      actor_name: input.actor.name,
      comment: input.comment,
      created_at: nowIso(),
    })
    .execute();
  const notice = noticeOf(input);
  await notify(context, {
    userId: input.application.user_id,
    title: notice.title,
    message: notice.paragraphs.join(' '),
    action: '/application',
    paragraphs: notice.paragraphs,
  });
}

/** A person's name as the history shows it: staff by their account name, applicants by their profile. */
export async function actorOf(context: AppContext, userId: number): Promise<Actor> {
  const row = await context.db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.name', 'users.email', 'profiles.first_name', 'profiles.last_name'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const profileName = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return { id: userId, name: row.name ?? (profileName || row.email) };
}

/**
 * The person behind a session as the history names them: while staff are logged in as the member
 * (features/admin-users/log-in-as.ts), the staff member, for the member, never the member alone.
 */
export async function sessionActorOf(
  context: AppContext,
  session: Pick<ActiveSession, 'user' | 'impersonatorId'>,
): Promise<Actor> {
  const self = await actorOf(context, session.user.id);
  if (session.impersonatorId === null) return self;
  const staff = await actorOf(context, session.impersonatorId);
  return { id: staff.id, name: `${staff.name} on behalf of ${self.name}` };
}

import type { RefereeResponse } from '../../../contract/profile-sections';
import type { AppContext } from '../../context';
import { publicLink } from '../../platform/link-tokens';
import { enqueueEmail } from '../../platform/outbox';
import type { RefereeRow } from '../profile/sections/referee-requests';
import { applicantName } from './read-questionnaire';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Tells the applicant that a referee answered (decisions.md: "the applicant sees the response").
 * Queued in the answer's transaction, so it exists only if the answer was stored. It names the
 * response only: the answers and remarks are for the Institution.
 */
export async function notifyApplicant(
  context: AppContext,
  referee: RefereeRow,
  response: RefereeResponse,
): Promise<void> {
  const { db } = context;
  const applicant = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select('users.email')
    .where('profiles.id', '=', referee.profile_id)
    .executeTakeFirst();
  if (!applicant) return;
  const company = await db.selectFrom('company_information').select('display_name').executeTakeFirst();
  const organisation = company?.display_name ?? 'The membership portal';
  const verb = response === 'Accept' ? 'agreed' : 'declined';
  const paragraphs = [
    `Dear ${await applicantName(db, referee.profile_id)},`,
    `${referee.name} has ${verb} to act as a referee for your membership application.`,
    response === 'Accept'
      ? 'Their reference is now part of your application.'
      : 'You may name another member as a referee in the Referees section of your profile.',
  ];
  const url = publicLink(context.env.PUBLIC_URL, '/profile');
  await enqueueEmail(db, {
    to: applicant.email,
    subject: `${organisation}: your referee ${referee.name} has answered`,
    text: `${paragraphs.join('\n\n')}\n\nYour profile: ${url}\n\n${organisation}`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#222"><h2 style="color:#9F232D">${escapeHtml(organisation)}</h2>${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(url)}">Open your profile</a></p></body></html>`,
  });
}

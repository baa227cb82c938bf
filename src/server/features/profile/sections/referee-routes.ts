import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  profileSections,
  refereeMessages,
  refereeSearchResultSchema,
  refereeSearchSchema,
  refereeSendEmailSchema,
} from '../../../../contract/profile-sections';
import type { AppContext } from '../../../context';
import { guard, requireSession } from '../../../platform/policies';
import { resendRefereeRequest } from './referee-requests';
import { searchReferee } from './referee-search';
import { refereesSection } from './referees';
import { audienceGuard } from './section';

const tags = ['profile sections'];

/**
 * The referee calls beyond the section's four (spec 2 §7): POST /api/profile/referee/search and
 * POST /api/profile/referee/send_email. Signed-in Individual users only, like the section (401, 403).
 */
export function refereeRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [guard('member', context.policy), audienceGuard(refereesSection.audience)];
  const base = `/api/profile/${profileSections.referees.path}`;

  api.post(
    `${base}/search`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'The member with exactly this member number, to fill the referee form',
        body: refereeSearchSchema,
        response: { 200: z.object({ data: refereeSearchResultSchema }) },
      },
    },
    async (request) => ({
      data: await searchReferee(context, requireSession(request.session).user, request.body.search),
    }),
  );

  api.post(
    `${base}/send_email`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'E-mail one of your referees a new request link (earlier links stop working)',
        body: refereeSendEmailSchema,
        response: { 200: z.object({ data: z.object({ message: z.string() }) }) },
      },
    },
    async (request) => {
      await resendRefereeRequest(context, requireSession(request.session).user.id, request.body.EntryNo);
      return { data: { message: refereeMessages.emailSent } };
    },
  );
}

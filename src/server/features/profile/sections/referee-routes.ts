import type { FastifyInstance } from 'fastify';
import { profileSectionExtraEndpoints as declared } from '../../../../contract/endpoints/profile-sections';
import { refereeMessages } from '../../../../contract/profile-sections';
import type { AppContext } from '../../../context';
import { endpointServer } from '../../../platform/endpoints';
import { requireSession } from '../../../platform/policies';
import { resendRefereeRequest } from './referee-requests';
import { searchReferee } from './referee-search';
import { refereesSection } from './referees';
import { audienceGuard } from './section';

/**
 * The referee calls beyond the section's four (spec 2 §7): POST /api/profile/referee/search and
 * POST /api/profile/referee/send_email. Signed-in Individual users only, like the section (401, 403;
 * the audience is checked before the body is read).
 */
export function refereeRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['profile sections']);
  const audience = { preParsing: audienceGuard(refereesSection.audience) };

  serve(
    declared.refereeSearch,
    'ownAccount',
    (request) => searchReferee(context, requireSession(request.session).user, request.body.search),
    audience,
  );

  serve(
    declared.refereeSendEmail,
    'ownAccount',
    async (request) => {
      await resendRefereeRequest(context, requireSession(request.session).user.id, request.body.EntryNo);
      return { message: refereeMessages.emailSent };
    },
    audience,
  );
}

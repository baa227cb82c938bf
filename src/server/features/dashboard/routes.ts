import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints as declared } from '../../../contract/endpoints/dashboard';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { generalInformation } from './general-information';
import { goodStandingStatus } from './good-standing-status';
import { nextStepsOf } from './next-steps';
import { myProjectsAvailability, myProjectsLink, redeemProjectsHandoff } from './projects-handoff';

export function dashboardRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['dashboard']);

  serve(declared.generalInformation, 'ownAccount', (request) =>
    generalInformation(context, requireSession(request.session)),
  );

  serve(declared.goodStanding, 'ownAccount', (request) =>
    goodStandingStatus(context, requireSession(request.session), request.params.profileId),
  );

  serve(declared.myProjects, 'ownAccount', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { url: await myProjectsLink(context, requireSession(request.session)) };
  });

  serve(declared.myProjectsAvailability, 'ownAccount', (request) =>
    myProjectsAvailability(context, requireSession(request.session)),
  );

  serve(declared.nextSteps, 'ownAccount', (request) => nextStepsOf(context, requireSession(request.session)));

  serve(declared.projectsHandoff, 'public', (request, reply) => {
    reply.header('cache-control', 'no-store');
    return redeemProjectsHandoff(context, request.body.token, request.ip);
  });
}

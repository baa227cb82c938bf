import type { FastifyInstance } from 'fastify';
import { applicationEndpoints as declared } from '../../../contract/endpoints/applications';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { listApplications } from './list-applications';
import { submitApplication } from './submit-application';

export function applicationRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['applications']);

  serve(declared.list, 'ownAccount', (request) =>
    listApplications(context.db, requireSession(request.session).user.id),
  );

  serve(declared.submit, 'ownAccount', (request) =>
    submitApplication(context, requireSession(request.session), request.body, request.ip),
  );
}

import type { FastifyInstance } from 'fastify';
import { adminEndpoints as declared } from '../../../contract/endpoints/admin';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { listOutbox } from './list-outbox';
import { staffOverview } from './staff-overview';

export function adminRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['admin']);

  serve(declared.outbox, 'readOutbox', (request) => listOutbox(context.db, request.query));

  serve(declared.overview, 'readStaffOverview', () => staffOverview(context.db));
}

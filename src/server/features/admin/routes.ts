import type { FastifyInstance } from 'fastify';
import { adminEndpoints as declared } from '../../../contract/endpoints/admin';
import { roleAllows } from '../../../contract/policies';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { requireSession, roleOf } from '../../platform/policies';

import { listOutbox } from './list-outbox';
import { readOutboxMessage, resendFailedMessages, resendOutboxMessage } from './outbox-message';
import { staffOverview } from './overview/staff-overview';

export function adminRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['admin']);

  serve(declared.outbox, 'readOutbox', (request) => listOutbox(context.db, request.query));
  serve(declared.outboxMessage, 'readOutbox', (request) => readOutboxMessage(context.db, request.params.id));
  serve(declared.outboxResend, 'resendOutbox', (request) =>
    resendOutboxMessage(context.db, requestActor(request), request.params.id),
  );
  serve(declared.outboxResendFailed, 'resendOutbox', (request) =>
    resendFailedMessages(context.db, requestActor(request), request.body),
  );

  serve(declared.overview, 'readStaffOverview', (request) => {
    const role = roleOf(requireSession(request.session).user, context.policy);
    return staffOverview(context.db, { withMoney: roleAllows(role, 'readReports') });
  });
}

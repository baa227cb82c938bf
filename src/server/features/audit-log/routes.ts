import type { FastifyInstance } from 'fastify';
import { auditLogEndpoints as declared } from '../../../contract/endpoints/audit-log';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { type Role, requireSession } from '../../platform/policies';
import { listAccountActivity } from './account-activity';
import { listAuditLog } from './list-audit-log';

/** Who changed settings and users and who logged in as whom is for admins (decisions.md "Roles"). */
export const readAuditLog = 'admin' satisfies Role;

export function auditLogRoutes(app: FastifyInstance, context: AppContext): void {
  endpointServer(app, context.policy, ['admin'])(declared.auditLog, readAuditLog, (request) =>
    listAuditLog(context.db, request.query),
  );

  endpointServer(app, context.policy, ['auth'])(declared.ownActivity, 'member', (request) =>
    listAccountActivity(context.db, requireSession(request.session).user.id, request.query),
  );
}

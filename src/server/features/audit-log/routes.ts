import type { FastifyInstance } from 'fastify';
import { auditLogEndpoints as declared } from '../../../contract/endpoints/audit-log';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { serveListCsv } from '../../platform/list-query';
import { requireSession } from '../../platform/policies';
import { listAccountActivity } from './account-activity';
import { auditCsvHeader, auditCsvRows, listAuditLog } from './list-audit-log';

export function auditLogRoutes(app: FastifyInstance, context: AppContext): void {
  endpointServer(app, context.policy, ['admin'])(declared.auditLog, 'readAuditLog', (request) =>
    listAuditLog(context.db, request.query),
  );
  serveListCsv(app, context.policy, ['admin'], declared.auditLogCsv, 'readAuditLog', {
    stem: 'audit-log',
    header: auditCsvHeader,
    rows: (query, limit) => auditCsvRows(context.db, query, limit),
  });

  endpointServer(app, context.policy, ['auth'])(declared.ownActivity, 'ownAccount', (request) =>
    listAccountActivity(context.db, requireSession(request.session).user.id, request.query),
  );
}

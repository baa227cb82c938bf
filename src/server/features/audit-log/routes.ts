import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountActivityPageSchema, accountActivityQuerySchema } from '../../../contract/account-activity';
import { auditLogPageSchema, auditLogQuerySchema } from '../../../contract/audit-log';
import type { AppContext } from '../../context';
import { guard, type Role, requireSession } from '../../platform/policies';
import { listAccountActivity } from './account-activity';
import { listAuditLog } from './list-audit-log';

/** Who changed settings and users and who logged in as whom is for admins (decisions.md "Roles"). */
export const readAuditLog: Role = 'admin';

export function auditLogRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/admin/audit-log',
    {
      onRequest: guard(readAuditLog, context.policy),
      schema: {
        tags: ['admin'],
        summary: 'Audit log: who did what, as whom, when (admins)',
        querystring: auditLogQuerySchema,
        response: { 200: z.object({ data: auditLogPageSchema }) },
      },
    },
    async (request) => ({ data: await listAuditLog(context.db, request.query) }),
  );

  api.get(
    '/api/auth/activity',
    {
      onRequest: guard('member', context.policy),
      schema: {
        tags: ['auth'],
        summary: "The signed-in account's own activity, with what staff did on its behalf marked",
        querystring: accountActivityQuerySchema,
        response: { 200: z.object({ data: accountActivityPageSchema }) },
      },
    },
    async (request) => ({
      data: await listAccountActivity(context.db, requireSession(request.session).user.id, request.query),
    }),
  );
}

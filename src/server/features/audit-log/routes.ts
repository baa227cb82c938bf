import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogPageSchema, auditLogQuerySchema } from '../../../contract/audit-log';
import type { AppContext } from '../../context';
import { guard, type Role } from '../../platform/policies';
import { listAuditLog } from './list-audit-log';

/** Who changed settings and users and who logged in as whom is for admins (decisions.md "Roles"). */
export const readAuditLog: Role = 'admin';

export function auditLogRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit-log',
    {
      onRequest: guard(readAuditLog, context.policy),
      schema: {
        tags: ['admin'],
        summary: 'Audit log: who did what, when (admins)',
        querystring: auditLogQuerySchema,
        response: { 200: z.object({ data: auditLogPageSchema }) },
      },
    },
    async (request) => ({ data: await listAuditLog(context.db, request.query) }),
  );
}

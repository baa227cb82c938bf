import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxPageSchema, outboxQuerySchema, staffOverviewSchema } from '../../../contract/outbox';
import type { AppContext } from '../../context';
import { guard, policies } from '../../platform/policies';
import { listOutbox } from './list-outbox';
import { staffOverview } from './staff-overview';

export function adminRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/outbox',
    {
      onRequest: guard(policies.readOutbox, context.policy),
      schema: {
        tags: ['admin'],
        summary: 'Message log of e-mails and SMS (admins)',
        querystring: outboxQuerySchema,
        response: { 200: z.object({ data: outboxPageSchema }) },
      },
    },
    async (request) => ({ data: await listOutbox(context.db, request.query) }),
  );

  api.get(
    '/api/admin/overview',
    {
      onRequest: guard(policies.readStaffOverview, context.policy),
      schema: {
        tags: ['admin'],
        summary: 'Head counts for staff',
        response: { 200: z.object({ data: staffOverviewSchema }) },
      },
    },
    async () => ({ data: await staffOverview(context.db) }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  manualPaymentSchema,
  manualPaymentSearchSchema,
  openInvoiceSchema,
  postedManualPaymentSchema,
} from '../../../contract/manual-payments';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { guard, type Role } from '../../platform/policies';
import { openInvoicesMatching } from './open-invoices';
import { postManualPayment } from './post-manual-payment';

/** Money received outside the checkout is posted by admins only (decisions.md "Roles"). */
export const postPaymentsByHand: Role = 'admin';

const tags = ['admin'];

export function manualPaymentRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard(postPaymentsByHand, context.policy);

  api.get(
    '/api/admin/manual-payments/invoices',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Open invoices by invoice number, or member number, e-mail or name (admins)',
        querystring: manualPaymentSearchSchema,
        response: { 200: z.object({ data: z.array(openInvoiceSchema) }) },
      },
    },
    async (request) => ({ data: await openInvoicesMatching(context.db, request.query.search) }),
  );

  api.post(
    '/api/admin/manual-payments',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Post a payment received outside the portal to an invoice (admins)',
        body: manualPaymentSchema,
        response: { 201: z.object({ data: postedManualPaymentSchema }) },
      },
    },
    async (request, reply) => {
      const actor = requestActor(request);
      const posted = await postManualPayment(context.db, actor, request.body);
      return reply.status(201).send({ data: posted });
    },
  );
}

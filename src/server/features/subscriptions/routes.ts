import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingPreviewSchema,
  billingRunListSchema,
  billingRunSchema,
  startBillingRunSchema,
  subscriptionCertificateRequestSchema,
  subscriptionPdfSchema,
  subscriptionSchema,
} from '../../../contract/subscriptions';
import type { AppContext } from '../../context';
import { guard, requireSession } from '../../platform/policies';
import { previewBilling } from './billable-members';
import { billingRunOf, billingRunsOf, startBillingRun } from './billing-runs';
import { subscriptionsOf } from './member-subscriptions';
import {
  subscriptionCertificatePdfOf,
  subscriptionInvoicePdfOf,
  subscriptionReceiptPdfOf,
} from './subscription-documents';

const tags = ['subscriptions'];
const codeParams = z.object({ code: z.string().min(1).max(200) });
const pdfResponse = { 200: z.object({ data: subscriptionPdfSchema }) };

/**
 * Subscriptions (spec 3 §7 Subscriptions): the member's own subscriptions and their documents, and
 * the admins' billing runs of a period.
 */
export function subscriptionRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const member = guard('member', context.policy);
  const admin = guard('admin', context.policy);

  api.get(
    '/api/subs',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "The caller's subscriptions, newest period first",
        response: { 200: z.object({ data: z.array(subscriptionSchema) }) },
      },
    },
    async (request) => ({
      data: await subscriptionsOf(context.db, requireSession(request.session).user.id),
    }),
  );

  api.get(
    '/api/subs/proforma/:code',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'A subscription invoice PDF (base64) of the caller, by base64 invoice number',
        params: codeParams,
        response: pdfResponse,
      },
    },
    async (request) => ({
      data: await subscriptionInvoicePdfOf(context, requireSession(request.session), request.params.code),
    }),
  );

  api.get(
    '/api/subs/receipt/:code',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'A subscription receipt PDF (base64) of the caller, by base64 receipt number',
        params: codeParams,
        response: pdfResponse,
      },
    },
    async (request) => ({
      data: await subscriptionReceiptPdfOf(context, requireSession(request.session), request.params.code),
    }),
  );

  api.post(
    '/api/subs/certificate',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "The subscription certificate PDF (base64) of one of the caller's fully paid periods",
        body: subscriptionCertificateRequestSchema,
        response: pdfResponse,
      },
    },
    async (request) => ({
      data: await subscriptionCertificatePdfOf(context, requireSession(request.session), request.body),
    }),
  );

  api.post(
    '/api/admin/subscriptions/runs',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Start billing a period to every Active register member; answers the run at once (409 while one runs)',
        body: startBillingRunSchema,
        response: { 201: z.object({ data: billingRunSchema }) },
      },
    },
    async (request, reply) => {
      const run = await startBillingRun(context, requireSession(request.session), request.body.period);
      reply.status(201);
      return { data: run };
    },
  );

  api.get(
    '/api/admin/subscriptions/preview',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Who a billing run of the period would bill now, and who it would leave out and why',
        querystring: startBillingRunSchema,
        response: { 200: z.object({ data: billingPreviewSchema }) },
      },
    },
    async (request) => ({ data: await previewBilling(context.db, request.query.period) }),
  );

  api.get(
    '/api/admin/subscriptions/runs',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'The latest billing runs, newest first',
        response: { 200: z.object({ data: billingRunListSchema }) },
      },
    },
    async () => ({ data: await billingRunsOf(context.db) }),
  );

  api.get(
    '/api/admin/subscriptions/runs/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "A billing run's progress",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.object({ data: billingRunSchema }) },
      },
    },
    async (request) => ({ data: await billingRunOf(context.db, request.params.id) }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { balanceSchema, ledgerEntrySchema, paymentHistorySchema } from '../../../contract/money';
import type { AppContext } from '../../context';
import { guard, requireSession } from '../../platform/policies';
import { balanceOf, ledgerOf } from './ledger';
import { paymentHistoryOf } from './payment-history';

const tags = ['billing'];

/**
 * The member's own books (spec 3 §7 Billing, spec 1 dashboard tiles): GET profile/ledger, GET
 * billing/balance and GET billing/history. Signed-in users only; always the caller's own records.
 */
export function billingRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('member', context.policy);

  api.get(
    '/api/profile/ledger',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's statement: posted invoices and receipts, oldest first",
        response: { 200: z.object({ data: z.array(ledgerEntrySchema) }) },
      },
    },
    async (request) => ({
      data: await ledgerOf(context.db, { userId: requireSession(request.session).user.id }),
    }),
  );

  api.get(
    '/api/billing/balance',
    {
      onRequest,
      schema: {
        tags,
        summary: 'What the caller owes now',
        response: { 200: z.object({ data: balanceSchema }) },
      },
    },
    async (request) => ({
      data: await balanceOf(context.db, { userId: requireSession(request.session).user.id }),
    }),
  );

  api.get(
    '/api/billing/history',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "The caller's payments, newest subscription year first, with the export's e-mail, name and no",
        response: { 200: z.object({ data: paymentHistorySchema }) },
      },
    },
    async (request) => ({
      data: await paymentHistoryOf(context.db, requireSession(request.session).user.id),
    }),
  );
}

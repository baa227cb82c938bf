import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  postedPaymentEndpoints as declared,
  POSTED_PAYMENTS_CSV_PATH,
} from '../../../contract/endpoints/posted-payments';
import { POSTED_PAYMENTS_CSV_STEM, postedPaymentsQuerySchema } from '../../../contract/posted-payments';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { guard } from '../../platform/policies';
import { sendCsv, toCsv } from '../reports/public';
import { listPostedPayments, postedPaymentsCsvHeader, postedPaymentsCsvRows } from './list-posted-payments';
import { reverseReceipt } from './reverse-receipt';

const csvResponse = { 200: z.string().describe('text/csv, UTF-8 with a byte-order mark') };

/** Posted payments for admins (decision 0030): the list, its CSV and the reversal by credit note. */
export function postedPaymentRoutes(app: FastifyInstance, context: AppContext): void {
  const tags = ['admin'];
  const serve = endpointServer(app, context.policy, tags);

  serve(declared.list, 'postPaymentsByHand', (request) => listPostedPayments(context.db, request.query));

  // A file, not the `{ data }` envelope: registered by hand like the reports' downloads.
  app.withTypeProvider<ZodTypeProvider>().get(
    POSTED_PAYMENTS_CSV_PATH,
    {
      onRequest: guard('postPaymentsByHand', context.policy),
      schema: {
        tags,
        summary: 'Posted payments as CSV: the list’s filter and order, no paging (admins)',
        querystring: postedPaymentsQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const rows = await postedPaymentsCsvRows(context.db, request.query);
      return sendCsv(reply, POSTED_PAYMENTS_CSV_STEM, toCsv(postedPaymentsCsvHeader, rows));
    },
  );

  serve(declared.reverse, 'postPaymentsByHand', (request) =>
    reverseReceipt(context.db, requestActor(request), request.params.receiptNo, request.body.reason),
  );
}

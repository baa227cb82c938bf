import type { FastifyInstance } from 'fastify';
import { postedPaymentEndpoints as declared } from '../../../contract/endpoints/posted-payments';
import { POSTED_PAYMENTS_CSV_STEM } from '../../../contract/posted-payments';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { serveListCsv } from '../../platform/list-query';
import { listPostedPayments, postedPaymentsCsvHeader, postedPaymentsCsvRows } from './list-posted-payments';
import { reverseReceipt } from './reverse-receipt';

/** Posted payments for admins (decision 0030): the list, its CSV and the reversal by credit note. */
export function postedPaymentRoutes(app: FastifyInstance, context: AppContext): void {
  const tags = ['admin'];
  const serve = endpointServer(app, context.policy, tags);

  serve(declared.list, 'postPaymentsByHand', (request) => listPostedPayments(context.db, request.query));
  serveListCsv(app, context.policy, tags, declared.csv, 'postPaymentsByHand', {
    stem: POSTED_PAYMENTS_CSV_STEM,
    header: postedPaymentsCsvHeader,
    rows: (query, limit) => postedPaymentsCsvRows(context.db, query, limit),
  });
  serve(declared.reverse, 'postPaymentsByHand', (request) =>
    reverseReceipt(context.db, requestActor(request), request.params.receiptNo, request.body.reason),
  );
}

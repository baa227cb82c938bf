import type { FastifyInstance } from 'fastify';
import { manualPaymentEndpoints as declared } from '../../../contract/endpoints/manual-payments';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { openInvoicesMatching } from './open-invoices';
import { postManualPayment } from './post-manual-payment';

export function manualPaymentRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['admin']);

  serve(declared.openInvoices, 'postPaymentsByHand', (request) =>
    openInvoicesMatching(context.db, request.query.search),
  );

  serve(declared.post, 'postPaymentsByHand', (request) =>
    postManualPayment(context.db, requestActor(request), request.body),
  );
}

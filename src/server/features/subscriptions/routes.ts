import type { FastifyInstance } from 'fastify';
import { subscriptionEndpoints as declared } from '../../../contract/endpoints/subscriptions';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { previewBilling } from './billable-members';
import { billingRunOf, billingRunsOf, startBillingRun } from './billing-runs';
import { subscriptionsOf } from './member-subscriptions';
import {
  subscriptionCertificatePdfOf,
  subscriptionInvoicePdfOf,
  subscriptionReceiptPdfOf,
} from './subscription-documents';

const tags = ['subscriptions'];

/**
 * Subscriptions (spec 3 §7 Subscriptions): the member's own subscriptions and their documents, and
 * the admins' billing runs of a period.
 */
export function subscriptionRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, tags);
  const sessionOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    requireSession(request.session);

  serve(declared.ownSubscriptions, 'ownAccount', (request) =>
    subscriptionsOf(context.db, sessionOf(request).user.id),
  );

  serve(declared.invoicePdf, 'ownAccount', (request) =>
    subscriptionInvoicePdfOf(context, sessionOf(request), request.params.code),
  );

  serve(declared.receiptPdf, 'ownAccount', (request) =>
    subscriptionReceiptPdfOf(context, sessionOf(request), request.params.code),
  );

  serve(declared.certificatePdf, 'ownAccount', (request) =>
    subscriptionCertificatePdfOf(context, sessionOf(request), request.body),
  );

  serve(declared.startRun, 'runSubscriptions', (request) =>
    startBillingRun(context, sessionOf(request), request.body.period),
  );

  serve(declared.preview, 'runSubscriptions', (request) => previewBilling(context.db, request.query.period));

  serve(declared.runs, 'runSubscriptions', () => billingRunsOf(context.db));

  serve(declared.run, 'runSubscriptions', (request) => billingRunOf(context.db, request.params.id));
}

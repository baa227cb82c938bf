import type { FastifyInstance } from 'fastify';
import { billingDocumentEndpoints as declared } from '../../../contract/endpoints/billing-documents';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { billingPdfOf, invoicePdfOf, invoiceSummaryOf, receiptPdfOf } from './read-billing-document';
import { verifyDocument } from './verify-document';

/**
 * The billing documents (spec 3 §7 Billing): invoice and receipt PDFs for their owner and for staff,
 * the numbers behind Pay Now, and the public check the documents' QR codes open.
 */
export function billingDocumentRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['billing']);
  const sessionOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    requireSession(request.session);

  serve(declared.invoicePdf, 'ownAccount', (request) =>
    invoicePdfOf(context, sessionOf(request), request.params.code),
  );

  serve(declared.receiptPdf, 'ownAccount', (request) =>
    receiptPdfOf(context, sessionOf(request), request.params.code),
  );

  serve(declared.documentPdf, 'ownAccount', (request) =>
    billingPdfOf(context, sessionOf(request), request.params.type, request.params.code),
  );

  serve(declared.invoiceSummary, 'ownAccount', (request) =>
    invoiceSummaryOf(context, sessionOf(request), request.params.code),
  );

  serve(declared.verify, 'public', (request, reply) => {
    reply.header('cache-control', 'no-store');
    return verifyDocument(
      context,
      request.params.type,
      request.params.number,
      request.query.code,
      request.ip,
    );
  });
}

import { addressesOf } from '../../endpoint';
import type { billingDocumentEndpoints } from '../billing-documents';

/** For the invoice and receipt pages in the PDF viewer and the public /verify page, kept free of zod. */
export const billingDocumentAddresses = addressesOf<typeof billingDocumentEndpoints>()({
  invoicePdf: { method: 'GET', path: '/api/billing/proforma/:code' },
  receiptPdf: { method: 'GET', path: '/api/billing/receipt/:code' },
  documentPdf: { method: 'GET', path: '/api/billing/document/:type/:code' },
  invoiceSummary: { method: 'GET', path: '/api/billing/invoice-summary/:code' },
  verify: { method: 'GET', path: '/api/verify/:type/:number' },
});

import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  manualPaymentSchema,
  manualPaymentSearchSchema,
  openInvoiceSchema,
  postedManualPaymentSchema,
} from '../manual-payments';

/** Money received outside the checkout, posted by admins to an open invoice (decision 0016). */
export const manualPaymentEndpoints = {
  openInvoices: endpoint({
    method: 'GET',
    path: '/api/admin/manual-payments/invoices',
    summary: 'Open invoices by invoice number, or member number, e-mail or name (admins)',
    query: manualPaymentSearchSchema,
    data: z.array(openInvoiceSchema),
  }),
  post: endpoint({
    method: 'POST',
    path: '/api/admin/manual-payments',
    summary: 'Post a payment received outside the portal to an invoice (admins)',
    body: manualPaymentSchema,
    data: postedManualPaymentSchema,
    created: true,
  }),
};

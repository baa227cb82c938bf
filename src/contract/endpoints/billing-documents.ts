import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  billingDocumentTypes,
  billingPdfSchema,
  documentVerificationSchema,
  invoiceSummarySchema,
} from '../money';

const codeParams = z.object({ code: z.string().min(1).max(200) });

/**
 * The billing documents (spec 3 §7 Billing): invoice and receipt PDFs (base64) for their owner and
 * for staff, the numbers behind Pay Now, and the public check the documents' QR codes open.
 */
export const billingDocumentEndpoints = {
  invoicePdf: endpoint({
    method: 'GET',
    path: '/api/billing/proforma/:code',
    summary: 'The invoice PDF (base64) for a base64 invoice number: a proforma while anything is owed',
    params: codeParams,
    data: billingPdfSchema,
  }),
  receiptPdf: endpoint({
    method: 'GET',
    path: '/api/billing/receipt/:code',
    summary: 'The receipt PDF (base64) for a base64 receipt number',
    params: codeParams,
    data: billingPdfSchema,
  }),
  documentPdf: endpoint({
    method: 'GET',
    path: '/api/billing/document/:type/:code',
    summary: 'An invoice or receipt PDF (base64) by type and base64 number',
    params: codeParams.extend({ type: z.enum(billingDocumentTypes) }),
    data: billingPdfSchema,
  }),
  invoiceSummary: endpoint({
    method: 'GET',
    path: '/api/billing/invoice-summary/:code',
    summary: "An invoice's total, what was paid and what is left (whether Pay Now applies)",
    params: codeParams,
    data: invoiceSummarySchema,
  }),
  verify: endpoint({
    method: 'GET',
    path: '/api/verify/:type/:number',
    summary: 'Public check of an invoice or receipt: number, date, amount, state and issuer only',
    params: z.object({ type: z.enum(billingDocumentTypes), number: z.string().min(1).max(40) }),
    query: z.object({ code: z.string().max(64).default('') }),
    data: documentVerificationSchema,
  }),
};

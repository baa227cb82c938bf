import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  billingPreviewSchema,
  billingRunListSchema,
  billingRunSchema,
  startBillingRunSchema,
  subscriptionCertificateRequestSchema,
  subscriptionPdfSchema,
  subscriptionSchema,
} from '../subscriptions';

const codeParams = z.object({ code: z.string().min(1).max(200) });

/**
 * Subscriptions (spec 3 §7 Subscriptions): the member's own subscriptions and their documents, and
 * the admins' billing runs of a period.
 */
export const subscriptionEndpoints = {
  ownSubscriptions: endpoint({
    method: 'GET',
    path: '/api/subs',
    summary: "The caller's subscriptions, newest period first",
    data: z.array(subscriptionSchema),
  }),
  invoicePdf: endpoint({
    method: 'GET',
    path: '/api/subs/proforma/:code',
    summary: 'A subscription invoice PDF (base64) of the caller, by base64 invoice number',
    params: codeParams,
    data: subscriptionPdfSchema,
  }),
  receiptPdf: endpoint({
    method: 'GET',
    path: '/api/subs/receipt/:code',
    summary: 'A subscription receipt PDF (base64) of the caller, by base64 receipt number',
    params: codeParams,
    data: subscriptionPdfSchema,
  }),
  certificatePdf: endpoint({
    method: 'POST',
    path: '/api/subs/certificate',
    summary: "The subscription certificate PDF (base64) of one of the caller's fully paid periods",
    body: subscriptionCertificateRequestSchema,
    data: subscriptionPdfSchema,
  }),
  /** Answers 201 Created: the server registers it by hand from this declaration (serve answers 200). */
  startRun: endpoint({
    method: 'POST',
    path: '/api/admin/subscriptions/runs',
    summary:
      'Start billing a period to every Active register member; answers the run at once (409 while one runs)',
    body: startBillingRunSchema,
    data: billingRunSchema,
    created: true,
  }),
  preview: endpoint({
    method: 'GET',
    path: '/api/admin/subscriptions/preview',
    summary: 'Who a billing run of the period would bill now, and who it would leave out and why',
    query: startBillingRunSchema,
    data: billingPreviewSchema,
  }),
  runs: endpoint({
    method: 'GET',
    path: '/api/admin/subscriptions/runs',
    summary: 'The latest billing runs, newest first',
    data: billingRunListSchema,
  }),
  run: endpoint({
    method: 'GET',
    path: '/api/admin/subscriptions/runs/:id',
    summary: "A billing run's progress",
    params: z.object({ id: z.coerce.number().int().positive() }),
    data: billingRunSchema,
  }),
};

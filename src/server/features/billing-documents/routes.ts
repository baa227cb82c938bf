import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingDocumentTypes,
  billingPdfSchema,
  documentVerificationSchema,
  invoiceSummarySchema,
} from '../../../contract/money';
import type { AppContext } from '../../context';
import { guard, requireSession } from '../../platform/policies';
import { billingPdfOf, invoicePdfOf, invoiceSummaryOf, receiptPdfOf } from './read-billing-document';
import { verifyDocument } from './verify-document';

const tags = ['billing'];
const codeParams = z.object({ code: z.string().min(1).max(200) });
const pdfResponse = { 200: z.object({ data: billingPdfSchema }) };

/**
 * The billing documents (spec 3 §7 Billing): invoice and receipt PDFs for their owner and for staff,
 * the numbers behind Pay Now, and the public check the documents' QR codes open.
 */
export function billingDocumentRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('member', context.policy);

  api.get(
    '/api/billing/proforma/:code',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The invoice PDF (base64) for a base64 invoice number: a proforma while anything is owed',
        params: codeParams,
        response: pdfResponse,
      },
    },
    async (request) => ({
      data: await invoicePdfOf(context, requireSession(request.session), request.params.code),
    }),
  );

  api.get(
    '/api/billing/receipt/:code',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The receipt PDF (base64) for a base64 receipt number',
        params: codeParams,
        response: pdfResponse,
      },
    },
    async (request) => ({
      data: await receiptPdfOf(context, requireSession(request.session), request.params.code),
    }),
  );

  api.get(
    '/api/billing/document/:type/:code',
    {
      onRequest,
      schema: {
        tags,
        summary: 'An invoice or receipt PDF (base64) by type and base64 number',
        params: codeParams.extend({ type: z.enum(billingDocumentTypes) }),
        response: pdfResponse,
      },
    },
    async (request) => ({
      data: await billingPdfOf(
        context,
        requireSession(request.session),
        request.params.type,
        request.params.code,
      ),
    }),
  );

  api.get(
    '/api/billing/invoice-summary/:code',
    {
      onRequest,
      schema: {
        tags,
        summary: "An invoice's total, what was paid and what is left (whether Pay Now applies)",
        params: codeParams,
        response: { 200: z.object({ data: invoiceSummarySchema }) },
      },
    },
    async (request) => ({
      data: await invoiceSummaryOf(context, requireSession(request.session), request.params.code),
    }),
  );

  api.get(
    '/api/verify/:type/:number',
    {
      schema: {
        tags,
        summary: 'Public check of an invoice or receipt: number, date, amount, state and issuer only',
        params: z.object({ type: z.enum(billingDocumentTypes), number: z.string().min(1).max(40) }),
        querystring: z.object({ code: z.string().max(64).default('') }),
        response: { 200: z.object({ data: documentVerificationSchema }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        data: await verifyDocument(
          context,
          request.params.type,
          request.params.number,
          request.query.code,
          request.ip,
        ),
      };
    },
  );
}

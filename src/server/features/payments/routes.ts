import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizePhone } from '../../../contract/access';
import {
  centsOf,
  kesOf,
  moneyMessages,
  type PaymentState,
  paymentConfigSchema,
  paymentStateSchema,
  sandboxCompleteSchema,
  startedPaymentSchema,
  startPaymentSchema,
} from '../../../contract/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { notFound } from '../../platform/errors';
import { guard, requireSession } from '../../platform/policies';
import { processCallback, receiveCallback } from './callbacks';
import { startPayment } from './start-payment';

const tags = ['payments'];
const referenceParams = z.object({ reference: z.string().min(1).max(60) });

/** The caller's own payment; anyone else's reads as not found. */
async function ownPayment(db: Db, userId: number, reference: string) {
  const payment = await db
    .selectFrom('payments')
    .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .leftJoin('receipts', 'receipts.payment_id', 'payments.id')
    .select([
      'payments.id',
      'payments.reference',
      'payments.status',
      'payments.expected_cents',
      'payments.paid_cents',
      'payments.success_url',
      'payments.fail_url',
      'payments.failure_reason',
      'invoices.invoice_no',
      'receipts.receipt_no',
    ])
    .where('payments.reference', '=', reference)
    .where('payments.user_id', '=', userId)
    .executeTakeFirst();
  if (!payment) throw notFound(moneyMessages.paymentNotFound);
  return payment;
}

/**
 * Payments (spec 3 §7 "Payment", decisions.md "Money"): Pay Now starts one, the payer's pages read
 * its state, the provider calls back, and with the sandbox provider the checkout page completes it.
 */
export function paymentRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('member', context.policy);
  const services = () => context.paymentServices(app.log);

  api.get(
    '/api/payments/config',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Which checkout Pay Now hands over to',
        response: { 200: z.object({ data: paymentConfigSchema }) },
      },
    },
    async () => ({ data: { provider: context.env.PAYMENT_PROVIDER } }),
  );

  api.post(
    '/api/payments',
    {
      onRequest,
      schema: {
        tags,
        summary: "Pay what is left of one of the caller's invoices: answers where the checkout is",
        body: startPaymentSchema,
        response: { 200: z.object({ data: startedPaymentSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await startPayment(
        context,
        await services(),
        requireSession(request.session).user.id,
        request.body,
      ),
      message: moneyMessages.paymentStarted,
    }),
  );

  api.get(
    '/api/payments/:reference',
    {
      onRequest,
      schema: {
        tags,
        summary: "The state of one of the caller's payments",
        params: referenceParams,
        response: { 200: z.object({ data: paymentStateSchema }) },
      },
    },
    async (request) => {
      const payment = await ownPayment(
        context.db,
        requireSession(request.session).user.id,
        request.params.reference,
      );
      const data: PaymentState = {
        reference: payment.reference,
        status: payment.status,
        invoiceNo: payment.invoice_no,
        amount: kesOf(payment.expected_cents),
        receiptNo: payment.receipt_no,
        paidAmount: payment.paid_cents === null ? null : kesOf(payment.paid_cents),
        successUrl: payment.success_url,
        failUrl: payment.fail_url,
        failureReason: payment.status === 'Failed' ? payment.failure_reason : null,
      };
      return { data };
    },
  );

  api.post(
    '/api/sandbox-checkout/:reference/complete',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Sandbox checkout: the payer pays (all or part) or fails; the gateway then calls back',
        params: referenceParams,
        body: sandboxCompleteSchema,
        response: { 200: z.object({ data: z.object({ status: z.string() }) }) },
      },
    },
    async (request) => {
      const { sandbox } = await services();
      if (!sandbox) throw notFound();
      const payment = await ownPayment(
        context.db,
        requireSession(request.session).user.id,
        request.params.reference,
      );
      const { result, method, phone, amount } = request.body;
      const callback = await sandbox.complete(payment.reference, {
        result,
        method,
        payerPhone: (phone && normalizePhone(phone)) || undefined,
        paidCents:
          amount === undefined ? payment.expected_cents : Math.min(centsOf(amount), payment.expected_cents),
      });
      return { data: { status: callback.status } };
    },
  );

  // Callbacks come from the provider, not a browser: the body is kept byte for byte (signatures
  // are over the raw body), and the request is not logged, as its path carries the secret.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/callback/:provider/:secret',
      {
        logLevel: 'warn',
        bodyLimit: 65_536,
        schema: {
          tags,
          summary: "The payment provider's callback: stored raw, acknowledged, then processed",
          params: z.object({ provider: z.string().max(20), secret: z.string().max(200) }),
        },
      },
      async (request) => {
        const payments = await services();
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const callbackId = await receiveCallback(
          context.db,
          payments,
          request.params.provider,
          request.params.secret,
          rawBody,
          request.headers,
        );
        if (callbackId !== null) {
          // Processed after the answer is on its way; a crash before it ends leaves the stored
          // callback to the callbacks worker.
          const processing = processCallback(context.db, payments, callbackId)
            .catch((error: unknown) =>
              payments.log.error({ err: error, callbackId }, 'payment callback processing failed'),
            )
            .finally(() => payments.inFlight.delete(processing));
          payments.inFlight.add(processing);
        }
        return payments.provider.callbackAnswer();
      },
    );
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizePhone } from '../../../contract/access';
import { paymentEndpoints as declared } from '../../../contract/endpoints/payments';
import { centsOf, kesOf, moneyMessages } from '../../../contract/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { endpointServer } from '../../platform/endpoints';
import { notFound } from '../../platform/errors';
import { requireSession } from '../../platform/policies';
import { processCallback, receiveCallback } from './callbacks';
import { startPayment } from './start-payment';

const tags = ['payments'];

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
 * The callback answers in the provider's own form, not the `{ data }` envelope: registered by hand.
 */
export function paymentRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, tags);
  const services = () => context.paymentServices(app.log);
  const userIdOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    requireSession(request.session).user.id;

  serve(declared.config, 'ownAccount', async () => ({ provider: context.env.PAYMENT_PROVIDER }));

  serve(declared.start, 'ownAccount', async (request) => ({
    message: moneyMessages.paymentStarted,
    data: await startPayment(context, await services(), userIdOf(request), request.body),
  }));

  serve(declared.state, 'ownAccount', async (request) => {
    const payment = await ownPayment(context.db, userIdOf(request), request.params.reference);
    return {
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
  });

  serve(declared.sandboxComplete, 'ownAccount', async (request) => {
    const { sandbox } = await services();
    if (!sandbox) throw notFound();
    const payment = await ownPayment(context.db, userIdOf(request), request.params.reference);
    const { result, method, phone, amount } = request.body;
    const callback = await sandbox.complete(payment.reference, {
      result,
      method,
      payerPhone: (phone && normalizePhone(phone)) || undefined,
      paidCents:
        amount === undefined ? payment.expected_cents : Math.min(centsOf(amount), payment.expected_cents),
    });
    return { status: callback.status };
  });

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

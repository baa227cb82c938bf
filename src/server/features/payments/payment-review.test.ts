import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { moneyMessages } from '../../../contract/money';
import type { PaymentProvider } from '../../platform/payments/provider';
import { isoIn } from '../../platform/time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { workerLog } from '../../test-support/loggers';
import { processWaitingCallbacks } from './callbacks';
import { PAYMENT_EXPIRY_MS, reconcilePendingPayments } from './reconcile';
import type { PaymentServices } from './services';
import {
  openInvoice,
  paymentRow,
  postCallback,
  receiptsOf,
  servicesOf,
  signedSandboxCallback,
  startPaymentFor,
  userIdOf,
} from './test-support';

let t: TestApp;
let token: string;
let memberId: number;
let services: PaymentServices;
let sandbox: PaymentProvider;
let logged: string[];

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login(demo.member);
  memberId = await userIdOf(t.db, demo.member);
  services = await servicesOf(t);
  sandbox = services.provider;
  services.sandbox?.sendCallbacksWith(async () => {});
});
afterEach(() => {
  services.provider = sandbox;
});
afterAll(() => t.close());

/** The sandbox gateway with some of its answers replaced, and a log that keeps its errors. */
function providerDouble(overrides: Partial<PaymentProvider> & { confirmsCallbacks?: boolean }) {
  services.provider = Object.assign(Object.create(sandbox), overrides) as PaymentProvider;
  logged = [];
  services.log = workerLog(logged);
}

async function pendingPayment() {
  const invoice = await openInvoice(t.db, memberId);
  const { reference } = await startPaymentFor(t, token, invoice.invoice_no);
  return { invoice, payment: await paymentRow(t.db, reference) };
}

const success = (reference: string, providerTxId: string, paidCents = 116_000) =>
  signedSandboxCallback(services, {
    reference,
    status: 'Succeeded',
    providerTxId,
    paidCents,
    method: 'Card',
  });

async function deliver(callback: { body: string; headers: Record<string, string> }) {
  await postCallback(t, services, callback.body, callback.headers);
  await services.settled();
}

const callbacksOf = (paymentId: number) =>
  t.db.selectFrom('payment_callbacks').selectAll().where('payment_id', '=', paymentId).execute();

describe('payments that need a second look', () => {
  it('keeps a payment pending when the checkout request drops without a refusal', async () => {
    providerDouble({
      startCheckout: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const invoice = await openInvoice(t.db, memberId);
    const response = await t.api('POST', '/api/payments', { token, body: { invoiceNo: invoice.invoice_no } });
    expect(response.statusCode).toBe(502);
    expect(response.body).toContain(moneyMessages.paymentNotStarted);
    const rows = await t.db.selectFrom('payments').selectAll().where('invoice_id', '=', invoice.id).execute();
    expect(rows.map((row) => row.status)).toEqual(['Pending']);
  });

  it('retries a success callback the status query contradicts, then sends it to review', async () => {
    const { payment } = await pendingPayment();
    providerDouble({ confirmsCallbacks: true, queryStatus: async () => ({ status: 'Failed' }) });
    await deliver(success(payment.reference, 'SBXDISPUTED1'));
    const [waiting] = await callbacksOf(payment.id);
    expect(waiting).toMatchObject({ processed_at: null, outcome: null });
    expect(waiting?.locked_until).not.toBeNull();

    // The query says Failed, but the waiting success callback keeps the payment open.
    await reconcilePendingPayments(t.db, services, 0);
    expect((await paymentRow(t.db, payment.reference)).status).toBe('Pending');

    await t.db
      .updateTable('payment_callbacks')
      .set({ received_at: isoIn(-2 * 60 * 60_000), locked_until: isoIn(-1000) })
      .where('payment_id', '=', payment.id)
      .execute();
    await processWaitingCallbacks(t.db, services);
    const [reviewed] = await callbacksOf(payment.id);
    expect(reviewed?.processed_at).not.toBeNull();
    expect(reviewed?.outcome).toMatch(/^needs review: /);
    expect(logged.join('\n')).toContain('needs review');
    expect((await paymentRow(t.db, payment.reference)).status).toBe('Pending');
  });

  it('sends a success reported for a failed payment to review', async () => {
    const { payment } = await pendingPayment();
    providerDouble({});
    await t.db.updateTable('payments').set({ status: 'Failed' }).where('id', '=', payment.id).execute();
    await deliver(success(payment.reference, 'SBXAFTERFAIL1'));
    const [callback] = await callbacksOf(payment.id);
    expect(callback?.outcome).toBe('needs review: paid after failure');
    expect(logged.join('\n')).toContain('paid after failure');
    expect(await receiptsOf(t.db, payment.id)).toHaveLength(0);
  });

  it('refuses to post a shilling or more above the expected amount, and accepts rounding', async () => {
    providerDouble({});
    const over = (await pendingPayment()).payment;
    await deliver(success(over.reference, 'SBXOVERPAID1', 116_100));
    const [callback] = await callbacksOf(over.id);
    expect(callback?.outcome).toMatch(/^needs review: amount /);
    expect(logged.join('\n')).toContain('needs review: amount');
    expect((await paymentRow(t.db, over.reference)).status).toBe('Pending');
    expect(await receiptsOf(t.db, over.id)).toHaveLength(0);

    const rounded = (await pendingPayment()).payment;
    await deliver(success(rounded.reference, 'SBXROUNDED1', 116_099));
    expect((await paymentRow(t.db, rounded.reference)).status).toBe('Succeeded');
  });

  it('resumes a pending payment within the expiry window while it asks no more than is owed', async () => {
    const { invoice, payment } = await pendingPayment();
    await t.db
      .updateTable('payments')
      .set({ created_at: isoIn(-2 * 60 * 60_000), expected_cents: 50_000 })
      .where('id', '=', payment.id)
      .execute();
    const again = await startPaymentFor(t, token, invoice.invoice_no);
    expect(again.reference).toBe(payment.reference);
  });

  it('replaces a pending payment that asks more than is now owed', async () => {
    const { invoice, payment } = await pendingPayment();
    await t.db
      .updateTable('payments')
      .set({ expected_cents: 200_000 })
      .where('id', '=', payment.id)
      .execute();
    const again = await startPaymentFor(t, token, invoice.invoice_no);
    expect(again.reference).not.toBe(payment.reference);
    expect(await paymentRow(t.db, payment.reference)).toMatchObject({
      status: 'Failed',
      failure_reason: moneyMessages.paymentReplaced,
    });
    expect(await paymentRow(t.db, again.reference)).toMatchObject({
      status: 'Pending',
      expected_cents: 116_000,
    });
  });

  it('expires a payment whose status query always fails, and notes every attempt', async () => {
    const { payment } = await pendingPayment();
    providerDouble({
      queryStatus: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await reconcilePendingPayments(t.db, services, 0, 1000);
    const checked = await paymentRow(t.db, payment.reference);
    expect(checked.status).toBe('Pending');
    expect(checked.last_checked_at).not.toBeNull();

    await t.db
      .updateTable('payments')
      .set({ created_at: isoIn(-PAYMENT_EXPIRY_MS - 60_000), last_checked_at: isoIn(-PAYMENT_EXPIRY_MS) })
      .where('id', '=', payment.id)
      .execute();
    await reconcilePendingPayments(t.db, services, 0, 1000);
    expect(await paymentRow(t.db, payment.reference)).toMatchObject({ status: 'Failed' });
  });
});

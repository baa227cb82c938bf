import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../platform/time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { processWaitingCallbacks } from './callbacks';
import { reconcilePendingPayments } from './reconcile';
import type { PaymentServices } from './services';
import {
  openInvoice,
  paymentRow,
  postCallback,
  receiptsOf,
  remaining,
  servicesOf,
  signedSandboxCallback,
  startPaymentFor,
  userIdOf,
} from './test-support';

let t: TestApp;
let token: string;
let memberId: number;
let services: PaymentServices;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login(demo.member);
  memberId = await userIdOf(t.db, demo.member);
  services = await servicesOf(t);
  // Nothing listens at PUBLIC_URL in tests: the gateway's own callbacks are dropped, as a lost one would be.
  services.sandbox?.sendCallbacksWith(async () => {});
});
afterAll(() => t.close());

async function pendingPayment(totalCents?: number) {
  const invoice = await openInvoice(t.db, memberId, totalCents);
  const started = await startPaymentFor(t, token, invoice.invoice_no);
  return { invoice, reference: started.reference };
}

const success = (reference: string, providerTxId: string, paidCents = 116_000) =>
  signedSandboxCallback(services, {
    reference,
    status: 'Succeeded',
    providerTxId,
    paidCents,
    method: 'Card',
  });

describe('payment callbacks', () => {
  it('posts three concurrent duplicate callbacks as exactly one receipt', async () => {
    const { invoice, reference } = await pendingPayment();
    const callback = success(reference, 'SBXDUPLICATE1');
    const answers = await Promise.all(
      [1, 2, 3].map(() => postCallback(t, services, callback.body, callback.headers)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await services.settled();
    const payment = await paymentRow(t.db, reference);
    expect(payment).toMatchObject({
      status: 'Succeeded',
      paid_cents: 116_000,
      provider_tx_id: 'SBXDUPLICATE1',
    });
    const receipts = await receiptsOf(t.db, payment.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      amount_cents: 116_000,
      provider_tx_id: 'SBXDUPLICATE1',
      method: 'Card',
    });
    expect(await remaining(t.db, invoice.id)).toBe(0);
    const stored = await t.db
      .selectFrom('payment_callbacks')
      .select(['processed_at', 'outcome', 'body'])
      .where('payment_id', '=', payment.id)
      .execute();
    expect(stored).toHaveLength(3);
    expect(stored.every((row) => row.processed_at !== null && row.body === callback.body)).toBe(true);
    expect(stored.filter((row) => row.outcome === 'posted')).toHaveLength(1);
  });

  it('stores a forged callback but leaves the payment pending', async () => {
    const { reference } = await pendingPayment();
    const forged = JSON.stringify({
      reference,
      status: 'Succeeded',
      providerTxId: 'FORGED1',
      paidCents: 116_000,
    });
    const headerSets: Record<string, string>[] = [{}, { 'x-sandbox-signature': 'f'.repeat(64) }];
    for (const headers of headerSets) {
      expect((await postCallback(t, services, forged, headers)).statusCode).toBe(200);
    }
    await services.settled();
    const payment = await paymentRow(t.db, reference);
    expect(payment.status).toBe('Pending');
    expect(await receiptsOf(t.db, payment.id)).toHaveLength(0);
    const stored = await t.db
      .selectFrom('payment_callbacks')
      .select(['outcome', 'processed_at'])
      .where('body', '=', forged)
      .execute();
    expect(stored).toHaveLength(2);
    expect(stored.every((row) => row.outcome?.startsWith('rejected') && row.processed_at)).toBe(true);
  });

  it('answers 404 and stores nothing for a wrong secret or another provider', async () => {
    const { reference } = await pendingPayment();
    const callback = success(reference, 'SBXWRONGSECRET');
    const before = await t.db.selectFrom('payment_callbacks').select('id').execute();
    const wrongSecret = await postCallback(t, services, callback.body, callback.headers, 'not-the-secret');
    expect(wrongSecret.statusCode).toBe(404);
    const otherProvider = await t.app.inject({
      method: 'POST',
      url: `/api/payments/callback/mpesa/${services.callbackSecret}`,
      headers: { 'content-type': 'application/json' },
      payload: callback.body,
    });
    expect(otherProvider.statusCode).toBe(404);
    expect(await t.db.selectFrom('payment_callbacks').select('id').execute()).toHaveLength(before.length);
    expect((await paymentRow(t.db, reference)).status).toBe('Pending');
  });

  it('ignores a late failure after a success', async () => {
    const { invoice, reference } = await pendingPayment();
    const paid = success(reference, 'SBXLATEFAIL1');
    await postCallback(t, services, paid.body, paid.headers);
    await services.settled();
    const failed = signedSandboxCallback(services, { reference, status: 'Failed', reason: 'Timed out' });
    await postCallback(t, services, failed.body, failed.headers);
    await services.settled();
    const payment = await paymentRow(t.db, reference);
    expect(payment).toMatchObject({ status: 'Succeeded', failure_reason: null });
    expect(await receiptsOf(t.db, payment.id)).toHaveLength(1);
    expect(await remaining(t.db, invoice.id)).toBe(0);
  });

  it('records a failure, after which the invoice can be paid again', async () => {
    const { invoice, reference } = await pendingPayment();
    const failed = signedSandboxCallback(services, { reference, status: 'Failed', reason: 'Declined' });
    await postCallback(t, services, failed.body, failed.headers);
    await services.settled();
    expect(await paymentRow(t.db, reference)).toMatchObject({ status: 'Failed', failure_reason: 'Declined' });
    // The payer is told why, on the return page.
    const state = (await t.api('GET', `/api/payments/${reference}`, { token })).json().data;
    expect(state).toMatchObject({ status: 'Failed', failureReason: 'Declined', receiptNo: null });
    const again = await startPaymentFor(t, token, invoice.invoice_no);
    expect(again.reference).not.toBe(reference);
  });

  it('records an underpayment as a partial receipt and keeps the invoice open for the rest', async () => {
    const { invoice, reference } = await pendingPayment();
    const part = success(reference, 'SBXPART1', 50_000);
    await postCallback(t, services, part.body, part.headers);
    await services.settled();
    const payment = await paymentRow(t.db, reference);
    expect(payment).toMatchObject({ status: 'Succeeded', expected_cents: 116_000, paid_cents: 50_000 });
    expect(await receiptsOf(t.db, payment.id)).toMatchObject([{ amount_cents: 50_000 }]);
    expect(await remaining(t.db, invoice.id)).toBe(66_000);
    const rest = await startPaymentFor(t, token, invoice.invoice_no);
    expect((await paymentRow(t.db, rest.reference)).expected_cents).toBe(66_000);
  });

  it('posts a transaction id once, even when it arrives for a second payment', async () => {
    const first = await pendingPayment();
    const second = await pendingPayment();
    const callbacks = [success(first.reference, 'SBXSAMEMONEY'), success(second.reference, 'SBXSAMEMONEY')];
    // One after the other, so the first payment is the one the transaction id belongs to.
    for (const callback of callbacks) {
      await postCallback(t, services, callback.body, callback.headers);
      await services.settled();
    }
    const receipts = await t.db
      .selectFrom('receipts')
      .select('id')
      .where('provider_tx_id', '=', 'SBXSAMEMONEY')
      .execute();
    expect(receipts).toHaveLength(1);
    expect((await paymentRow(t.db, second.reference)).status).toBe('Pending');
  });

  it('processes a callback left unprocessed by a crash after its acknowledgement', async () => {
    const { reference } = await pendingPayment();
    const paid = success(reference, 'SBXAFTERCRASH');
    await t.db
      .insertInto('payment_callbacks')
      .values({
        provider: 'sandbox',
        payment_id: null,
        body: paid.body,
        received_at: nowIso(),
        locked_until: null,
        processed_at: null,
        outcome: null,
      })
      .execute();
    expect(await processWaitingCallbacks(t.db, services)).toBeGreaterThanOrEqual(1);
    expect(await processWaitingCallbacks(t.db, services)).toBe(0);
    const payment = await paymentRow(t.db, reference);
    expect(payment.status).toBe('Succeeded');
    expect(await receiptsOf(t.db, payment.id)).toHaveLength(1);
  });
});

describe('reconciliation', () => {
  it('settles a payment whose callback was dropped into exactly one receipt', async () => {
    const { invoice, reference } = await pendingPayment();
    await services.sandbox?.complete(reference, { result: 'pay', method: 'Credit', paidCents: 116_000 });
    expect((await paymentRow(t.db, reference)).status).toBe('Pending');
    await reconcilePendingPayments(t.db, services, 0);
    await reconcilePendingPayments(t.db, services, 0);
    const payment = await paymentRow(t.db, reference);
    expect(payment).toMatchObject({ status: 'Succeeded', method: 'Credit' });
    expect(await receiptsOf(t.db, payment.id)).toHaveLength(1);
    expect(await remaining(t.db, invoice.id)).toBe(0);
    // The callback arriving after all changes nothing.
    const late = signedSandboxCallback(services, {
      reference,
      status: 'Succeeded',
      providerTxId: payment.provider_tx_id ?? '',
      paidCents: 116_000,
    });
    await postCallback(t, services, late.body, late.headers);
    await services.settled();
    expect(await receiptsOf(t.db, payment.id)).toHaveLength(1);
  });

  it('leaves young payments and unanswered ones pending', async () => {
    const { reference } = await pendingPayment();
    await reconcilePendingPayments(t.db, services, 60_000);
    expect((await paymentRow(t.db, reference)).last_checked_at).toBeNull();
    await reconcilePendingPayments(t.db, services, 0);
    const payment = await paymentRow(t.db, reference);
    expect(payment.status).toBe('Pending');
    expect(payment.last_checked_at).not.toBeNull();
  });
});

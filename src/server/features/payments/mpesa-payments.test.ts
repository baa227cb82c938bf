import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { openInvoice, paymentRow, postCallback, receiptsOf, servicesOf, userIdOf } from './test-support';

/** A stand-in Daraja whose status query answers `queryResult` (undefined: still processing). */
let daraja: Server;
let queryResult: string | undefined;
let t: TestApp;
let token: string;
let memberId: number;

beforeAll(async () => {
  daraja = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0];
      const answer =
        path === '/oauth/v1/generate'
          ? { status: 200, body: { access_token: 'token', expires_in: '3599' } }
          : path === '/mpesa/stkpush/v1/processrequest'
            ? {
                status: 200,
                body: { ResponseCode: '0', CheckoutRequestID: `ws_CO_${Date.now()}${Math.random()}` },
              }
            : queryResult === undefined
              ? {
                  status: 500,
                  body: { errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' },
                }
              : { status: 200, body: { ResponseCode: '0', ResultCode: queryResult, ResultDesc: 'result' } };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => daraja.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({
    env: {
      PAYMENT_PROVIDER: 'mpesa',
      MPESA_BASE_URL: `http://127.0.0.1:${(daraja.address() as AddressInfo).port}`,
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'passkey',
    },
  });
  token = await t.login(demo.member);
  memberId = await userIdOf(t.db, demo.member);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => daraja.close(() => resolve()));
});

const stkCallback = (checkoutRequestId: string, receiptNo: string) =>
  JSON.stringify({
    Body: {
      stkCallback: {
        MerchantRequestID: 'm-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: 1160 },
            { Name: 'MpesaReceiptNumber', Value: receiptNo },
            { Name: 'PhoneNumber', Value: 254712345678 },
          ],
        },
      },
    },
  });

async function pushed() {
  const invoice = await openInvoice(t.db, memberId);
  const response = await t.api('POST', '/api/payments', {
    token,
    body: { invoiceNo: invoice.invoice_no, phone: '0712345678' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { reference, checkoutUrl } = response.json().data;
  expect(checkoutUrl).toBe(`/payment/return/${reference}`);
  const payment = await paymentRow(t.db, reference);
  expect(payment).toMatchObject({ provider: 'mpesa', payer_phone: '+254712345678' });
  return payment;
}

describe('M-Pesa payments', () => {
  it('trusts a callback only once the status query confirms it, and answers as Daraja expects', async () => {
    const services = await servicesOf(t);
    const payment = await pushed();
    const body = stkCallback(payment.provider_request_id ?? '', 'NLJ7RT61SV');
    queryResult = '1032';
    const refused = await postCallback(t, services, body);
    expect(refused.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    await services.settled();
    expect((await paymentRow(t.db, payment.reference)).status).toBe('Pending');

    queryResult = '0';
    await postCallback(t, services, body);
    await services.settled();
    const paid = await paymentRow(t.db, payment.reference);
    expect(paid).toMatchObject({ status: 'Succeeded', provider_tx_id: 'NLJ7RT61SV', paid_cents: 116_000 });
    expect(await receiptsOf(t.db, paid.id)).toHaveLength(1);
  });

  it('keeps an unconfirmed callback waiting while the payer has not answered', async () => {
    const services = await servicesOf(t);
    const payment = await pushed();
    queryResult = undefined;
    await postCallback(t, services, stkCallback(payment.provider_request_id ?? '', 'NLJ7RT61SW'));
    await services.settled();
    expect((await paymentRow(t.db, payment.reference)).status).toBe('Pending');
    const stored = await t.db
      .selectFrom('payment_callbacks')
      .select(['processed_at', 'locked_until'])
      .where('payment_id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(stored.processed_at).toBeNull();
    expect(stored.locked_until).not.toBeNull();
  });

  it('sends a new push instead of resuming one Daraja never confirmed receiving', async () => {
    const invoice = await openInvoice(t.db, memberId);
    const payNow = async () => {
      const response = await t.api('POST', '/api/payments', {
        token,
        body: { invoiceNo: invoice.invoice_no, phone: '0712345678' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return paymentRow(t.db, response.json().data.reference);
    };
    const first = await payNow();
    // As after a network drop: the push was recorded but Daraja's CheckoutRequestID never came back.
    await t.db
      .updateTable('payments')
      .set({ provider_request_id: null })
      .where('id', '=', first.id)
      .execute();
    const second = await payNow();
    expect(second.reference).not.toBe(first.reference);
    expect(second.provider_request_id).not.toBeNull();
    // A confirmed push is resumed by the next Pay Now.
    expect((await payNow()).reference).toBe(second.reference);
  });

  it('asks for a phone number it cannot use before calling Daraja', async () => {
    const invoice = await openInvoice(t.db, memberId);
    const response = await t.api('POST', '/api/payments', {
      token,
      body: { invoiceNo: invoice.invoice_no, phone: '+14155550100' },
    });
    expect(response.statusCode).toBe(400);
  });
});

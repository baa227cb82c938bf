import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { darajaPhone, darajaTimestamp, mpesaProvider } from './mpesa';
import { CallbackRefused, CheckoutFailed, type ProviderPayment } from './provider';

const KEY = 'consumer-key-0123456789';
const SECRET = 'consumer-secret-9876543210';
const SHORTCODE = '174379';
const PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
const CALLBACK = 'https://portal.example/api/payments/callback/mpesa/abcdefghijklmnopqrstuvwx';
// 2026-03-01 09:30:05 UTC is 12:30:05 in Nairobi.
const NOW = new Date('2026-03-01T09:30:05.000Z');

interface Caught {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local stand-in for Daraja: checks nothing itself, records each request, answers per path. */
let server: Server;
let baseUrl: string;
let requests: Caught[];
let answers: Record<string, { status: number; body: unknown }>;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const path = (request.url ?? '').split('?')[0] ?? '';
      const answer = answers[path] ?? { status: 404, body: { errorMessage: 'no such path' } };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests = [];
  answers = {
    '/oauth/v1/generate': { status: 200, body: { access_token: 'token-1', expires_in: '3599' } },
    '/mpesa/stkpush/v1/processrequest': {
      status: 200,
      body: {
        MerchantRequestID: '29115-34620561-1',
        CheckoutRequestID: 'ws_CO_191220191020363925',
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      },
    },
  };
});

const provider = () =>
  mpesaProvider({
    baseUrl,
    consumerKey: KEY,
    consumerSecret: SECRET,
    shortcode: SHORTCODE,
    passkey: PASSKEY,
    callbackUrl: CALLBACK,
    now: () => NOW,
  });

const payment: ProviderPayment = {
  reference: 'PAY-abc',
  expectedCents: 116_050,
  invoiceNo: 'INV-000042',
  description: 'Subscription Payment',
  payerPhone: '+254712345678',
  providerRequestId: null,
};
const handOff = {
  encodedPayload: '',
  payload: {
    payerID: 'M1',
    sourceDocumentNo: 'INV-000042',
    description: 'Subscription Payment',
    amount: 1160.5,
    accountNo: '',
    success_url: '/dashboard',
    fail_url: '/billing',
  },
};

const json = (caught: Caught | undefined) => JSON.parse(caught?.body ?? '{}') as Record<string, unknown>;

describe('M-Pesa STK push (Daraja)', () => {
  it('gets a token with Basic auth, then sends the documented STK push request', async () => {
    const started = await provider().startCheckout(payment, handOff);
    expect(started).toEqual({
      checkoutUrl: '/payment/return/PAY-abc',
      providerRequestId: 'ws_CO_191220191020363925',
    });
    const [oauth, push] = requests;
    expect(oauth).toMatchObject({ method: 'GET', url: '/oauth/v1/generate?grant_type=client_credentials' });
    expect(oauth?.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`);
    expect(push).toMatchObject({ method: 'POST', url: '/mpesa/stkpush/v1/processrequest' });
    expect(push?.headers.authorization).toBe('Bearer token-1');
    expect(push?.headers['content-type']).toBe('application/json');
    expect(json(push)).toEqual({
      BusinessShortCode: SHORTCODE,
      Password: Buffer.from(`${SHORTCODE}${PASSKEY}20260301123005`).toString('base64'),
      Timestamp: '20260301123005',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1161,
      PartyA: '254712345678',
      PartyB: SHORTCODE,
      PhoneNumber: '254712345678',
      CallBackURL: CALLBACK,
      AccountReference: 'INV-000042',
      TransactionDesc: 'Subscription ',
    });
  });

  it('keeps the token until it expires', async () => {
    const mpesa = provider();
    await mpesa.startCheckout(payment, handOff);
    await mpesa.startCheckout(payment, handOff);
    expect(requests.filter((caught) => caught.url?.startsWith('/oauth'))).toHaveLength(1);
  });

  it('refuses a payment without a Kenyan mobile number before calling Daraja', async () => {
    await expect(provider().startCheckout({ ...payment, payerPhone: null }, handOff)).rejects.toBeInstanceOf(
      CheckoutFailed,
    );
    expect(requests).toHaveLength(0);
  });

  it('reports a refused push without leaking the keys', async () => {
    answers['/mpesa/stkpush/v1/processrequest'] = {
      status: 400,
      body: {
        requestId: '1',
        errorCode: '400.002.02',
        errorMessage: `Bad Request - Invalid PassKey ${PASSKEY}`,
      },
    };
    const failure = await provider()
      .startCheckout(payment, handOff)
      .catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('400.002.02');
    expect((failure as Error).message).not.toContain(PASSKEY);
  });

  it('queries the push status with the documented request and reads its result codes', async () => {
    const pushed = { ...payment, providerRequestId: 'ws_CO_1' };
    const query = '/mpesa/stkpushquery/v1/query';
    answers[query] = {
      status: 500,
      body: { requestId: '2', errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' },
    };
    expect(await provider().queryStatus(pushed)).toEqual({ status: 'Pending' });
    const sent = json(requests.find((caught) => caught.url === query));
    expect(sent).toEqual({
      BusinessShortCode: SHORTCODE,
      Password: Buffer.from(`${SHORTCODE}${PASSKEY}20260301123005`).toString('base64'),
      Timestamp: '20260301123005',
      CheckoutRequestID: 'ws_CO_1',
    });
    answers[query] = {
      status: 200,
      body: {
        ResponseCode: '0',
        ResultCode: '0',
        ResultDesc: 'The service request is processed successfully.',
      },
    };
    expect(await provider().queryStatus(pushed)).toEqual({
      status: 'Succeeded',
      method: 'M-Pesa',
      paidCents: 116_100,
      providerTxId: 'ws_CO_1',
    });
    answers[query] = {
      status: 200,
      body: { ResponseCode: '0', ResultCode: '1032', ResultDesc: 'Request cancelled by user' },
    };
    expect(await provider().queryStatus(pushed)).toEqual({
      status: 'Failed',
      method: 'M-Pesa',
      reason: 'Request cancelled by user',
    });
    expect(await provider().queryStatus(payment)).toEqual({ status: 'Pending' });
  });

  it('reads the documented callback bodies', () => {
    const paid = JSON.stringify({
      Body: {
        stkCallback: {
          MerchantRequestID: '29115-34620561-1',
          CheckoutRequestID: 'ws_CO_191220191020363925',
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 1161.0 },
              { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
              { Name: 'TransactionDate', Value: 20191219102115 },
              { Name: 'PhoneNumber', Value: 254712345678 },
            ],
          },
        },
      },
    });
    expect(provider().parseCallback(paid)).toEqual({
      providerRequestId: 'ws_CO_191220191020363925',
      status: 'Succeeded',
      method: 'M-Pesa',
      providerTxId: 'NLJ7RT61SV',
      paidCents: 116_100,
      payerPhone: '+254712345678',
    });
    const cancelled = JSON.stringify({
      Body: {
        stkCallback: {
          MerchantRequestID: 'm',
          CheckoutRequestID: 'ws_CO_2',
          ResultCode: 1032,
          ResultDesc: 'Request cancelled by user',
        },
      },
    });
    expect(provider().parseCallback(cancelled)).toMatchObject({
      providerRequestId: 'ws_CO_2',
      status: 'Failed',
    });
    for (const junk of [
      'not json',
      '{}',
      JSON.stringify({ Body: { stkCallback: { CheckoutRequestID: 'x', ResultCode: 0 } } }),
    ]) {
      expect(() => provider().parseCallback(junk)).toThrow(CallbackRefused);
    }
    expect(provider().callbackAnswer()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  });

  it('formats the timestamp in Nairobi time and the phone without the plus', () => {
    expect(darajaTimestamp(new Date('2026-12-31T22:00:00Z'))).toBe('20270101010000');
    expect(darajaPhone('0712 345 678')).toBe('254712345678');
    expect(darajaPhone('+254112345678')).toBe('254112345678');
    expect(darajaPhone('+14155550100')).toBeNull();
  });
});

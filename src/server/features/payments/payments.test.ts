import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPayloadSchema, moneyMessages, paymentPurposes } from '../../../contract/money';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { openInvoice, paymentRow, remaining, servicesOf, startPaymentFor, userIdOf } from './test-support';

let t: TestApp;
let memberToken: string;
let otherToken: string;
let memberId: number;

beforeAll(async () => {
  t = await startTestApp();
  memberToken = await t.login(demo.member);
  otherToken = await t.login(demo.applicant);
  memberId = await userIdOf(t.db, demo.member);
});
afterAll(() => t.close());

describe('POST payments', () => {
  it('records a pending payment for what is left, then hands over the sandbox checkout with the payload', async () => {
    const invoice = await openInvoice(t.db, memberId);
    const started = await startPaymentFor(t, memberToken, invoice.invoice_no, '/billing/invoice/abc');
    const payment = await paymentRow(t.db, started.reference);
    expect(payment).toMatchObject({
      status: 'Pending',
      expected_cents: 116_000,
      provider: 'sandbox',
      success_url: paymentPurposes.BOOKING.successPath,
      fail_url: '/billing/invoice/abc',
      user_id: memberId,
      invoice_id: invoice.id,
    });
    const url = new URL(started.checkoutUrl, 'http://portal');
    expect(url.pathname).toBe(`/checkout/sandbox/${started.reference}`);
    const payload = checkoutPayloadSchema.parse(
      JSON.parse(Buffer.from(url.searchParams.get('payload') ?? '', 'base64').toString('utf8')),
    );
    expect(payload).toMatchObject({
      sourceDocumentNo: invoice.invoice_no,
      description: 'Event Payment',
      amount: 1160,
      accountNo: invoice.source_ref,
      success_url: paymentPurposes.BOOKING.successPath,
      fail_url: '/billing/invoice/abc',
    });
  });

  it('fails back to /billing when the starting page is not given', async () => {
    const invoice = await openInvoice(t.db, memberId);
    const started = await startPaymentFor(t, memberToken, invoice.invoice_no);
    expect((await paymentRow(t.db, started.reference)).fail_url).toBe('/billing');
  });

  it('starts one payment on a double click', async () => {
    const invoice = await openInvoice(t.db, memberId);
    const [first, second] = await Promise.all([
      t.api('POST', '/api/payments', { token: memberToken, body: { invoiceNo: invoice.invoice_no } }),
      t.api('POST', '/api/payments', { token: memberToken, body: { invoiceNo: invoice.invoice_no } }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().data).toEqual(second.json().data);
    const rows = await t.db
      .selectFrom('payments')
      .select('id')
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an invoice with nothing left to pay', async () => {
    const paid = await t.db
      .selectFrom('invoices')
      .select(['invoice_no', 'id'])
      .where('user_id', '=', memberId)
      .where('source_type', '=', 'SUBSCRIPTION')
      .orderBy('source_ref')
      .executeTakeFirstOrThrow();
    expect(await remaining(t.db, paid.id)).toBe(0);
    const response = await t.api('POST', '/api/payments', {
      token: memberToken,
      body: { invoiceNo: paid.invoice_no },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(moneyMessages.alreadyPaid);
  });

  it("pays the demo member's open subscription", async () => {
    const open = await t.db
      .selectFrom('invoices')
      .select('invoice_no')
      .where('user_id', '=', memberId)
      .where('source_type', '=', 'SUBSCRIPTION')
      .where('source_ref', '=', String(new Date().getFullYear()))
      .executeTakeFirstOrThrow();
    const started = await startPaymentFor(t, memberToken, open.invoice_no);
    expect((await paymentRow(t.db, started.reference)).success_url).toBe('/dashboard');
  });

  it("answers 404 for another member's invoice or an unknown one, and 401 without a session", async () => {
    const invoice = await openInvoice(t.db, memberId);
    for (const invoiceNo of [invoice.invoice_no, 'INV-999999']) {
      const response = await t.api('POST', '/api/payments', { token: otherToken, body: { invoiceNo } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(moneyMessages.invoiceNotFound);
    }
    expect(
      (await t.api('POST', '/api/payments', { body: { invoiceNo: invoice.invoice_no } })).statusCode,
    ).toBe(401);
    const rows = await t.db
      .selectFrom('payments')
      .select('id')
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses a starting page outside the portal', async () => {
    const invoice = await openInvoice(t.db, memberId);
    const response = await t.api('POST', '/api/payments', {
      token: memberToken,
      body: { invoiceNo: invoice.invoice_no, from: '//evil.example/' },
    });
    expect(response.statusCode).toBe(400);
  });

  it.each(['12345', '0202345678', '+14155550100', '07123'])(
    'refuses %s as the M-Pesa number, saying what a Kenyan mobile number looks like',
    async (phone) => {
      const invoice = await openInvoice(t.db, memberId);
      const response = await t.api('POST', '/api/payments', {
        token: memberToken,
        body: { invoiceNo: invoice.invoice_no, phone },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(moneyMessages.mpesaNumberInvalid);
    },
  );

  it.each([
    ['0712 345678', '+254712345678'],
    ['0112345678', '+254112345678'],
    ['254712345678', '+254712345678'],
    ['+254 112 345 678', '+254112345678'],
  ])('takes %s as the M-Pesa number, stored as %s', async (phone, stored) => {
    const invoice = await openInvoice(t.db, memberId);
    const response = await t.api('POST', '/api/payments', {
      token: memberToken,
      body: { invoiceNo: invoice.invoice_no, phone },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await paymentRow(t.db, response.json().data.reference)).payer_phone).toBe(stored);
  });
});

describe('GET payments/:reference', () => {
  it('answers the owner the state and 404 to anyone else', async () => {
    const invoice = await openInvoice(t.db, memberId);
    const started = await startPaymentFor(t, memberToken, invoice.invoice_no);
    const own = await t.api('GET', `/api/payments/${started.reference}`, { token: memberToken });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual({
      reference: started.reference,
      status: 'Pending',
      invoiceNo: invoice.invoice_no,
      amount: 1160,
      receiptNo: null,
      paidAmount: null,
      successUrl: paymentPurposes.BOOKING.successPath,
      failUrl: '/billing',
      failureReason: null,
    });
    const other = await t.api('GET', `/api/payments/${started.reference}`, { token: otherToken });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(moneyMessages.paymentNotFound);
    const completion = await t.api('POST', `/api/sandbox-checkout/${started.reference}/complete`, {
      token: otherToken,
      body: { result: 'pay', method: 'Card' },
    });
    expect(completion.statusCode).toBe(404);
  });

  it('answers which provider Pay Now hands over to', async () => {
    const response = await t.api('GET', '/api/payments/config', { token: memberToken });
    expect(response.json().data).toEqual({ provider: 'sandbox' });
  });
});

describe('the sandbox checkout', () => {
  it('completes a payment: the gateway calls back signed, and the payment is posted once', async () => {
    const services = await servicesOf(t);
    services.sandbox?.sendCallbacksWith(async (url, body, headers) => {
      const response = await t.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
      if (response.statusCode !== 200) throw new Error(`callback answered ${response.statusCode}`);
    });
    const invoice = await openInvoice(t.db, memberId);
    const started = await startPaymentFor(t, memberToken, invoice.invoice_no);
    const completion = await t.api('POST', `/api/sandbox-checkout/${started.reference}/complete`, {
      token: memberToken,
      body: { result: 'pay', method: 'M-Pesa', phone: '0712345678' },
    });
    expect(completion.json().data).toEqual({ status: 'Succeeded' });
    await expect.poll(async () => (await paymentRow(t.db, started.reference)).status).toBe('Succeeded');
    await services.settled();
    const state = (await t.api('GET', `/api/payments/${started.reference}`, { token: memberToken })).json()
      .data;
    expect(state).toMatchObject({ status: 'Succeeded', paidAmount: 1160 });
    expect(state.receiptNo).toMatch(/^RCT-/);
    const payment = await paymentRow(t.db, started.reference);
    expect(payment).toMatchObject({ method: 'M-Pesa', payer_phone: '+254712345678' });
    expect(await remaining(t.db, invoice.id)).toBe(0);
  });

  it('refuses a number M-Pesa could not prompt', async () => {
    const invoice = await openInvoice(t.db, memberId);
    const started = await startPaymentFor(t, memberToken, invoice.invoice_no);
    const completion = await t.api('POST', `/api/sandbox-checkout/${started.reference}/complete`, {
      token: memberToken,
      body: { result: 'pay', method: 'M-Pesa', phone: '12345' },
    });
    expect(completion.statusCode).toBe(400);
    expect(completion.body).toContain(moneyMessages.mpesaNumberInvalid);
    expect((await paymentRow(t.db, started.reference)).status).toBe('Pending');
  });
});

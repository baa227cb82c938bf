import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDocumentMessages, moneyMessages } from '../../../contract/money';
import { todayIso } from '../../../contract/portal-time';
import { encodeRouteText } from '../../../contract/route-values';
import { addDays } from '../../platform/time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { readPdf } from '../../test-support/pdf-text';
import { dueStateOf } from '../billing/ledger';
import { postReceipt } from '../billing/post-receipt';
import { raiseInvoice } from '../billing/raise-invoice';
import { verificationCode, verificationUrl } from './verification-url';
import { VERIFY_RULE } from './verify-document';

let t: TestApp;
let memberToken: string;
let otherToken: string;
let paidInvoiceNo: string;
let openInvoiceNo: string;
let receiptNo: string;
let otherInvoiceNo: string;

const code = encodeRouteText;
const pdfOf = async (response: { json(): { data: string } }) =>
  readPdf(Buffer.from(response.json().data, 'base64'));

beforeAll(async () => {
  t = await startTestApp();
  memberToken = await t.login(demo.member);
  otherToken = await t.login(demo.applicant);
  const member = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demo.member)
    .executeTakeFirstOrThrow();
  const invoices = await t.db
    .selectFrom('invoices')
    .select(['invoice_no', 'source_ref'])
    .where('user_id', '=', member.id)
    .orderBy('source_ref')
    .execute();
  [paidInvoiceNo, openInvoiceNo] = invoices.map((invoice) => invoice.invoice_no) as [string, string];
  receiptNo = (
    await t.db
      .selectFrom('receipts')
      .select('receipt_no')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow()
  ).receipt_no;
  const other = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demo.applicant)
    .executeTakeFirstOrThrow();
  // Member B's own books: an invoice paid in part, so B has a receipt of their own.
  const invoice = await raiseInvoice(t.db, {
    userId: other.id,
    source: 'APPLICATION',
    sourceRef: 'APP-TEST-B',
    description: 'Application fee',
    lines: [{ description: 'Application fee', quantity: 2, unitCents: 150_000, vatCents: 41_379 }],
    documentDate: '2026-05-04',
    dueDate: '2026-06-03',
  });
  otherInvoiceNo = invoice.invoice_no;
  await postReceipt(t.db, {
    payerUserId: other.id,
    invoiceId: invoice.id,
    paymentId: null,
    amountCents: 100_000,
    method: 'Card',
    provider: 'test',
    providerTxId: 'TX-B-1',
    paidAt: '2026-05-05T10:00:00.000Z',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('invoice PDF', () => {
  it('is a proforma with the number, lines, VAT, total, paid and balance while anything is owed', async () => {
    const response = await t.api('GET', `/api/billing/proforma/${code(openInvoiceNo)}`, {
      token: memberToken,
    });
    expect(response.statusCode).toBe(200);
    const pdf = await pdfOf(response);
    expect(pdf.text).toContain('PROFORMA INVOICE');
    expect(pdf.text).toContain(openInvoiceNo);
    expect(pdf.text).toContain('Engineers Institute of Kenya');
    expect(pdf.text).toContain('Bill to'.toUpperCase());
    expect(pdf.text).toMatch(/VAT included \(16%\)/);
    expect(pdf.text).toMatch(/Balance due KES [\d,]+\.\d\d/);
    expect(pdf.text).toMatch(/Paid KES 0\.00/);
    // The QR code is the one image; the address it encodes is printed beside it.
    expect(pdf.images).toBeGreaterThanOrEqual(1);
    expect(pdf.text).toContain(await verificationUrl(t.db, t.env.PUBLIC_URL, 'invoice', openInvoiceNo));
  });

  it('is titled INVOICE with nothing left to pay once paid in full', async () => {
    const response = await t.api('GET', `/api/billing/proforma/${code(paidInvoiceNo)}`, {
      token: memberToken,
    });
    const pdf = await pdfOf(response);
    expect(pdf.text).not.toContain('PROFORMA');
    expect(pdf.text).toContain('INVOICE');
    expect(pdf.text).toMatch(/Balance due KES 0\.00/);
  });

  it('prints amounts in KES with two decimals in the Kenyan locale', async () => {
    const response = await t.api('GET', `/api/billing/proforma/${code(otherInvoiceNo)}`, {
      token: otherToken,
    });
    const pdf = await pdfOf(response);
    expect(pdf.text).toContain('KES 1,500.00');
    expect(pdf.text).toContain('KES 3,000.00');
    expect(pdf.text).toContain('KES 413.79');
    expect(pdf.text).toMatch(/Paid KES 1,000\.00/);
    expect(pdf.text).toMatch(/Balance due KES 2,000\.00/);
    expect(pdf.text).toContain('4 May 2026');
  });

  it("answers 404 'Invalid receipt No.' for an unknown or unreadable number", async () => {
    for (const value of [code('INV-999999'), '!!!']) {
      const response = await t.api('GET', `/api/billing/proforma/${value}`, { token: memberToken });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(moneyMessages.invalidReceipt);
    }
  });
});

describe('receipt PDF', () => {
  it('carries the number, date, payer, amount, method, transaction id and the invoice it settled', async () => {
    const response = await t.api('GET', `/api/billing/receipt/${code(receiptNo)}`, { token: memberToken });
    expect(response.statusCode).toBe(200);
    const pdf = await pdfOf(response);
    expect(pdf.text).toContain('RECEIPT');
    expect(pdf.text).toContain(receiptNo);
    expect(pdf.text).toContain('M-Pesa');
    expect(pdf.text).toMatch(/Transaction ID DEMO\d+/);
    expect(pdf.text).toContain(paidInvoiceNo);
    expect(pdf.text).toContain('14 Feb');
    expect(pdf.images).toBeGreaterThanOrEqual(1);
    expect(pdf.text).toContain(await verificationUrl(t.db, t.env.PUBLIC_URL, 'receipt', receiptNo));
  });

  it("answers 404 'No Receipt Found!' for an unknown number", async () => {
    const response = await t.api('GET', `/api/billing/receipt/${code('RCT-999999')}`, { token: memberToken });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(moneyMessages.receiptNotFound);
  });
});

describe('who may read a document', () => {
  it('answers 404 to another member, as if the document did not exist', async () => {
    const invoice = await t.api('GET', `/api/billing/proforma/${code(openInvoiceNo)}`, { token: otherToken });
    expect(invoice.statusCode).toBe(404);
    expect(invoice.json().message).toBe(moneyMessages.invalidReceipt);
    const receipt = await t.api('GET', `/api/billing/receipt/${code(receiptNo)}`, { token: otherToken });
    expect(receipt.statusCode).toBe(404);
    expect(receipt.json().message).toBe(moneyMessages.receiptNotFound);
    const summary = await t.api('GET', `/api/billing/invoice-summary/${code(openInvoiceNo)}`, {
      token: otherToken,
    });
    expect(summary.statusCode).toBe(404);
    const byType = await t.api('GET', `/api/billing/document/receipt/${code(receiptNo)}`, {
      token: otherToken,
    });
    expect(byType.statusCode).toBe(404);
    const backwards = await t.api('GET', `/api/billing/proforma/${code(otherInvoiceNo)}`, {
      token: memberToken,
    });
    expect(backwards.statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const response = await t.api('GET', `/api/billing/proforma/${code(openInvoiceNo)}`);
    expect(response.statusCode).toBe(401);
  });

  it("lets approvers and admins read a member's invoice and receipt", async () => {
    for (const staff of [demo.approver, demo.admin]) {
      const token = await t.login(staff);
      const invoice = await t.api('GET', `/api/billing/proforma/${code(openInvoiceNo)}`, { token });
      expect(invoice.statusCode).toBe(200);
      const receipt = await t.api('GET', `/api/billing/receipt/${code(receiptNo)}`, { token });
      expect(receipt.statusCode).toBe(200);
    }
  });
});

describe('GET billing/document/{type}/{code} and billing/invoice-summary/{code}', () => {
  it('answers either document by its type', async () => {
    const invoice = await t.api('GET', `/api/billing/document/invoice/${code(openInvoiceNo)}`, {
      token: memberToken,
    });
    expect((await pdfOf(invoice)).text).toContain(openInvoiceNo);
    const receipt = await t.api('GET', `/api/billing/document/receipt/${code(receiptNo)}`, {
      token: memberToken,
    });
    expect((await pdfOf(receipt)).text).toContain(receiptNo);
    const unknownType = await t.api('GET', `/api/billing/document/statement/${code(receiptNo)}`, {
      token: memberToken,
    });
    expect(unknownType.statusCode).toBe(400);
  });

  it('says whether anything is left to pay, so Pay Now shows only then', async () => {
    const open = await t.api('GET', `/api/billing/invoice-summary/${code(openInvoiceNo)}`, {
      token: memberToken,
    });
    expect(open.json().data).toMatchObject({ invoiceNo: openInvoiceNo, paidLCY: 0, payable: true });
    const paid = await t.api('GET', `/api/billing/invoice-summary/${code(paidInvoiceNo)}`, {
      token: memberToken,
    });
    expect(paid.json().data).toMatchObject({ balanceDueLCY: 0, payable: false });
    const partial = await t.api('GET', `/api/billing/invoice-summary/${code(otherInvoiceNo)}`, {
      token: otherToken,
    });
    expect(partial.json().data).toEqual({
      invoiceNo: otherInvoiceNo,
      documentDate: '2026-05-04',
      totalLCY: 3000,
      paidLCY: 1000,
      balanceDueLCY: 2000,
      payable: true,
      dueDate: '2026-06-03',
      dueState: dueStateOf(200_000, '2026-06-03', todayIso()),
    });
  });

  it('says how far past due an unpaid invoice is, how long until a due one is due, and when it is paid', async () => {
    const member = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.applicant)
      .executeTakeFirstOrThrow();
    const today = todayIso();
    const raise = (sourceRef: string, dueDate: string) =>
      raiseInvoice(t.db, {
        userId: member.id,
        source: 'APPLICATION',
        sourceRef,
        description: 'Application fee',
        lines: [{ description: 'Application fee', quantity: 1, unitCents: 100_000, vatCents: 0 }],
        documentDate: addDays(today, -300),
        dueDate,
      });
    const summaryOf = async (invoiceNo: string) =>
      (await t.api('GET', `/api/billing/invoice-summary/${code(invoiceNo)}`, { token: otherToken })).json()
        .data;
    const late = await raise('APP-DUE-LATE', addDays(today, -240));
    expect(await summaryOf(late.invoice_no)).toMatchObject({ dueState: { kind: 'overdue', days: 240 } });
    const soon = await raise('APP-DUE-SOON', addDays(today, 5));
    expect(await summaryOf(soon.invoice_no)).toMatchObject({ dueState: { kind: 'due', days: 5 } });
    await postReceipt(t.db, {
      payerUserId: member.id,
      invoiceId: late.id,
      paymentId: null,
      amountCents: 100_000,
      method: 'Card',
      provider: 'test',
      providerTxId: 'TX-DUE-LATE',
      paidAt: `${today}T08:00:00.000Z`,
    });
    expect(await summaryOf(late.invoice_no)).toMatchObject({ payable: false, dueState: { kind: 'paid' } });
  });
});

/** The public check of a document as its QR code carries it (with the document's check code). */
const checkCode = (type: 'invoice' | 'receipt', number: string) => verificationCode(t.db, type, number);
const verifyPath = async (type: 'invoice' | 'receipt', number: string) =>
  `/api/verify/${type}/${number}?code=${await checkCode(type, number)}`;

describe('public verification', () => {
  it('builds the QR target from PUBLIC_URL, the type, the number and its check code', async () => {
    const url = await verificationUrl(t.db, 'https://portal.eik.example/', 'receipt', 'RCT-000001');
    expect(url).toMatch(/^https:\/\/portal\.eik\.example\/verify\/receipt\/RCT-000001\?code=[\w-]{22}$/);
    expect(await verificationUrl(t.db, 'https://portal.eik.example', 'receipt', 'RCT-000002')).not.toBe(
      url.replace('RCT-000001', 'RCT-000002'),
    );
  });

  it('confirms nothing without the check code of the printed document, so the series cannot be walked', async () => {
    for (const path of [
      `/api/verify/invoice/${otherInvoiceNo}`,
      `/api/verify/invoice/${otherInvoiceNo}?code=${await checkCode('invoice', paidInvoiceNo)}`,
      `/api/verify/receipt/${receiptNo}?code=${await checkCode('invoice', receiptNo)}`,
    ]) {
      const response = await t.api('GET', path, { ip: '10.9.0.5' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(billingDocumentMessages.noSuchDocument);
    }
  });

  it('proves an invoice and a receipt without a session and without personal data', async () => {
    const invoice = await t.api('GET', await verifyPath('invoice', otherInvoiceNo), { ip: '10.9.0.1' });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json().data).toEqual({
      type: 'invoice',
      number: otherInvoiceNo,
      date: '2026-05-04',
      amountLCY: 3000,
      status: 'Open',
      issuer: 'Engineers Institute of Kenya',
    });
    const receipt = await t.api('GET', await verifyPath('receipt', receiptNo), { ip: '10.9.0.1' });
    expect(receipt.json().data).toMatchObject({ type: 'receipt', number: receiptNo, status: 'Paid' });
    const paid = await t.api('GET', await verifyPath('invoice', paidInvoiceNo), { ip: '10.9.0.1' });
    expect(paid.json().data.status).toBe('Paid');
    const body = `${invoice.body}${receipt.body}${paid.body}`;
    for (const personal of [demo.member, demo.applicant, 'Member No', 'phone', 'email', 'name']) {
      expect(body).not.toContain(personal);
    }
  });

  it("answers 404 'No such document' for a number never issued", async () => {
    const response = await t.api('GET', await verifyPath('invoice', 'INV-999999'), { ip: '10.9.0.2' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(billingDocumentMessages.noSuchDocument);
  });

  it('is rate limited per address', async () => {
    const path = await verifyPath('receipt', receiptNo);
    for (let hit = 0; hit < VERIFY_RULE.limit; hit++) {
      const response = await t.api('GET', path, { ip: '10.9.0.3' });
      expect(response.statusCode).toBe(200);
    }
    const limited = await t.api('GET', path, { ip: '10.9.0.3' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(billingDocumentMessages.tooManyChecks);
    const elsewhere = await t.api('GET', path, { ip: '10.9.0.4' });
    expect(elsewhere.statusCode).toBe(200);
  });
});

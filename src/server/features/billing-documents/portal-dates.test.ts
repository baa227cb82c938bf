import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRouteText } from '../../../contract/route-values';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { readPdf } from '../../test-support/pdf-text';
import { postReceipt } from '../billing/post-receipt';
import { raiseInvoice } from '../billing/raise-invoice';
import { verificationCode } from './verification-url';

// Issue 28: a payment at 01:30 in Nairobi on 27 Nov is stored as 22:30 UTC on the 26th. Every date
// shown of it is the 27th, the same day as the invoice raised that morning.
const PAID_AT = '2026-11-26T22:30:00.000Z';

let t: TestApp;
let token: string;
let adminToken: string;
let receiptNo: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login(demo.applicant);
  adminToken = await t.login(demo.admin);
  const applicant = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demo.applicant)
    .executeTakeFirstOrThrow();
  const invoice = await raiseInvoice(t.db, {
    userId: applicant.id,
    source: 'APPLICATION',
    sourceRef: 'APP-NIGHT',
    description: 'Application fee',
    lines: [{ description: 'Application fee', quantity: 1, unitCents: 200_000, vatCents: 27_586 }],
    documentDate: '2026-11-27',
    dueDate: '2026-12-27',
  });
  const receipt = await postReceipt(t.db, {
    payerUserId: applicant.id,
    invoiceId: invoice.id,
    paymentId: null,
    amountCents: 200_000,
    method: 'M-Pesa',
    provider: 'test',
    providerTxId: 'TX-NIGHT',
    paidAt: PAID_AT,
  });
  receiptNo = receipt.receipt_no;
});

afterAll(async () => {
  await t?.close();
});

describe('one date rule: the Nairobi day', () => {
  it('dates the receipt PDF by the day it was paid in Nairobi', async () => {
    const response = await t.api('GET', `/api/billing/receipt/${encodeRouteText(receiptNo)}`, { token });
    const pdf = await readPdf(Buffer.from(response.json().data, 'base64'));
    expect(pdf.text).toContain('27 Nov 2026');
    expect(pdf.text).not.toContain('26 Nov 2026');
  });

  it('dates the payment in the history, the statement and the public check the same day', async () => {
    const history = await t.api('GET', '/api/billing/history', { token });
    const entry = history
      .json()
      .data.entries.find((row: { paymentCode: string }) => row.paymentCode === receiptNo);
    expect(entry?.paymentDate).toBe('2026-11-27');

    const ledger = await t.api('GET', '/api/profile/ledger', { token });
    const line = ledger.json().data.find((row: { documentNo: string }) => row.documentNo === receiptNo);
    expect(line?.documentDate).toBe('2026-11-27');

    const code = await verificationCode(t.db, 'receipt', receiptNo);
    const check = await t.api('GET', `/api/verify/receipt/${receiptNo}?code=${code}`, { ip: '10.9.7.1' });
    expect(check.json().data.date).toBe('2026-11-27');
  });

  it("finds the payment under the Nairobi day in staff's payments list, not the UTC day", async () => {
    const onDay = async (day: string) =>
      (await t.api('GET', `/api/admin/payments?from=${day}&to=${day}`, { token: adminToken })).json().data;
    const the27th = await onDay('2026-11-27');
    expect(the27th.items.map((item: { receiptNo: string }) => item.receiptNo)).toContain(receiptNo);
    expect(the27th.items.find((item: { receiptNo: string }) => item.receiptNo === receiptNo).paidOn).toBe(
      '2026-11-27',
    );
    const the26th = await onDay('2026-11-26');
    expect(the26th.items.map((item: { receiptNo: string }) => item.receiptNo)).not.toContain(receiptNo);
  });
});

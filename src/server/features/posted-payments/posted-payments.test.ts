import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostedPayment } from '../../../contract/posted-payments';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { memberOwing, type OwingMember, payByHand, reverse } from './test-support';

let t: TestApp;
let admin: string;
const tag = `LIST${process.pid}`;
let alpha: OwingMember;
let bravo: OwingMember;
let charlie: OwingMember;
let formula: OwingMember;
const receipts: Record<'alpha' | 'bravo' | 'charlie' | 'formula', string> = {
  alpha: '',
  bravo: '',
  charlie: '',
  formula: '',
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
  alpha = await memberOwing(t, { first: 'ALPHA', last: tag });
  bravo = await memberOwing(t, { first: 'BRAVO', last: tag });
  charlie = await memberOwing(t, { first: 'CHARLIE', last: tag });
  formula = await memberOwing(t, { first: '=HYPERLINK("http://evil.example")', last: tag });
  receipts.alpha = await payByHand(t, admin, alpha.invoiceNo, { amount: 1_000, paidOn: '2025-03-01' });
  receipts.bravo = await payByHand(t, admin, bravo.invoiceNo, {
    amount: 2_500,
    method: 'Cheque',
    paidOn: '2025-04-15',
  });
  receipts.charlie = await payByHand(t, admin, charlie.invoiceNo, {
    amount: 500,
    method: 'Cash',
    paidOn: '2025-05-20',
  });
  receipts.formula = await payByHand(t, admin, formula.invoiceNo, { amount: 100, paidOn: '2025-06-01' });
});
afterAll(async () => {
  await t?.close();
});

const list = async (query: Record<string, string>) => {
  const response = await t.api('GET', `/api/admin/payments?${new URLSearchParams(query)}`, { token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: PostedPayment[]; total: number; page: number; pageSize: number };
};
const receiptNos = async (query: Record<string, string>) =>
  (await list(query)).items.map((row) => row.receiptNo);

describe('who may list, export and reverse posted payments', () => {
  it('admins and the super-admin only: 401 visitors, 403 members and approvers', async () => {
    const member = await t.login(demo.member);
    const approver = await t.login(demo.approver);
    for (const [token, status] of [
      [undefined, 401],
      [member, 403],
      [approver, 403],
    ] as const) {
      const options = token ? { token } : {};
      expect((await t.api('GET', '/api/admin/payments', options)).statusCode).toBe(status);
      expect((await t.api('GET', '/api/admin/payments/csv', options)).statusCode).toBe(status);
      const reversal = await t.api('POST', `/api/admin/payments/${receipts.alpha}/reverse`, {
        ...options,
        body: { reason: 'Cheque bounced at the bank' },
      });
      expect(reversal.statusCode).toBe(status);
    }
    const superAdmin = await t.login(demo.superAdmin);
    expect((await t.api('GET', '/api/admin/payments', { token: superAdmin })).statusCode).toBe(200);
  });
});

describe('GET admin/payments', () => {
  it('answers each receipt with its member, invoice, method, reference and amount', async () => {
    const { items, total } = await list({ search: receipts.bravo });
    expect(total).toBe(1);
    expect(items[0]).toEqual({
      receiptNo: receipts.bravo,
      paidOn: '2025-04-15',
      memberName: `BRAVO ${tag}`,
      memberNo: bravo.memberNo,
      invoices: [{ invoiceNo: bravo.invoiceNo, purpose: 'Subscription Payment', amountLCY: 2_500 }],
      method: 'Cheque',
      providerRef: expect.stringMatching(/^Cheque:PP-/),
      amountLCY: 2_500,
      creditNoteNo: null,
    });
  });

  it('finds by receipt number, invoice number, member number, e-mail or name, any case', async () => {
    expect(await receiptNos({ search: receipts.alpha.toLowerCase() })).toEqual([receipts.alpha]);
    expect(await receiptNos({ search: alpha.invoiceNo })).toEqual([receipts.alpha]);
    expect(await receiptNos({ search: bravo.memberNo })).toEqual([receipts.bravo]);
    expect(await receiptNos({ search: charlie.email.toUpperCase() })).toEqual([receipts.charlie]);
    expect(await receiptNos({ search: `charlie ${tag}`.toLowerCase() })).toEqual([receipts.charlie]);
    expect((await list({ search: tag })).total).toBe(4);
    // A part of a receipt or invoice number finds nothing: numbers are matched whole.
    expect(await receiptNos({ search: `${receipts.alpha}9` })).toEqual([]);
  });

  it('filters by method, by the day paid (both ends included) and by status', async () => {
    expect(await receiptNos({ search: tag, method: 'Cheque' })).toEqual([receipts.bravo]);
    expect(await receiptNos({ search: tag, from: '2025-04-15', to: '2025-05-20' })).toEqual([
      receipts.charlie,
      receipts.bravo,
    ]);
    expect(await receiptNos({ search: tag, status: 'reversed' })).toEqual([]);
    expect((await list({ search: tag, status: 'posted' })).total).toBe(4);
  });

  it('sorts by a whitelisted column in either direction, and refuses any other column', async () => {
    expect(await receiptNos({ search: tag })).toEqual([
      receipts.formula,
      receipts.charlie,
      receipts.bravo,
      receipts.alpha,
    ]);
    expect(await receiptNos({ search: tag, sort: 'amount', dir: 'asc' })).toEqual([
      receipts.formula,
      receipts.charlie,
      receipts.alpha,
      receipts.bravo,
    ]);
    expect(await receiptNos({ search: tag, sort: 'receiptNo', dir: 'asc' })).toEqual(
      [receipts.alpha, receipts.bravo, receipts.charlie, receipts.formula].sort(),
    );
    expect(await receiptNos({ search: tag, sort: 'member', dir: 'desc' })).toEqual([
      receipts.charlie,
      receipts.bravo,
      receipts.alpha,
      receipts.formula,
    ]);
    for (const query of ['sort=paid_at', 'sort=amount;drop', 'dir=up', 'from=2025-05-01&to=2025-04-01']) {
      const response = await t.api('GET', `/api/admin/payments?${query}`, { token: admin });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('pages 25 at a time without repeating a row', async () => {
    const many = await memberOwing(t, { first: 'PAGED', last: `PAGES${process.pid}` });
    for (let index = 0; index < 27; index++) await payByHand(t, admin, many.invoiceNo, { amount: 1 });
    const first = await list({ search: many.memberNo, sort: 'receiptNo', dir: 'asc' });
    const second = await list({ search: many.memberNo, sort: 'receiptNo', dir: 'asc', page: '2' });
    expect([first.total, first.pageSize, first.items.length, second.items.length]).toEqual([27, 25, 25, 2]);
    const all = [...first.items, ...second.items].map((row) => row.receiptNo);
    expect(new Set(all).size).toBe(27);
    expect(all).toEqual([...all].sort());
  });
});

describe('GET admin/payments/csv', () => {
  it('is exactly what the filter shows, in its order, formula-safe', async () => {
    const response = await t.api(
      'GET',
      `/api/admin/payments/csv?${new URLSearchParams({ search: tag, sort: 'amount', dir: 'desc' })}`,
      { token: admin },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /filename="posted-payments-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Receipt No,Paid on,Member,Member No,Invoices,Method,Provider reference,Amount (KES),Status,Credit note',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      receipts.bravo,
      receipts.alpha,
      receipts.charlie,
      receipts.formula,
    ]);
    expect(lines[2]).toBe(
      `${receipts.alpha},2025-03-01,ALPHA ${tag},${alpha.memberNo},${alpha.invoiceNo},Bank transfer,${
        lines[2]?.split(',')[6]
      },1000,Posted,`,
    );
    // The name a member typed as a formula is text in a spreadsheet.
    expect(lines[4]).toContain(`"'=HYPERLINK(""http://evil.example"") ${tag}"`);
  });

  it('answers 400 for a filter it cannot read, like the list', async () => {
    const response = await t.api('GET', '/api/admin/payments/csv?status=void', { token: admin });
    expect(response.statusCode).toBe(400);
  });
});

describe('status after a reversal', () => {
  it('lists the reversed receipt with its credit note under status=reversed only', async () => {
    const reversal = await reverse(t, admin, receipts.charlie, 'Cash was counterfeit notes');
    expect(reversal.statusCode, reversal.body).toBe(201);
    const { creditNoteNo } = reversal.json().data;
    const reversed = await list({ search: tag, status: 'reversed' });
    expect(reversed.items.map((row) => [row.receiptNo, row.creditNoteNo])).toEqual([
      [receipts.charlie, creditNoteNo],
    ]);
    // Its invoice is still named (from the credit note) and still found by its number.
    expect(reversed.items[0]?.invoices.map((invoice) => invoice.invoiceNo)).toEqual([charlie.invoiceNo]);
    expect(await receiptNos({ search: charlie.invoiceNo })).toEqual([receipts.charlie]);
    expect((await list({ search: tag, status: 'posted' })).total).toBe(3);
    const csv = await t.api('GET', `/api/admin/payments/csv?search=${receipts.charlie}`, { token: admin });
    expect(csv.body).toContain(`,500,Reversed,${creditNoteNo}`);
  });
});

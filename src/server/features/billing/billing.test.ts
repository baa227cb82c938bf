import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntry, PaymentHistory } from '../../../contract/money';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { memberWithProfile } from '../profile/sections/test-support';
import { postReceipt } from './post-receipt';
import { type RaiseInvoiceInput, raiseInvoice } from './raise-invoice';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A fresh signed-in member without any books: their token and user id. */
async function freshMember(memberNo: string | null = null) {
  const token = await memberWithProfile(t);
  const session = (await t.api('GET', '/api/auth/user', { token })).json().data;
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', session.email)
    .executeTakeFirstOrThrow();
  if (memberNo) {
    await t.db.updateTable('profiles').set({ member_no: memberNo }).where('user_id', '=', user.id).execute();
  }
  return { token, userId: user.id, email: session.email as string };
}

let sourceCount = 0;
const invoiceFor = (userId: number, overrides: Partial<RaiseInvoiceInput> = {}): RaiseInvoiceInput => {
  sourceCount += 1;
  return {
    userId,
    source: 'APPLICATION',
    sourceRef: `APP-TEST-${sourceCount}`,
    description: 'Application fee',
    lines: [{ description: 'Application fee', quantity: 1, unitCents: 10_000_00, vatCents: 1_379_31 }],
    documentDate: '2026-01-10',
    dueDate: '2026-02-10',
    ...overrides,
  };
};

let txCount = 0;
const receiptFor = (
  userId: number,
  invoiceId: number,
  amountCents: number,
  paidAt = '2026-01-15T08:00:00.000Z',
) => {
  txCount += 1;
  return postReceipt(t.db, {
    payerUserId: userId,
    invoiceId,
    paymentId: null,
    amountCents,
    method: 'M-Pesa',
    provider: 'test',
    providerTxId: `TESTTX${txCount}`,
    paidAt,
  });
};

async function ledger(token: string): Promise<LedgerEntry[]> {
  const response = await t.api('GET', '/api/profile/ledger', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
async function balance(token: string): Promise<number> {
  const response = await t.api('GET', '/api/billing/balance', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.BalanceLCY;
}
async function history(token: string): Promise<PaymentHistory> {
  const response = await t.api('GET', '/api/billing/history', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('raiseInvoice', () => {
  it('posts an INV- numbered invoice with its lines, once per source', async () => {
    const { userId } = await freshMember();
    const input = invoiceFor(userId, {
      lines: [
        { description: 'Fee', quantity: 2, unitCents: 1_500_00, vatCents: 413_79 },
        { description: 'Card', quantity: 1, unitCents: 250_50, vatCents: 34_55 },
      ],
    });
    const first = await raiseInvoice(t.db, input);
    expect(first.invoice_no).toMatch(/^INV-\d{6}$/);
    expect(first.total_cents).toBe(3_250_50);
    expect(first.currency).toBe('KES');
    const again = await raiseInvoice(t.db, { ...input, description: 'A retried submission' });
    expect(again.id).toBe(first.id);
    expect(again.invoice_no).toBe(first.invoice_no);
    const stored = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('source_type', '=', input.source)
      .where('source_ref', '=', input.sourceRef)
      .execute();
    expect(stored).toHaveLength(1);
    const lines = await t.db
      .selectFrom('invoice_lines')
      .select(['line_no', 'amount_cents', 'vat_cents'])
      .where('invoice_id', '=', first.id)
      .orderBy('line_no')
      .execute();
    expect(lines).toEqual([
      { line_no: 1, amount_cents: 3_000_00, vat_cents: 413_79 },
      { line_no: 2, amount_cents: 250_50, vat_cents: 34_55 },
    ]);
  });

  it('bills the same source reference (a subscription period) to each member once, separately', async () => {
    const a = await freshMember();
    const b = await freshMember();
    const input = invoiceFor(a.userId);
    const first = await raiseInvoice(t.db, input);
    const other = await raiseInvoice(t.db, { ...input, userId: b.userId });
    expect(other.id).not.toBe(first.id);
    expect((await raiseInvoice(t.db, { ...input, userId: b.userId })).id).toBe(other.id);
    const owners = await t.db
      .selectFrom('invoices')
      .select('user_id')
      .where('source_ref', '=', input.sourceRef)
      .orderBy('id')
      .execute();
    expect(owners).toEqual([{ user_id: a.userId }, { user_id: b.userId }]);
  });

  it('numbers a different source with a new invoice number', async () => {
    const { userId } = await freshMember();
    const a = await raiseInvoice(t.db, invoiceFor(userId));
    const b = await raiseInvoice(t.db, invoiceFor(userId));
    expect(b.invoice_no).not.toBe(a.invoice_no);
    expect(b.invoice_no).toMatch(/^INV-\d{6}$/);
  });
});

describe('postReceipt', () => {
  it('allocates a partial payment and leaves the rest owed', async () => {
    const { token, userId } = await freshMember();
    const invoice = await raiseInvoice(t.db, invoiceFor(userId));
    const receipt = await receiptFor(userId, invoice.id, 4_000_00);
    expect(receipt.receipt_no).toMatch(/^RCT-\d{6}$/);
    const entries = await ledger(token);
    const invoiceEntry = entries.find((entry) => entry.documentNo === invoice.invoice_no);
    expect(invoiceEntry?.remainingAmtLCY).toBe(6000);
    expect(await balance(token)).toBe(6000);
  });

  it('allocates only what is owed; the overpayment becomes credit (a negative balance)', async () => {
    const { token, userId } = await freshMember();
    const invoice = await raiseInvoice(t.db, invoiceFor(userId));
    await receiptFor(userId, invoice.id, 4_000_00);
    const second = await receiptFor(userId, invoice.id, 10_000_00);
    const allocations = await t.db
      .selectFrom('receipt_allocations')
      .select(['receipt_id', 'amount_cents'])
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(allocations.find((row) => row.receipt_id === second.id)?.amount_cents).toBe(6_000_00);
    expect(allocations.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(invoice.total_cents);
    const entries = await ledger(token);
    expect(entries.find((entry) => entry.documentNo === invoice.invoice_no)?.remainingAmtLCY).toBe(0);
    expect(await balance(token)).toBe(-4000);
  });

  it('allocates nothing to a paid invoice: the whole receipt is credit', async () => {
    const { token, userId } = await freshMember();
    const invoice = await raiseInvoice(t.db, invoiceFor(userId));
    await receiptFor(userId, invoice.id, invoice.total_cents);
    const extra = await receiptFor(userId, invoice.id, 500_00);
    const allocated = await t.db
      .selectFrom('receipt_allocations')
      .select('amount_cents')
      .where('receipt_id', '=', extra.id)
      .execute();
    expect(allocated).toEqual([]);
    expect(await balance(token)).toBe(-500);
  });

  it('refuses a second receipt for the same provider transaction', async () => {
    const { userId } = await freshMember();
    const invoice = await raiseInvoice(t.db, invoiceFor(userId));
    const input = {
      payerUserId: userId,
      invoiceId: invoice.id,
      paymentId: null,
      amountCents: 100_00,
      method: 'Card',
      provider: 'test',
      providerTxId: 'TESTTX-ONCE',
      paidAt: '2026-01-15T08:00:00.000Z',
    };
    await postReceipt(t.db, input);
    await expect(postReceipt(t.db, input)).rejects.toThrow();
    const receipts = await t.db
      .selectFrom('receipts')
      .select('id')
      .where('provider_tx_id', '=', 'TESTTX-ONCE')
      .execute();
    expect(receipts).toHaveLength(1);
  });
});

describe('GET profile/ledger and billing/balance', () => {
  it('lists invoices (positive, KES) and receipts (negative) in posting order', async () => {
    const { token, userId } = await freshMember();
    const first = await raiseInvoice(t.db, invoiceFor(userId, { source: 'SUBSCRIPTION', sourceRef: '2031' }));
    const receipt = await receiptFor(userId, first.id, 1_234_56, '2026-01-20T10:00:00.000Z');
    const second = await raiseInvoice(
      t.db,
      invoiceFor(userId, {
        description: 'Licence fee',
        lines: [{ description: 'Licence', quantity: 1, unitCents: 500_05, vatCents: 68_97 }],
        documentDate: '2026-03-01',
        dueDate: '2026-03-31',
      }),
    );
    // Posting times fixed apart, so the order does not hang on the clock's millisecond.
    await t.db
      .updateTable('invoices')
      .set({ posted_at: '2026-01-10T09:00:00.000Z' })
      .where('id', '=', first.id)
      .execute();
    await t.db
      .updateTable('receipts')
      .set({ posted_at: '2026-01-20T10:05:00.000Z' })
      .where('id', '=', receipt.id)
      .execute();
    await t.db
      .updateTable('invoices')
      .set({ posted_at: '2026-03-01T09:00:00.000Z' })
      .where('id', '=', second.id)
      .execute();

    const entries = await ledger(token);
    expect(entries.map((entry) => entry.documentNo)).toEqual([
      first.invoice_no,
      receipt.receipt_no,
      second.invoice_no,
    ]);
    expect(entries[0]).toEqual({
      documentNo: first.invoice_no,
      documentType: 'Invoice',
      description: 'Application fee',
      amountLCY: 10000,
      remainingAmtLCY: 8765.44,
      dueDate: '2026-02-10',
      postingDate: '2026-01-10',
      documentDate: '2026-01-10',
      externalDocumentNo: first.invoice_no,
      source: 'SUBSCRIPTION',
      runningBalanceLCY: 10000,
      dueState: expect.objectContaining({ kind: 'overdue' }),
    });
    expect(entries[1]).toEqual({
      documentNo: receipt.receipt_no,
      documentType: 'Receipt',
      description: 'Payment by M-Pesa',
      amountLCY: -1234.56,
      remainingAmtLCY: 0,
      dueDate: '2026-01-20',
      postingDate: '2026-01-20',
      documentDate: '2026-01-20',
      externalDocumentNo: receipt.receipt_no,
      source: null,
      runningBalanceLCY: 8765.44,
      dueState: null,
    });
    expect(entries[2]).toMatchObject({ amountLCY: 500.05, remainingAmtLCY: 500.05, source: 'APPLICATION' });
    expect(await balance(token)).toBe(9265.49);
  });

  it('answers an empty statement and a zero balance for a member without books', async () => {
    const { token } = await freshMember();
    expect(await ledger(token)).toEqual([]);
    expect(await balance(token)).toBe(0);
    expect((await history(token)).entries).toEqual([]);
  });
});

describe('GET billing/history', () => {
  it("lists the caller's payments newest payment first, with e-mail, name and no", async () => {
    const { token, userId, email } = await freshMember('M-12345');
    const older = await raiseInvoice(t.db, invoiceFor(userId, { source: 'SUBSCRIPTION', sourceRef: '2044' }));
    const newer = await raiseInvoice(t.db, invoiceFor(userId, { source: 'SUBSCRIPTION', sourceRef: '2045' }));
    const other = await raiseInvoice(t.db, invoiceFor(userId));
    const paidOlder = await receiptFor(userId, older.id, older.total_cents, '2024-02-01T08:00:00.000Z');
    const paidOther = await receiptFor(userId, other.id, 2_500_00, '2025-06-01T08:00:00.000Z');
    const paidNewer = await receiptFor(userId, newer.id, newer.total_cents, '2025-01-05T08:00:00.000Z');

    const answer = await history(token);
    expect(answer).toMatchObject({ email, name: 'SECOND MEMBER', no: 'M-12345' });
    expect(answer.entries.map((entry) => entry.paymentCode)).toEqual([
      paidOther.receipt_no,
      paidNewer.receipt_no,
      paidOlder.receipt_no,
    ]);
    expect(answer.entries.map((entry) => entry.yearOfSubscription)).toEqual([null, 2045, 2044]);
    const company = await t.db
      .selectFrom('company_information')
      .select('display_name')
      .executeTakeFirstOrThrow();
    expect(answer.entries[1]).toEqual({
      paymentCode: paidNewer.receipt_no,
      paymentDate: '2025-01-05',
      paymentFrom: 'SECOND MEMBER',
      paymentTo: company.display_name,
      amount: 10000,
      paymentID: paidNewer.provider_tx_id,
      paymentType: 'M-Pesa',
      yearOfSubscription: 2045,
      reversedBy: null,
      paidFor: `Application fee (invoice ${newer.invoice_no})`,
    });
    expect(answer.entries[0]?.amount).toBe(2500);
  });

  it('answers no as empty when the member has no member number yet', async () => {
    const { token } = await freshMember();
    expect((await history(token)).no).toBe('');
  });
});

describe('the demo member (db/seed/demo-billing.ts)', () => {
  it("has last year's subscription paid and this year's open", async () => {
    const token = await t.login(demo.member);
    const year = new Date().getFullYear();
    const entries = await ledger(token);
    const invoices = entries.filter((entry) => entry.documentType === 'Invoice');
    const receipts = entries.filter((entry) => entry.documentType === 'Receipt');
    expect(invoices.map((entry) => entry.description).sort()).toEqual([
      `Annual subscription ${year - 1}`,
      `Annual subscription ${year}`,
    ]);
    expect(receipts).toHaveLength(1);
    const lastYear = invoices.find((entry) => entry.description.endsWith(String(year - 1)));
    const thisYear = invoices.find((entry) => entry.description.endsWith(String(year)));
    expect(lastYear?.remainingAmtLCY).toBe(0);
    expect(thisYear?.remainingAmtLCY).toBe(thisYear?.amountLCY);
    expect(thisYear?.amountLCY).toBeGreaterThan(0);
    expect(receipts[0]?.amountLCY).toBe(-(lastYear?.amountLCY ?? 0));
    expect(await balance(token)).toBe(thisYear?.amountLCY);

    const paid = await history(token);
    expect(paid).toMatchObject({ email: demo.member, name: 'JAMES MWANGI KAMAU' });
    expect(paid.entries).toHaveLength(1);
    expect(paid.entries[0]).toMatchObject({
      paymentCode: receipts[0]?.documentNo,
      paymentDate: `${year - 1}-02-14`,
      paymentType: 'M-Pesa',
      yearOfSubscription: year - 1,
    });
  });

  it('is not billed twice when the seed runs again', async () => {
    const token = await t.login(demo.member);
    const before = await ledger(token);
    await t.reseed();
    expect(await ledger(token)).toEqual(before);
  });
});

describe('access', () => {
  it.each(['/api/profile/ledger', '/api/billing/balance', '/api/billing/history'])(
    '%s answers 401 when signed out',
    async (url) => {
      expect((await t.api('GET', url)).statusCode).toBe(401);
    },
  );

  it("never shows member B member A's invoices, receipts or payments", async () => {
    const a = await freshMember();
    const b = await freshMember();
    const invoice = await raiseInvoice(t.db, invoiceFor(a.userId));
    await receiptFor(a.userId, invoice.id, 1_000_00);
    expect(await ledger(a.token)).toHaveLength(2);
    expect(await ledger(b.token)).toEqual([]);
    expect(await balance(b.token)).toBe(0);
    expect((await history(b.token)).entries).toEqual([]);
    expect((await history(b.token)).email).toBe(b.email);
  });
});

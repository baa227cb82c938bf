import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balance, LedgerEntry, PaymentHistory } from '../../../contract/money';
import { todayIso } from '../../../contract/profile-sections/fields';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { memberWithProfile } from '../profile/sections/test-support';
import { dueStateOf } from './ledger';
import { postReceipt } from './post-receipt';
import { raiseInvoice } from './raise-invoice';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function freshMember() {
  const token = await memberWithProfile(t);
  const session = (await t.api('GET', '/api/auth/user', { token })).json().data;
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', session.email)
    .executeTakeFirstOrThrow();
  return { token, userId: user.id };
}

/** YYYY-MM-DD `days` from today (Nairobi), negative for the past. */
const dayFromToday = (days: number) => {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

let count = 0;
async function invoice(
  userId: number,
  kes: number,
  dueInDays: number,
  postedAt: string,
  description = 'Fee',
) {
  count += 1;
  const row = await raiseInvoice(t.db, {
    userId,
    source: 'BOOKING',
    sourceRef: `STMT-${count}`,
    description,
    lines: [{ description, quantity: 1, unitCents: kes * 100, vatCents: 0 }],
    documentDate: postedAt.slice(0, 10),
    dueDate: dayFromToday(dueInDays),
  });
  await t.db.updateTable('invoices').set({ posted_at: postedAt }).where('id', '=', row.id).execute();
  return row;
}

async function receipt(userId: number, invoiceId: number, kes: number, postedAt: string) {
  count += 1;
  const row = await postReceipt(t.db, {
    payerUserId: userId,
    invoiceId,
    paymentId: null,
    amountCents: kes * 100,
    method: 'M-Pesa',
    provider: 'test',
    providerTxId: `STMTTX${count}`,
    paidAt: postedAt,
  });
  await t.db.updateTable('receipts').set({ posted_at: postedAt }).where('id', '=', row.id).execute();
  return row;
}

const get = async <T>(token: string, path: string): Promise<T> => {
  const response = await t.api('GET', path, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('dueStateOf', () => {
  it('says overdue by N days past the due date, due in N days before it, paid when settled', () => {
    expect(dueStateOf(100, '2026-03-01', '2026-03-11')).toEqual({ kind: 'overdue', days: 10 });
    expect(dueStateOf(100, '2026-03-11', '2026-03-11')).toEqual({ kind: 'due', days: 0 });
    expect(dueStateOf(100, '2026-04-01', '2026-03-11')).toEqual({ kind: 'due', days: 21 });
    expect(dueStateOf(0, '2026-03-01', '2026-03-11')).toEqual({ kind: 'paid', days: 0 });
  });
});

describe('GET billing/balance: arrears are only what is past due', () => {
  it('counts an invoice due in three weeks as not yet due, not as arrears', async () => {
    const { token, userId } = await freshMember();
    await invoice(userId, 2_000, 21, '2026-01-05T08:00:00.000Z');
    const balance = await get<Balance>(token, '/api/billing/balance');
    expect(balance).toEqual({
      BalanceLCY: 2000,
      overdueLCY: 0,
      notYetDueLCY: 2000,
      nextDueDate: dayFromToday(21),
    });
  });

  it('counts what is left on a past-due invoice as arrears, and an invoice due today as not yet due', async () => {
    const { token, userId } = await freshMember();
    const late = await invoice(userId, 5_000, -240, '2026-01-05T08:00:00.000Z');
    await receipt(userId, late.id, 1_500, '2026-01-06T08:00:00.000Z');
    await invoice(userId, 700, 0, '2026-01-07T08:00:00.000Z');
    const balance = await get<Balance>(token, '/api/billing/balance');
    expect(balance).toEqual({
      BalanceLCY: 4200,
      overdueLCY: 3500,
      notYetDueLCY: 700,
      nextDueDate: todayIso(),
    });
  });
});

describe('GET profile/ledger: in date order with a running balance and each invoice state', () => {
  it('orders by posting day, runs the balance down the page and states each invoice in words', async () => {
    const { token, userId } = await freshMember();
    // Raised out of date order on purpose: the statement must not follow the insertion order.
    const march = await invoice(userId, 300, 10, '2026-03-01T08:00:00.000Z', 'Event fee');
    const january = await invoice(userId, 1_000, -30, '2026-01-10T08:00:00.000Z', 'Subscription');
    const paid = await receipt(userId, january.id, 1_000, '2026-01-20T08:00:00.000Z');
    const february = await invoice(userId, 500, -240, '2026-02-01T08:00:00.000Z', 'Licence fee');

    const entries = await get<LedgerEntry[]>(token, '/api/profile/ledger');
    expect(entries.map((entry) => [entry.documentNo, entry.postingDate, entry.runningBalanceLCY])).toEqual([
      [january.invoice_no, '2026-01-10', 1000],
      [paid.receipt_no, '2026-01-20', 0],
      [february.invoice_no, '2026-02-01', 500],
      [march.invoice_no, '2026-03-01', 800],
    ]);
    expect(entries.map((entry) => entry.dueState)).toEqual([
      { kind: 'paid', days: 0 },
      null,
      { kind: 'overdue', days: 240 },
      { kind: 'due', days: 10 },
    ]);
  });

  it('puts an invoice before the receipt that paid it on the same day', async () => {
    const { token, userId } = await freshMember();
    const bill = await invoice(userId, 400, 5, '2026-05-01T10:00:00.000Z');
    // The receipt's posting time sorts earlier than the invoice's on the clock, on the same day.
    const pay = await receipt(userId, bill.id, 400, '2026-05-01T09:00:00.000Z');
    const entries = await get<LedgerEntry[]>(token, '/api/profile/ledger');
    expect(entries.map((entry) => [entry.documentNo, entry.runningBalanceLCY])).toEqual([
      [bill.invoice_no, 400],
      [pay.receipt_no, 0],
    ]);
  });
});

describe('GET billing/history: what each payment was for, newest payment first', () => {
  it('names the invoice each payment paid, or credit on account, by payment date newest first', async () => {
    const { token, userId } = await freshMember();
    const sub = await invoice(userId, 1_000, -10, '2026-01-01T08:00:00.000Z', 'Subscription 2026');
    const event = await invoice(userId, 200, 10, '2026-01-02T08:00:00.000Z', 'Event: Bridges seminar');
    const first = await receipt(userId, sub.id, 1_000, '2026-01-05T08:00:00.000Z');
    const second = await receipt(userId, event.id, 200, '2026-02-05T08:00:00.000Z');
    // Nothing left on the event invoice: all of this one is credit.
    const third = await receipt(userId, event.id, 50, '2026-03-05T08:00:00.000Z');

    const history = await get<PaymentHistory>(token, '/api/billing/history');
    expect(history.entries.map((entry) => [entry.paymentCode, entry.paymentDate, entry.paidFor])).toEqual([
      [third.receipt_no, '2026-03-05', 'Credit on account'],
      [second.receipt_no, '2026-02-05', `Event: Bridges seminar (invoice ${event.invoice_no})`],
      [first.receipt_no, '2026-01-05', `Subscription 2026 (invoice ${sub.invoice_no})`],
    ]);
  });
});

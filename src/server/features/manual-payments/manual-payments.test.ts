import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualPaymentMessages, type OpenInvoice } from '../../../contract/manual-payments';
import { todayIso } from '../../../contract/profile-sections/fields';
import { addDays } from '../../platform/time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { raiseInvoice } from '../billing/raise-invoice';
import { memberWithProfile } from '../profile/sections/test-support';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
});
afterAll(async () => {
  await t?.close();
});

let count = 0;
/** A fresh member with a member number and one open invoice of KES 10,000. */
async function memberOwing() {
  count += 1;
  const token = await memberWithProfile(t);
  const { email } = (await t.api('GET', '/api/auth/user', { token })).json().data;
  const { id: userId } = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const memberNo = `MP-${process.pid}-${count}`;
  await t.db.updateTable('profiles').set({ member_no: memberNo }).where('user_id', '=', userId).execute();
  const invoice = await raiseInvoice(t.db, {
    userId,
    source: 'SUBSCRIPTION',
    sourceRef: `MANUAL-${count}`,
    description: 'Annual subscription',
    lines: [{ description: 'Subscription', quantity: 1, unitCents: 10_000_00, vatCents: 1_379_31 }],
    documentDate: '2026-01-10',
    dueDate: '2026-02-10',
  });
  return { token, userId, email: email as string, memberNo, invoiceNo: invoice.invoice_no };
}

const payment = (invoiceNo: string, overrides: Record<string, unknown> = {}) => ({
  invoiceNo,
  amount: 4_000,
  method: 'Bank transfer',
  reference: `slip-${process.pid}-${++count}`,
  paidOn: addDays(todayIso(), -1),
  ...overrides,
});

/** Posts as the admin unless another token (or none: `null`, a visitor) is given. */
const post = (body: unknown, token: string | null = admin) =>
  t.api('POST', '/api/admin/manual-payments', token === null ? { body } : { token, body });
const search = async (term: string): Promise<OpenInvoice[]> => {
  const response = await t.api(
    'GET',
    `/api/admin/manual-payments/invoices?search=${encodeURIComponent(term)}`,
    {
      token: admin,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('payments posted by hand (issue 10)', () => {
  it('is for admins and the super-admin: 401 visitors, 403 members and approvers', async () => {
    const { invoiceNo } = await memberOwing();
    const member = await t.login(demo.member);
    const approver = await t.login(demo.approver);
    const superAdmin = await t.login(demo.superAdmin);
    for (const [token, status] of [
      [undefined, 401],
      [member, 403],
      [approver, 403],
    ] as const) {
      expect(
        (await t.api('GET', '/api/admin/manual-payments/invoices', token ? { token } : {})).statusCode,
      ).toBe(status);
      expect((await post(payment(invoiceNo), token ?? null)).statusCode).toBe(status);
    }
    expect((await post(payment(invoiceNo), superAdmin)).statusCode).toBe(201);
  });

  it('finds open invoices by invoice number, member number, e-mail or name, not paid ones', async () => {
    const owing = await memberOwing();
    const [byNo] = await search(owing.invoiceNo);
    expect(byNo).toMatchObject({
      invoiceNo: owing.invoiceNo,
      memberNo: owing.memberNo,
      email: owing.email,
      memberName: 'SECOND MEMBER',
      purpose: 'Subscription Payment',
      totalLCY: 10_000,
      owedLCY: 10_000,
      dueDate: '2026-02-10',
    });
    expect((await search(owing.memberNo)).map((row) => row.invoiceNo)).toEqual([owing.invoiceNo]);
    expect((await search(owing.email.toUpperCase())).map((row) => row.invoiceNo)).toEqual([owing.invoiceNo]);
    expect((await search('second member')).map((row) => row.invoiceNo)).toContain(owing.invoiceNo);
    expect(await search(owing.invoiceNo.slice(0, -1))).toEqual([]);
    expect((await post(payment(owing.invoiceNo, { amount: 10_000 }))).statusCode).toBe(201);
    expect(await search(owing.invoiceNo)).toEqual([]);
  });

  it('posts a receipt that reduces what is owed, shown in the member’s own billing answers', async () => {
    const owing = await memberOwing();
    const response = await post(payment(owing.invoiceNo, { amount: 4_000.5, reference: ' ft26ab ' }));
    expect(response.statusCode, response.body).toBe(201);
    const { receiptNo } = response.json().data;
    expect(receiptNo).toMatch(/^RCT-/);
    expect((await search(owing.invoiceNo))[0]?.owedLCY).toBe(5_999.5);
    const balance = await t.api('GET', '/api/billing/balance', { token: owing.token });
    expect(balance.json().data.BalanceLCY).toBe(5_999.5);
    const ledger = (await t.api('GET', '/api/profile/ledger', { token: owing.token })).json().data;
    expect(
      ledger.find((entry: { documentNo: string }) => entry.documentNo === owing.invoiceNo),
    ).toMatchObject({
      remainingAmtLCY: 5_999.5,
    });
    const history = (await t.api('GET', '/api/billing/history', { token: owing.token })).json().data;
    expect(history.entries).toEqual([
      expect.objectContaining({
        paymentCode: receiptNo,
        amount: 4_000.5,
        paymentID: 'Bank transfer:FT26AB',
        paymentType: 'Bank transfer',
        paymentDate: addDays(todayIso(), -1),
      }),
    ]);
  });

  it('writes the audit row naming the actor, invoice, amount, method and reference', async () => {
    const owing = await memberOwing();
    const response = await post(payment(owing.invoiceNo, { method: 'Cheque', reference: 'chq 001234' }));
    const { receiptNo } = response.json().data;
    const row = await t.db
      .selectFrom('audit_log')
      .innerJoin('users', 'users.id', 'audit_log.actor_id')
      .select(['audit_log.action', 'audit_log.subject_id', 'audit_log.details', 'users.email'])
      .where('audit_log.action', '=', 'payment.posted-by-hand')
      .where('audit_log.subject_id', '=', owing.invoiceNo)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(demo.admin);
    expect(JSON.parse(row.details ?? '{}')).toMatchObject({
      invoiceNo: owing.invoiceNo,
      receiptNo,
      amount: 4_000,
      method: 'Cheque',
      reference: 'CHQ 001234',
    });
  });

  it('refuses more than is still owed, naming the amount owed, and posts nothing', async () => {
    const owing = await memberOwing();
    expect((await post(payment(owing.invoiceNo, { amount: 7_500 }))).statusCode).toBe(201);
    const response = await post(payment(owing.invoiceNo, { amount: 2_500.01 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(manualPaymentMessages.amountAboveOwed(2_500));
    expect(response.json().message).toContain('KES 2,500.00');
    expect((await search(owing.invoiceNo))[0]?.owedLCY).toBe(2_500);
  });

  it('refuses a date in the future, a bad amount or a short reference', async () => {
    const owing = await memberOwing();
    const future = await post(payment(owing.invoiceNo, { paidOn: addDays(todayIso(), 1) }));
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(manualPaymentMessages.paidOnFuture);
    expect((await post(payment(owing.invoiceNo, { paidOn: todayIso() }))).statusCode).toBe(201);
    expect((await post(payment(owing.invoiceNo, { amount: 0 }))).statusCode).toBe(400);
    expect((await post(payment(owing.invoiceNo, { amount: 10.005 }))).json().message).toBe(
      manualPaymentMessages.amountCents,
    );
    expect((await post(payment(owing.invoiceNo, { reference: ' ab ' }))).statusCode).toBe(400);
    expect((await post(payment(owing.invoiceNo, { method: 'Card' }))).statusCode).toBe(400);
  });

  it('refuses the same slip twice (any case or spacing) with 409, also when posted at once', async () => {
    const owing = await memberOwing();
    const first = await post(payment(owing.invoiceNo, { amount: 100, reference: 'QWE123RTY' }));
    expect(first.statusCode).toBe(201);
    const again = await post(payment(owing.invoiceNo, { amount: 100, reference: ' qwe123rty' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(manualPaymentMessages.duplicateReference('Bank transfer', 'QWE123RTY'));
    // The same number by another method is another slip.
    expect(
      (await post(payment(owing.invoiceNo, { amount: 100, method: 'Cheque', reference: 'QWE123RTY' })))
        .statusCode,
    ).toBe(201);

    const other = await memberOwing();
    const body = payment(other.invoiceNo, { amount: 100, method: 'M-Pesa paybill', reference: 'RACE99' });
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const receipts = await t.db
      .selectFrom('receipts')
      .select('id')
      .where('provider_tx_id', '=', 'M-Pesa paybill:RACE99')
      .execute();
    expect(receipts).toHaveLength(1);
    expect((await search(other.invoiceNo))[0]?.owedLCY).toBe(9_900);
  });

  it('never lets two payments at once pay more than is owed', async () => {
    const owing = await memberOwing();
    const answers = await Promise.all([
      post(payment(owing.invoiceNo, { amount: 6_000 })),
      post(payment(owing.invoiceNo, { amount: 6_000 })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect((await search(owing.invoiceNo))[0]?.owedLCY).toBe(4_000);
  });

  it('answers 404 for an unknown invoice', async () => {
    const response = await post(payment('INV-999999'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(manualPaymentMessages.invoiceNotFound);
  });
});

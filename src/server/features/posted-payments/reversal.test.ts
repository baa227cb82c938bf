import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../contract/money';
import { moneyMessages } from '../../../contract/money';
import { postedPaymentMessages } from '../../../contract/posted-payments';
import { REVERSED_PURPOSE } from '../../../contract/reports';
import { encodeRouteText } from '../../../contract/route-values';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { readPdf } from '../../test-support/pdf-text';
import { verificationCode, verificationUrl } from '../billing-documents/verification-url';
import { memberOwing, payByHand, reverse } from './test-support';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
});
afterAll(async () => {
  await t?.close();
});

const reason = 'The cheque bounced at the bank';
const ledgerOf = async (token: string): Promise<LedgerEntry[]> =>
  (await t.api('GET', '/api/profile/ledger', { token })).json().data;
const balanceOf = async (token: string): Promise<number> =>
  (await t.api('GET', '/api/billing/balance', { token })).json().data.BalanceLCY;
const creditNotePdf = (code: string, token: string) =>
  t.api('GET', `/api/billing/document/credit-note/${encodeRouteText(code)}`, { token });
const verify = async (type: 'receipt' | 'credit-note', number: string) =>
  t.api('GET', `/api/verify/${type}/${number}?code=${await verificationCode(t.db, type, number)}`, {
    ip: '10.27.0.1',
  });

describe('POST admin/payments/:receiptNo/reverse', () => {
  it("takes the reversed amount off income in the credit note's month: the report and the overview agree", async () => {
    const owing = await memberOwing(t, { first: 'INCOME', last: 'REVERSED' });
    const receiptNo = await payByHand(t, admin, owing.invoiceNo, { amount: 1_500 });
    const today = new Date().toISOString().slice(0, 10);
    const income = async () =>
      (await t.api('GET', `/api/admin/reports/income?from=${today}&to=${today}`, { token: admin })).json()
        .data;
    const overviewIncome = async () =>
      (await t.api('GET', '/api/admin/overview', { token: admin })).json().data.money.incomeThisMonth;
    const [reportBefore, overviewBefore] = [await income(), await overviewIncome()];

    expect((await reverse(t, admin, receiptNo, reason)).statusCode).toBe(201);
    const reportAfter = await income();
    expect(reportAfter.totalAmount).toBeCloseTo(reportBefore.totalAmount - 1_500, 2);
    expect(reportAfter.rows).toContainEqual(
      expect.objectContaining({ purpose: REVERSED_PURPOSE, month: today.slice(0, 7) }),
    );
    expect(await overviewIncome()).toBeCloseTo(overviewBefore - 1_500, 2);
  });

  it('issues a credit note that reopens the invoice, puts it on the ledger and raises the balance', async () => {
    const owing = await memberOwing(t, { first: 'REVERSED', last: 'PAYER' });
    const receiptNo = await payByHand(t, admin, owing.invoiceNo, { amount: 4_000 });
    expect(await balanceOf(owing.token)).toBe(6_000);

    const response = await reverse(t, admin, receiptNo, `  ${reason}  `);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json().data;
    expect(answer).toEqual({
      receiptNo,
      creditNoteNo: expect.stringMatching(/^CRN-\d{6}$/),
      amountLCY: 4_000,
      reopened: [owing.invoiceNo],
    });

    expect(await balanceOf(owing.token)).toBe(10_000);
    const ledger = await ledgerOf(owing.token);
    expect(ledger.find((entry) => entry.documentNo === owing.invoiceNo)?.remainingAmtLCY).toBe(10_000);
    expect(ledger.find((entry) => entry.documentNo === receiptNo)?.amountLCY).toBe(-4_000);
    expect(ledger.find((entry) => entry.documentNo === answer.creditNoteNo)).toMatchObject({
      documentType: 'Credit note',
      description: `Reversal of receipt ${receiptNo}`,
      amountLCY: 4_000,
      remainingAmtLCY: 0,
      externalDocumentNo: answer.creditNoteNo,
    });
    // Staff can post to the invoice again: it is owed in full.
    const open = await t.api('GET', `/api/admin/manual-payments/invoices?search=${owing.invoiceNo}`, {
      token: admin,
    });
    expect(open.json().data[0]?.owedLCY).toBe(10_000);

    const stored = await t.db
      .selectFrom('credit_notes')
      .innerJoin('users', 'users.id', 'credit_notes.created_by')
      .select(['credit_notes.reason', 'credit_notes.amount_cents', 'users.email'])
      .where('credit_note_no', '=', answer.creditNoteNo)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ reason, amount_cents: 4_000_00, email: demo.admin });

    const audit = await t.db
      .selectFrom('audit_log')
      .innerJoin('users', 'users.id', 'audit_log.actor_id')
      .select(['audit_log.subject_type', 'audit_log.details', 'users.email'])
      .where('audit_log.action', '=', 'payment.reversed')
      .where('audit_log.subject_id', '=', receiptNo)
      .executeTakeFirstOrThrow();
    expect(audit.email).toBe(demo.admin);
    expect(audit.subject_type).toBe('receipt');
    expect(JSON.parse(audit.details ?? '{}')).toEqual({
      receiptNo,
      creditNoteNo: answer.creditNoteNo,
      amount: 4_000,
      reason,
      before: { status: 'posted' },
      after: { status: 'reversed', creditNoteNo: answer.creditNoteNo },
      reopened: [{ invoiceNo: owing.invoiceNo, purpose: 'Subscription Payment', amount: 4_000 }],
    });

    const history = (await t.api('GET', '/api/billing/history', { token: owing.token })).json().data;
    expect(history.entries).toEqual([
      expect.objectContaining({ paymentCode: receiptNo, reversedBy: answer.creditNoteNo }),
    ]);
  });

  it('reverses a receipt once only: 409 naming the credit note, also when asked twice at once', async () => {
    const owing = await memberOwing(t, { first: 'TWICE', last: 'PAYER' });
    const receiptNo = await payByHand(t, admin, owing.invoiceNo, { amount: 1_000 });
    const first = await reverse(t, admin, receiptNo, reason);
    expect(first.statusCode).toBe(201);
    const again = await reverse(t, admin, receiptNo.toLowerCase(), reason);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      postedPaymentMessages.alreadyReversed(receiptNo, first.json().data.creditNoteNo),
    );
    expect(await balanceOf(owing.token)).toBe(10_000);

    const other = await memberOwing(t, { first: 'RACE', last: 'PAYER' });
    const raced = await payByHand(t, admin, other.invoiceNo, { amount: 2_000 });
    const answers = await Promise.all([1, 2, 3].map(() => reverse(t, admin, raced, reason)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const notes = await t.db
      .selectFrom('credit_notes')
      .innerJoin('receipts', 'receipts.id', 'credit_notes.receipt_id')
      .select('credit_notes.id')
      .where('receipts.receipt_no', '=', raced)
      .execute();
    expect(notes).toHaveLength(1);
    expect(await balanceOf(other.token)).toBe(10_000);
  });

  it('requires a reason of at least ten characters and writes nothing without one', async () => {
    const owing = await memberOwing(t, { first: 'REASON', last: 'PAYER' });
    const receiptNo = await payByHand(t, admin, owing.invoiceNo);
    for (const given of [undefined, '', '   too short  ', 'x'.repeat(501)]) {
      const response = await reverse(t, admin, receiptNo, given);
      expect(response.statusCode).toBe(400);
      if (given !== undefined) expect(response.json().message).toBe(postedPaymentMessages.reasonLength);
    }
    expect(await balanceOf(owing.token)).toBe(6_000);
  });

  it('answers 404 for an unknown receipt', async () => {
    const response = await reverse(t, admin, 'RCT-999999', reason);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(postedPaymentMessages.receiptNotFound);
  });

  it('recomputes good standing: the reopened invoice is overdue on the Member Checker again', async () => {
    const member = await t.db
      .selectFrom('users')
      .innerJoin('member_register', 'member_register.user_id', 'users.id')
      .select(['users.id', 'member_register.id as memberId'])
      .where('users.email', '=', demo.member)
      .executeTakeFirstOrThrow();
    const receipt = await t.db
      .selectFrom('receipts')
      .select('receipt_no')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect((await reverse(t, admin, receipt.receipt_no, reason)).statusCode).toBe(201);
    const token = await t.login(demo.member);
    const unpaid = (await ledgerOf(token)).filter(
      (entry) => entry.documentType === 'Invoice' && entry.remainingAmtLCY > 0,
    );
    const earliest = unpaid.map((entry) => entry.dueDate).sort()[0];
    const row = await t.db
      .selectFrom('member_search')
      .select('overdue_from')
      .where('member_pk', '=', member.memberId)
      .executeTakeFirstOrThrow();
    expect(earliest).toBeDefined();
    expect(row.overdue_from).toBe(earliest);
  });
});

describe('the credit note PDF and the public check', () => {
  it('prints the credit note with the receipt, reason, reopened invoice, amount and QR link', async () => {
    const owing = await memberOwing(t, { first: 'PAPER', last: 'PAYER' }, 5_000_00, 'APPLICATION');
    const receiptNo = await payByHand(t, admin, owing.invoiceNo, { amount: 1_234.5, method: 'Cheque' });
    const { creditNoteNo } = (await reverse(t, admin, receiptNo, reason)).json().data;
    const response = await creditNotePdf(creditNoteNo, admin);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdf(Buffer.from(response.json().data, 'base64'));
    expect(pdf.text).toContain('CREDIT NOTE');
    expect(pdf.text).toContain(creditNoteNo);
    expect(pdf.text).toContain(receiptNo);
    expect(pdf.text).toContain(reason);
    expect(pdf.text).toContain(owing.invoiceNo);
    expect(pdf.text).toContain('Cheque');
    expect(pdf.text).toMatch(/Total credited back KES 1,234\.50/);
    expect(pdf.text).toContain('Engineers Institute of Kenya');
    expect(pdf.images).toBeGreaterThanOrEqual(1);
    expect(pdf.text).toContain(await verificationUrl(t.db, t.env.PUBLIC_URL, 'credit-note', creditNoteNo));

    const receiptPdf = await t.api('GET', `/api/billing/receipt/${encodeRouteText(receiptNo)}`, {
      token: admin,
    });
    const receiptText = (await readPdf(Buffer.from(receiptPdf.json().data, 'base64'))).text;
    expect(receiptText).toContain(`REVERSED by credit note ${creditNoteNo}`);
  });

  it('is the owner’s and staff’s to read; another member gets the 404 of a missing number', async () => {
    const owing = await memberOwing(t, { first: 'OWNER', last: 'PAYER' });
    const receiptNo = await payByHand(t, admin, owing.invoiceNo);
    const { creditNoteNo } = (await reverse(t, admin, receiptNo, reason)).json().data;
    expect((await creditNotePdf(creditNoteNo, owing.token)).statusCode).toBe(200);
    const stranger = await t.login(demo.applicant);
    const refused = await creditNotePdf(creditNoteNo, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(moneyMessages.creditNoteNotFound);
    expect((await creditNotePdf('CRN-999999', owing.token)).json().message).toBe(
      moneyMessages.creditNoteNotFound,
    );
    const approver = await t.login(demo.approver);
    expect((await creditNotePdf(creditNoteNo, approver)).statusCode).toBe(200);
  });

  it('says a reversed receipt was reversed, and confirms the credit note', async () => {
    const owing = await memberOwing(t, { first: 'CHECKED', last: 'PAYER' });
    const receiptNo = await payByHand(t, admin, owing.invoiceNo, { amount: 700 });
    expect((await verify('receipt', receiptNo)).json().data.status).toBe('Paid');
    const { creditNoteNo } = (await reverse(t, admin, receiptNo, reason)).json().data;
    expect((await verify('receipt', receiptNo)).json().data).toMatchObject({
      number: receiptNo,
      status: 'Reversed',
      amountLCY: 700,
    });
    const note = await verify('credit-note', creditNoteNo);
    expect(note.statusCode).toBe(200);
    expect(note.json().data).toMatchObject({ type: 'credit-note', number: creditNoteNo, status: 'Issued' });
    expect(note.body).not.toContain(owing.email);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../contract/portal-time';
import { encodeRouteText } from '../../../contract/route-values';
import { type Subscription, subscriptionActions } from '../../../contract/subscriptions';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { readPdf } from '../../test-support/pdf-text';
import { messagesTo } from '../access/test-support';
import { dueStateOf } from '../billing/ledger';
import { postReceipt } from '../billing/post-receipt';
import { raiseInvoice } from '../billing/raise-invoice';
import { memberWithProfile } from '../profile/sections/test-support';
import { remindSubscriptions } from './remind-subscriptions';
import { subscriptionInvoiceText } from './subscription-dates';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const CHARGE_CENTS = 1_000_000;
let txCount = 0;

/** A fresh member with a profile, a register entry in `category` and the given subscription invoices. */
async function memberWithSubscriptions(category: string, paidByPeriod: Record<number, number>) {
  const token = await memberWithProfile(t);
  const session = (await t.api('GET', '/api/auth/user', { token })).json().data;
  const user = await t.db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'users.email', 'profiles.profile_id'])
    .where('users.email', '=', session.email)
    .executeTakeFirstOrThrow();
  const memberNo = `T/${user.id}`;
  const now = new Date().toISOString();
  await t.db
    .insertInto('member_register')
    .values({
      member_no: memberNo,
      first_name: 'TEST',
      second_name: null,
      last_name: `MEMBER${user.id}`,
      id_number: `ID${user.id}`,
      email: user.email,
      phone: null,
      category,
      status: 'Active',
      user_id: user.id,
      activated_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const [period, paidCents] of Object.entries(paidByPeriod)) {
    const text = subscriptionInvoiceText(Number(period));
    const invoice = await raiseInvoice(t.db, {
      userId: user.id,
      source: 'SUBSCRIPTION',
      sourceRef: period,
      description: text.description,
      lines: [{ description: text.line, quantity: 1, unitCents: CHARGE_CENTS, vatCents: 0 }],
      documentDate: text.documentDate,
      dueDate: text.dueDate,
    });
    if (paidCents === 0) continue;
    txCount += 1;
    await postReceipt(t.db, {
      payerUserId: user.id,
      invoiceId: invoice.id,
      paymentId: null,
      amountCents: paidCents,
      method: 'M-Pesa',
      provider: 'test',
      providerTxId: `SUBSTX${txCount}`,
      paidAt: `${period}-02-0${txCount % 9 || 1}T10:00:00.000Z`,
    });
  }
  return { token, userId: user.id, email: user.email, profileId: user.profile_id, memberNo, category };
}

async function subsOf(token: string): Promise<Subscription[]> {
  const response = await t.api('GET', '/api/subs', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('GET subs', () => {
  it("answers the caller's subscriptions newest first with amounts, status and documents", async () => {
    const member = await memberWithSubscriptions('PROFESSIONAL', {
      2024: CHARGE_CENTS,
      2025: 400_000,
      2026: 0,
    });
    const subs = await subsOf(member.token);
    expect(subs.map((sub) => [sub.subsPeriod, sub.status])).toEqual([
      [2026, 'Billed'],
      [2025, 'Partly Paid'],
      [2024, 'Paid'],
    ]);
    const [unpaid, partly, paid] = subs as [Subscription, Subscription, Subscription];
    expect(paid).toMatchObject({
      memberCategory: 'PROFESSIONAL',
      categoryName: 'Professional Engineer',
      billedAmount: 10_000,
      paidAmount: 10_000,
      billed: true,
      paid: true,
      fullyPaid: true,
      profileID: member.profileId,
      memberNo: member.memberNo,
    });
    expect(paid.documentNo).toMatch(/^INV-\d{6,}$/);
    expect(paid.recieptNo).toMatch(/^RCT-\d{6,}$/);
    expect(paid.lastPaidDate?.slice(0, 4)).toBe('2024');
    expect(partly).toMatchObject({ paidAmount: 4_000, paid: true, fullyPaid: false });
    expect(unpaid).toMatchObject({
      paidAmount: 0,
      paid: false,
      fullyPaid: false,
      recieptNo: null,
      lastPaidDate: null,
    });
  });

  it('says an unpaid or part-paid period past its due date is overdue, by the statement rule', async () => {
    const member = await memberWithSubscriptions('PROFESSIONAL', {
      2024: CHARGE_CENTS,
      2025: 400_000,
      2026: 0,
      2099: 0,
    });
    const today = todayIso();
    const subs = await subsOf(member.token);
    expect(subs.map((sub) => [sub.subsPeriod, sub.dueDate, sub.dueState])).toEqual([
      [2099, '2099-03-31', dueStateOf(CHARGE_CENTS, '2099-03-31', today)],
      [2026, '2026-03-31', dueStateOf(CHARGE_CENTS, '2026-03-31', today)],
      [2025, '2025-03-31', dueStateOf(600_000, '2025-03-31', today)],
      [2024, '2024-03-31', { kind: 'paid', days: 0 }],
    ]);
    const [future, current, partly] = subs as [Subscription, Subscription, Subscription];
    expect(future.dueState.kind).toBe('due');
    expect(current.dueState.kind).toBe(today > '2026-03-31' ? 'overdue' : 'due');
    expect(partly.dueState).toMatchObject({ kind: 'overdue' });
    expect(partly.dueState.days).toBeGreaterThan(365);
    // The statement reads the same invoices the same way.
    const ledger = (await t.api('GET', '/api/profile/ledger', { token: member.token })).json().data;
    for (const sub of subs) {
      const line = ledger.find((entry: { documentNo: string }) => entry.documentNo === sub.documentNo);
      expect(line?.dueState).toEqual(sub.dueState);
    }
  });

  it('shows the demo books the seed raised for the demo member', async () => {
    const subs = await subsOf(await t.login(demo.member));
    const year = new Date().getFullYear();
    expect(subs.map((sub) => [sub.subsPeriod, sub.status])).toEqual([
      [year, 'Billed'],
      [year - 1, 'Paid'],
    ]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.api('GET', '/api/subs')).statusCode).toBe(401);
  });
});

describe('row actions (spec 3 §2.4)', () => {
  const paid = { billed: true, paid: true, fullyPaid: true, recieptNo: 'RCT-000001' };
  const partly = { billed: true, paid: true, fullyPaid: false, recieptNo: 'RCT-000002' };
  const unpaid = { billed: true, paid: false, fullyPaid: false, recieptNo: null };
  const member = { membershipType: 'PROFESSIONAL', companyShortName: 'EIK' };
  it.each([
    ['paid', paid, member, { invoice: true, certificate: true, receipt: true, payNow: false }],
    ['partly paid', partly, member, { invoice: true, certificate: false, receipt: true, payNow: true }],
    ['unpaid', unpaid, member, { invoice: true, certificate: false, receipt: false, payNow: true }],
    [
      'paid, GRADUATE',
      paid,
      { ...member, membershipType: 'GRADUATE' },
      { invoice: true, certificate: false, receipt: true, payNow: false },
    ],
    [
      'paid, company ICS',
      paid,
      { ...member, companyShortName: 'ICS' },
      { invoice: true, certificate: false, receipt: true, payNow: false },
    ],
    [
      'paid without a receipt number',
      { ...paid, recieptNo: null },
      member,
      { invoice: true, certificate: true, receipt: false, payNow: false },
    ],
  ])('%s', (_label, sub, context, expected) => {
    expect(subscriptionActions(sub, context)).toEqual(expected);
  });
});

describe('subscription documents', () => {
  it('answers the own invoice and receipt PDFs and 404 for anyone else’s', async () => {
    const owner = await memberWithSubscriptions('PROFESSIONAL', { 2024: CHARGE_CENTS });
    const other = await memberWithSubscriptions('PROFESSIONAL', {});
    const [sub] = await subsOf(owner.token);
    const invoiceCode = encodeRouteText(sub?.documentNo ?? '');
    const receiptCode = encodeRouteText(sub?.recieptNo ?? '');
    for (const path of [`/api/subs/proforma/${invoiceCode}`, `/api/subs/receipt/${receiptCode}`]) {
      const own = await t.api('GET', path, { token: owner.token });
      expect(own.statusCode, own.body).toBe(200);
      expect(Buffer.from(own.json().data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect((await t.api('GET', path, { token: other.token })).statusCode).toBe(404);
    }
    expect(
      (await t.api('GET', `/api/subs/proforma/${encodeRouteText('INV-999999')}`, { token: owner.token }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for a non-subscription invoice of the caller', async () => {
    const member = await memberWithSubscriptions('PROFESSIONAL', {});
    const invoice = await raiseInvoice(t.db, {
      userId: member.userId,
      source: 'APPLICATION',
      sourceRef: `APP-SUBS-${member.userId}`,
      description: 'Application fee',
      lines: [{ description: 'Application fee', quantity: 1, unitCents: 500_000, vatCents: 0 }],
      documentDate: '2026-01-01',
      dueDate: '2026-02-01',
    });
    const response = await t.api('GET', `/api/subs/proforma/${encodeRouteText(invoice.invoice_no)}`, {
      token: member.token,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST subs/certificate', () => {
  const certificate = (token: string, body: Record<string, unknown>) =>
    t.api('POST', '/api/subs/certificate', { token, body });

  it('answers the certificate of a fully paid period with the member and a QR code', async () => {
    const member = await memberWithSubscriptions('PROFESSIONAL', { 2024: CHARGE_CENTS });
    const body = { profileID: member.profileId, subsPeriod: 2024, memberCategory: 'PROFESSIONAL' };
    const response = await certificate(member.token, body);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdf(Buffer.from(response.json().data, 'base64'));
    expect(pdf.text).toContain('SUBSCRIPTION CERTIFICATE');
    expect(pdf.text).toContain(member.memberNo);
    expect(pdf.text).toContain(`/member-verify/${encodeURIComponent(member.memberNo)}?code=`);
    expect(pdf.images).toBeGreaterThan(0);
  });

  it('answers 404 for another profile, another category, an unpaid or partly paid period', async () => {
    const member = await memberWithSubscriptions('PROFESSIONAL', { 2024: CHARGE_CENTS, 2025: 100, 2026: 0 });
    const other = await memberWithSubscriptions('PROFESSIONAL', { 2024: CHARGE_CENTS });
    const base = { profileID: member.profileId, subsPeriod: 2024, memberCategory: 'PROFESSIONAL' };
    for (const body of [
      { ...base, profileID: other.profileId },
      { ...base, memberCategory: 'FELLOW' },
      { ...base, subsPeriod: 2025 },
      { ...base, subsPeriod: 2026 },
      { ...base, subsPeriod: 2023 },
    ]) {
      expect((await certificate(member.token, body)).statusCode, JSON.stringify(body)).toBe(404);
    }
    expect((await certificate(other.token, base)).statusCode).toBe(404);
  });

  it('refuses a GRADUATE, and every member while the body is ICS (403)', async () => {
    const graduate = await memberWithSubscriptions('GRADUATE', { 2024: CHARGE_CENTS });
    const refused = await certificate(graduate.token, {
      profileID: graduate.profileId,
      subsPeriod: 2024,
      memberCategory: 'GRADUATE',
    });
    expect(refused.statusCode).toBe(403);
    const member = await memberWithSubscriptions('PROFESSIONAL', { 2024: CHARGE_CENTS });
    const company = await t.db
      .selectFrom('company_information')
      .select(['id', 'short_name'])
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('company_information')
      .set({ short_name: 'ICS' })
      .where('id', '=', company.id)
      .execute();
    try {
      const body = { profileID: member.profileId, subsPeriod: 2024, memberCategory: 'PROFESSIONAL' };
      expect((await certificate(member.token, body)).statusCode).toBe(403);
    } finally {
      await t.db
        .updateTable('company_information')
        .set({ short_name: company.short_name })
        .where('id', '=', company.id)
        .execute();
    }
  });
});

describe('subscription reminders', () => {
  const reminders = async (email: string) =>
    (await messagesTo(t.db, email)).filter((message) => /subscription/i.test(message.subject ?? ''));

  it('e-mails once 14 days before the due date and once 7 days after it, only while something is owed', async () => {
    const owing = await memberWithSubscriptions('PROFESSIONAL', { 2041: 0 });
    const settled = await memberWithSubscriptions('PROFESSIONAL', { 2041: CHARGE_CENTS });
    const quiet = await memberWithSubscriptions('PROFESSIONAL', { 2041: 0 });
    await t.db.updateTable('users').set({ email_reminders: 0 }).where('id', '=', quiet.userId).execute();

    await remindSubscriptions(t.context, new Date('2041-03-01T08:00:00Z'));
    expect(await reminders(owing.email)).toHaveLength(0);

    await remindSubscriptions(t.context, new Date('2041-03-20T08:00:00Z'));
    await remindSubscriptions(t.context, new Date('2041-03-25T08:00:00Z'));
    const before = await reminders(owing.email);
    expect(before).toHaveLength(1);
    expect(before[0]?.subject).toContain('2041 subscription is due soon');
    expect(before[0]?.body_text).toContain('KES 10,000.00');

    await remindSubscriptions(t.context, new Date('2041-04-03T08:00:00Z'));
    expect(await reminders(owing.email)).toHaveLength(1);
    await remindSubscriptions(t.context, new Date('2041-04-08T08:00:00Z'));
    await remindSubscriptions(t.context, new Date('2041-05-30T08:00:00Z'));
    const after = await reminders(owing.email);
    expect(after).toHaveLength(2);
    expect(after[1]?.subject).toContain('2041 subscription is overdue');

    expect(await reminders(settled.email)).toHaveLength(0);
    expect(await reminders(quiet.email)).toHaveLength(0);
  });

  it('sends an invoice billed after its due date only the overdue reminder', async () => {
    const late = await memberWithSubscriptions('PROFESSIONAL', { 2042: 0 });
    await remindSubscriptions(t.context, new Date('2042-06-01T08:00:00Z'));
    const sent = await reminders(late.email);
    expect(sent.map((message) => message.subject)).toEqual([expect.stringContaining('overdue')]);
  });
});

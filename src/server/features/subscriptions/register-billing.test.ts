import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYear, todayIso } from '../../../contract/profile-sections/fields';
import type { BillingPreview, BillingRun } from '../../../contract/subscriptions';
import { subscriptionMessages } from '../../../contract/subscriptions';
import { addDays, nowIso } from '../../platform/time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { ledgerOf } from '../billing/ledger';
import { isMemberNoInGoodStanding } from '../member-register/good-standing';
import { joinBooksOfAccountAndMember } from '../member-register/link-account';
import { billNewMember } from './bill-new-member';
import { billPendingRuns, raiseSubscriptionInvoices } from './bill-period';

/** Decision 0021: the register is billed, not the accounts. Demo register members have no account. */
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login(demo.admin);
});
afterAll(async () => {
  await t?.close();
});

const entry = (memberNo: string) =>
  t.db.selectFrom('member_register').selectAll().where('member_no', '=', memberNo).executeTakeFirstOrThrow();
const invoiceOf = (memberId: number, period: number) =>
  t.db
    .selectFrom('invoices')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('source_type', '=', 'SUBSCRIPTION')
    .where('source_ref', '=', String(period))
    .executeTakeFirst();
const messagesTo = (recipient: string) =>
  t.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();

async function preview(period: number): Promise<BillingPreview> {
  const response = await t.api('GET', `/api/admin/subscriptions/preview?period=${period}`, {
    token: adminToken,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
async function runPeriod(period: number): Promise<BillingRun> {
  const started = await t.api('POST', '/api/admin/subscriptions/runs', {
    token: adminToken,
    body: { period },
  });
  expect(started.statusCode, started.body).toBe(201);
  await billPendingRuns(t.context);
  const run = await t.api('GET', `/api/admin/subscriptions/runs/${started.json().data.id}`, {
    token: adminToken,
  });
  return run.json().data;
}

describe('billing the register', () => {
  it('bills members without an account, says who is left out and why, and tells each member', async () => {
    const ruto = await entry('G/2307');
    expect(ruto.user_id).toBeNull();
    await t.db
      .updateTable('member_register')
      .set({ status: 'Suspended' })
      .where('member_no', '=', 'M/1021')
      .execute();

    const before = await preview(2040);
    expect(before.toBillWithoutAccount).toBeGreaterThan(0);
    expect(before.toBill).toBeGreaterThan(before.toBillWithoutAccount);
    const suspended = before.leftOut.find(
      (group) => group.reason === 'status' && group.subject === 'Suspended',
    );
    expect(suspended?.label).toBe('Status Suspended');
    expect(suspended?.members.map((member) => member.memberNo)).toContain('M/1021');

    const run = await runPeriod(2040);
    expect(run).toMatchObject({ status: 'Finished', total: before.toBill, billed: before.toBill });
    expect(run.leftOut).toEqual(before.leftOut);
    const invoice = await invoiceOf(ruto.id, 2040);
    expect(invoice).toMatchObject({ user_id: null, document_date: '2040-01-01', due_date: '2040-03-31' });
    expect(await invoiceOf((await entry('M/1021')).id, 2040)).toBeUndefined();

    // The e-mail goes to the register's address and leads to activation, the member number filled in.
    const [mail] = await messagesTo(ruto.email as string);
    expect(mail?.subject).toContain(subscriptionMessages.invoiceSubject(2040));
    expect(mail?.body_text).toContain(invoice?.invoice_no);
    expect(mail?.body_text).toContain('/activate?memberNo=');
    // A member the register knows only by phone gets an SMS.
    const phoneOnly = await entry('T/1543');
    expect(phoneOnly.email).toBeNull();
    const sms = await messagesTo(phoneOnly.phone as string);
    expect(sms.map((message) => message.channel)).toEqual(['sms']);

    // Staff find the invoice of a member without an account to post a payment by hand.
    const open = await t.api('GET', '/api/admin/manual-payments/invoices?search=G%2F2307', {
      token: adminToken,
    });
    expect(open.json().data.map((row: { invoiceNo: string }) => row.invoiceNo)).toContain(
      invoice?.invoice_no,
    );
  });

  it('leaves out a member admitted in a period their admission fee covers, and one admitted after it', async () => {
    await t.db
      .updateTable('membership_categories')
      .set({ admission_covers_first_period: 1 })
      .where('code', '=', 'GRADUATE')
      .execute();
    await t.db
      .updateTable('member_register')
      .set({ admitted_on: '2041-05-01' })
      .where('member_no', '=', 'G/2307')
      .execute();
    await t.db
      .updateTable('member_register')
      .set({ admitted_on: '2042-02-01' })
      .where('member_no', '=', 'PE/0457')
      .execute();
    const groups = (await preview(2041)).leftOut;
    const covered = groups.find((group) => group.reason === 'admissionCovers');
    expect(covered).toMatchObject({ subject: 'GRADUATE' });
    expect(covered?.members.map((member) => member.memberNo)).toContain('G/2307');
    const later = groups.find((group) => group.reason === 'admittedAfter');
    expect(later?.members.map((member) => member.memberNo)).toContain('PE/0457');
    await runPeriod(2041);
    expect(await invoiceOf((await entry('G/2307')).id, 2041)).toBeUndefined();
    expect(await invoiceOf((await entry('PE/0457')).id, 2041)).toBeUndefined();
    await t.db
      .updateTable('membership_categories')
      .set({ admission_covers_first_period: 0 })
      .where('code', '=', 'GRADUATE')
      .execute();
  });

  it('invoices a member admitted after the period was billed on the day, due the set days later', async () => {
    const period = currentYear();
    await runPeriod(period);
    const superToken = await t.login(demo.superAdmin);
    const settings = await t.api('GET', '/api/admin/settings', { token: superToken });
    const minor = settings.json().data.minor_settings;
    const path = settings.json().data.id === null ? '/api/admin/settings' : '/api/admin/updateSettings';
    const saved = await t.api('POST', path, {
      token: superToken,
      body: { ...settings.json().data, minor_settings: { ...minor, new_member_invoice_days: 45 } },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);

    const now = nowIso();
    const admitted = await t.db
      .insertInto('member_register')
      .values({
        member_no: 'G/9901',
        first_name: 'NEEMA',
        second_name: null,
        last_name: 'WEKESA',
        id_number: '39900001',
        email: 'neema.wekesa@example.com',
        phone: null,
        category: 'GRADUATE',
        status: 'Active',
        user_id: null,
        activated_at: null,
        admitted_on: todayIso(),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await billNewMember(t.context, admitted.id);
    const invoice = await invoiceOf(admitted.id, period);
    const today = todayIso();
    const due = addDays(today, 45) > `${period}-03-31` ? addDays(today, 45) : `${period}-03-31`;
    expect(invoice).toMatchObject({ document_date: today, due_date: due });
    expect(await isMemberNoInGoodStanding(t.db, 'G/9901')).toBe(true);
    expect((await messagesTo('neema.wekesa@example.com')).length).toBe(1);
  });

  it('takes standing from the member record: overdue makes it no, a payment by hand brings it back', async () => {
    const member = await entry('G/2307');
    await t.db.updateTable('member_register').set({ status: 'Active' }).where('id', '=', member.id).execute();
    const [overdue] = await raiseSubscriptionInvoices(t.context, t.db, 2020, [
      {
        memberId: member.id,
        userId: null,
        amountCents: 600_000,
        documentDate: '2020-01-01',
        dueDate: '2020-03-31',
      },
    ]);
    expect(overdue).toBeDefined();
    const invoiceNos = await t.db
      .selectFrom('invoices')
      .select('invoice_no')
      .where('member_id', '=', member.id)
      .execute();
    const owedBefore = invoiceNos.length;
    expect(owedBefore).toBeGreaterThan(0);
    expect(await isMemberNoInGoodStanding(t.db, 'G/2307')).toBe(false);
    // The arrears report names the member from the register: there is no account to name them.
    const arrears = await t.api('GET', '/api/admin/reports/arrears?pageSize=100', { token: adminToken });
    expect(arrears.statusCode, arrears.body).toBe(200);
    expect(arrears.json().data.items).toContainEqual(
      expect.objectContaining({ memberNo: 'G/2307', name: 'BRIAN RUTO', email: 'brian.ruto@eik.example' }),
    );
    for (const { invoice_no } of invoiceNos) {
      const open = await t.api('GET', `/api/admin/manual-payments/invoices?search=${invoice_no}`, {
        token: adminToken,
      });
      const owed = open.json().data[0]?.owedLCY;
      if (!owed) continue;
      const paid = await t.api('POST', '/api/admin/manual-payments', {
        token: adminToken,
        body: {
          invoiceNo: invoice_no,
          amount: owed,
          method: 'Bank transfer',
          reference: `SLIP-${invoice_no}`,
          paidOn: todayIso(),
        },
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    expect(await isMemberNoInGoodStanding(t.db, 'G/2307')).toBe(true);
    const receipt = await t.db
      .selectFrom('receipts')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(receipt.user_id).toBeNull();
  });

  it('joins the books when the member links an account: the account sees what the member was billed', async () => {
    const member = await entry('G/2307');
    const now = nowIso();
    const user = await t.db
      .insertInto('users')
      .values({
        email: 'brian.ruto@eik.example',
        password_hash: 'x',
        type: 'Individual',
        category: 'GRADUATE',
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await joinBooksOfAccountAndMember(t.db, user.id, member.id);
    const accountBooks = await ledgerOf(t.db, { userId: user.id });
    const memberBooks = await ledgerOf(t.db, { memberId: member.id });
    expect(accountBooks.length).toBeGreaterThan(2);
    expect(accountBooks).toEqual(memberBooks);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import type {
  ApplicationsReport,
  ArrearsReport,
  IncomeReport,
  MembersReport,
} from '../../../contract/reports';
import { reportMessages } from '../../../contract/reports';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { defaultIncomeRange } from './income-report';
import { insertInvoice, insertReceipt, insertRegisterEntry, insertUser, parseCsv } from './report-fixtures';

let t: TestApp;
const tokens = { superAdmin: '', admin: '', approver: '', member: '', firm: '' };
const paths = ['members', 'applications', 'income', 'arrears'].flatMap((name) => [
  `/api/admin/reports/${name}`,
  `/api/admin/reports/${name}/csv`,
]);
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const get = async <T>(url: string): Promise<T> => {
  const response = await t.api('GET', url, { token: tokens.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};
const csvOf = async (url: string) => {
  const response = await t.api('GET', url, { token: tokens.admin });
  expect(response.statusCode, response.body).toBe(200);
  return { response, rows: parseCsv(response.body) };
};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
});
afterAll(async () => {
  await t?.close();
});

describe('who may read the reports', () => {
  it('admins and the super-admin read every report and its CSV', async () => {
    for (const role of ['admin', 'superAdmin'] as const) {
      for (const path of paths) {
        const response = await t.api('GET', path, { token: tokens[role] });
        expect(response.statusCode, `${role} ${path}`).toBe(200);
      }
    }
  });

  it('refuses approvers and members with 403 and visitors with 401', async () => {
    for (const path of paths) {
      for (const role of ['approver', 'member', 'firm'] as const) {
        const response = await t.api('GET', path, { token: tokens[role] });
        expect(response.statusCode, `${role} ${path}`).toBe(403);
        expect(response.json()).toEqual({ message: messages.forbidden });
      }
      const visitor = await t.api('GET', path);
      expect(visitor.statusCode, path).toBe(401);
    }
  });
});

describe('members by category and status', () => {
  it('counts the register per category and status, and the CSV says the same', async () => {
    const before = await get<MembersReport>('/api/admin/reports/members');
    for (const [memberNo, status] of [
      ['RPT-1', 'Active'],
      ['RPT-2', 'Active'],
      ['RPT-3', 'Suspended'],
    ] as const) {
      await insertRegisterEntry(t.db, { memberNo, category: 'ZZ-REPORT', status });
    }
    const after = await get<MembersReport>('/api/admin/reports/members');
    expect(after.rows.filter((row) => row.category === 'ZZ-REPORT')).toEqual([
      { category: 'ZZ-REPORT', categoryName: 'ZZ-REPORT', status: 'Active', members: 2 },
      { category: 'ZZ-REPORT', categoryName: 'ZZ-REPORT', status: 'Suspended', members: 1 },
    ]);
    expect(after.total).toBe(before.total + 3);

    const { response, rows } = await csvOf('/api/admin/reports/members/csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="members-by-category-${today}.csv"`,
    );
    expect(rows[0]).toEqual(['Category', 'Category name', 'Status', 'Members']);
    expect(rows.slice(1, -1)).toEqual(
      after.rows.map((row) => [row.category, row.categoryName, row.status, String(row.members)]),
    );
    expect(rows.at(-1)).toEqual(['Total', '', '', String(after.total)]);
  });
});

describe('applications by stage and age', () => {
  it('puts each application in its stage and the bucket of days since it was submitted', async () => {
    const before = await get<ApplicationsReport>('/api/admin/reports/applications');
    const userId = await insertUser(t.db, 'report-applicant@example.com', 'Report Applicant');
    const fixtures = [
      { status: 'New', submitted_at: null, decided_at: null },
      { status: 'Open', submitted_at: daysAgo(3), decided_at: null },
      { status: 'Open', submitted_at: daysAgo(20), decided_at: null },
      { status: 'Committee Review', submitted_at: daysAgo(45), decided_at: null },
      { status: 'Board Review', submitted_at: daysAgo(200), decided_at: null },
      // Decided after 10 days: ages stop at the decision, however long ago that was.
      { status: 'Released', submitted_at: daysAgo(300), decided_at: daysAgo(290) },
    ] as const;
    for (const [index, fixture] of fixtures.entries()) {
      await t.db
        .insertInto('applications')
        .values({
          application_no: `RPT-APP-${index}`,
          user_id: userId,
          category: 'GE',
          created_at: daysAgo(400),
          updated_at: daysAgo(1),
          assigned_member_no: null,
          ...fixture,
        })
        .execute();
    }
    const after = await get<ApplicationsReport>('/api/admin/reports/applications');
    const delta = (stage: string) => {
      const was = before.rows.find((row) => row.stage === stage);
      const now = after.rows.find((row) => row.stage === stage);
      if (!was || !now) throw new Error(`no ${stage} row`);
      return {
        notSubmitted: now.notSubmitted - was.notSubmitted,
        days0to7: now.days0to7 - was.days0to7,
        days8to30: now.days8to30 - was.days8to30,
        days31to90: now.days31to90 - was.days31to90,
        over90: now.over90 - was.over90,
        total: now.total - was.total,
      };
    };
    const zero = { notSubmitted: 0, days0to7: 0, days8to30: 0, days31to90: 0, over90: 0 };
    expect(delta('New')).toEqual({ ...zero, notSubmitted: 1, total: 1 });
    expect(delta('Open')).toEqual({ ...zero, days0to7: 1, days8to30: 1, total: 2 });
    expect(delta('Committee Review')).toEqual({ ...zero, days31to90: 1, total: 1 });
    expect(delta('Board Review')).toEqual({ ...zero, over90: 1, total: 1 });
    expect(delta('Released')).toEqual({ ...zero, days8to30: 1, total: 1 });
    expect(delta('Verified')).toEqual({ ...zero, total: 0 });
    expect(after.total).toBe(before.total + 6);

    const { response, rows } = await csvOf('/api/admin/reports/applications/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="applications-by-stage-${today}.csv"`,
    );
    expect(rows[0]).toEqual([
      'Stage',
      'Not submitted',
      '0-7 days',
      '8-30 days',
      '31-90 days',
      'Over 90 days',
      'Total',
    ]);
    const open = after.rows.find((row) => row.stage === 'Open');
    expect(rows.find((row) => row[0] === 'Open')).toEqual(
      [
        'Open',
        open?.notSubmitted,
        open?.days0to7,
        open?.days8to30,
        open?.days31to90,
        open?.over90,
        open?.total,
      ].map(String),
    );
  });
});

describe('income by month and purpose', () => {
  it('sums posted receipts per month and purpose within the range, and the CSV says the same', async () => {
    const userId = await insertUser(t.db, 'report-payer@example.com', 'Report Payer');
    const subscription = await insertInvoice(t.db, {
      userId,
      source: 'SUBSCRIPTION',
      cents: 150_000,
      dueDate: '2021-03-31',
    });
    const application = await insertInvoice(t.db, {
      userId,
      source: 'APPLICATION',
      cents: 500_050,
      dueDate: '2021-03-31',
    });
    await insertReceipt(t.db, {
      userId,
      cents: 150_000,
      paidAt: '2021-03-05T09:00:00.000Z',
      paymentFor: subscription,
    });
    await insertReceipt(t.db, {
      userId,
      cents: 500_050,
      paidAt: '2021-03-20T09:00:00.000Z',
      allocateTo: { invoiceId: application, cents: 500_050 },
    });
    await insertReceipt(t.db, { userId, cents: 1_234, paidAt: '2021-04-30T20:59:59.000Z' });
    // Outside the range on either side: the range's days are Nairobi days (UTC+3).
    await insertReceipt(t.db, { userId, cents: 999, paidAt: '2021-04-30T21:00:00.000Z' });
    await insertReceipt(t.db, { userId, cents: 999, paidAt: '2020-12-31T20:59:59.000Z' });

    const report = await get<IncomeReport>('/api/admin/reports/income?from=2021-01-01&to=2021-04-30');
    expect(report).toEqual({
      from: '2021-01-01',
      to: '2021-04-30',
      rows: [
        { month: '2021-03', purpose: 'Application Payment', receipts: 1, amount: 5000.5 },
        { month: '2021-03', purpose: 'Subscription Payment', receipts: 1, amount: 1500 },
        { month: '2021-04', purpose: 'Unallocated credit', receipts: 1, amount: 12.34 },
      ],
      totalAmount: 6512.84,
    });

    const { response, rows } = await csvOf('/api/admin/reports/income/csv?from=2021-01-01&to=2021-04-30');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="income-by-month-${today}.csv"`,
    );
    expect(rows).toEqual([
      ['Month', 'Purpose', 'Receipts', 'Amount (KES)'],
      ['2021-03', 'Application Payment', '1', '5000.50'],
      ['2021-03', 'Subscription Payment', '1', '1500.00'],
      ['2021-04', 'Unallocated credit', '1', '12.34'],
      ['Total', '', '3', '6512.84'],
    ]);
  });

  it('covers the last twelve months by default and refuses a range that ends before it starts', async () => {
    const report = await get<IncomeReport>('/api/admin/reports/income');
    expect({ from: report.from, to: report.to }).toEqual(defaultIncomeRange());
    expect(report.from.endsWith('-01')).toBe(true);

    const reversed = await t.api('GET', '/api/admin/reports/income?from=2021-05-01&to=2021-04-01', {
      token: tokens.admin,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(reportMessages.rangeOrder);
    const malformed = await t.api('GET', '/api/admin/reports/income?from=yesterday', { token: tokens.admin });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('arrears', () => {
  it('lists members with overdue, unpaid amounts, the longest overdue first, and the CSV says the same', async () => {
    const before = await get<ArrearsReport>('/api/admin/reports/arrears');
    const wanjiku = await insertUser(t.db, 'wanjiku.arrears@example.com', 'Wanjiku Arrears', 'GE');
    await insertRegisterEntry(t.db, {
      memberNo: 'M-ARR-1',
      category: 'CE',
      status: 'Active',
      userId: wanjiku,
    });
    const partPaid = await insertInvoice(t.db, {
      userId: wanjiku,
      source: 'SUBSCRIPTION',
      cents: 1_000_000,
      dueDate: '2000-01-10',
    });
    await insertReceipt(t.db, {
      userId: wanjiku,
      cents: 400_000,
      paidAt: '2000-01-05T00:00:00.000Z',
      allocateTo: { invoiceId: partPaid, cents: 400_000 },
    });
    await insertInvoice(t.db, { userId: wanjiku, source: 'LICENSE', cents: 250_025, dueDate: '2000-06-01' });
    await insertInvoice(t.db, { userId: wanjiku, source: 'BOOKING', cents: 80_000, dueDate: '2999-01-01' });

    // A name a spreadsheet would run as a formula, with a comma and quotes to quote.
    const tricky = await insertUser(t.db, 'tricky.arrears@example.com', '=HYPERLINK("x"), Otieno');
    const paid = await insertInvoice(t.db, {
      userId: tricky,
      source: 'SUBSCRIPTION',
      cents: 300_000,
      dueDate: '1999-12-01',
    });
    await insertReceipt(t.db, {
      userId: tricky,
      cents: 300_000,
      paidAt: '1999-11-30T00:00:00.000Z',
      allocateTo: { invoiceId: paid, cents: 300_000 },
    });
    await insertInvoice(t.db, {
      userId: tricky,
      source: 'APPLICATION',
      cents: 700_000,
      dueDate: '2000-02-01',
    });

    const after = await get<ArrearsReport>('/api/admin/reports/arrears');
    expect(after.total).toBe(before.total + 2);
    expect(after.totalOverdue).toBeCloseTo(before.totalOverdue + 6000 + 2500.25 + 7000, 2);
    expect(after.items.slice(0, 2)).toEqual([
      {
        memberNo: 'M-ARR-1',
        name: 'Wanjiku Arrears',
        email: 'wanjiku.arrears@example.com',
        category: 'CE',
        invoices: 2,
        amountOverdue: 8500.25,
        oldestDueDate: '2000-01-10',
      },
      {
        memberNo: null,
        name: '=HYPERLINK("x"), Otieno',
        email: 'tricky.arrears@example.com',
        category: null,
        invoices: 1,
        amountOverdue: 7000,
        oldestDueDate: '2000-02-01',
      },
    ]);
    expect(after).toMatchObject({ page: 1, pageSize: 50 });
    const second = await get<ArrearsReport>('/api/admin/reports/arrears?page=2');
    expect(second.page).toBe(2);
    expect(second.items).toEqual(after.total > 50 ? expect.any(Array) : []);

    const { response, rows } = await csvOf('/api/admin/reports/arrears/csv');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="arrears-${today}.csv"`);
    expect(response.body).toContain(`"'=HYPERLINK(""x""), Otieno"`);
    expect(rows.slice(0, 3)).toEqual([
      [
        'Member no',
        'Name',
        'E-mail',
        'Category',
        'Overdue invoices',
        'Amount overdue (KES)',
        'Oldest due date',
      ],
      ['M-ARR-1', 'Wanjiku Arrears', 'wanjiku.arrears@example.com', 'CE', '2', '8500.25', '2000-01-10'],
      ['', `'=HYPERLINK("x"), Otieno`, 'tricky.arrears@example.com', '', '1', '7000.00', '2000-02-01'],
    ]);
    expect(rows).toHaveLength(after.total + 2);
    expect(rows.at(-1)).toEqual(['Total', '', '', '', '', after.totalOverdue.toFixed(2), '']);
  });
});

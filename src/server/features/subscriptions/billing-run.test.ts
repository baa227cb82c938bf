import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatIncludedIn } from '../../../contract/money';
import type { BillingRun } from '../../../contract/subscriptions';
import { formatInvoiceNo } from '../../db/identifiers';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { BILLING_CHUNK, billPendingRuns } from './bill-period';
import { seedActiveMembers } from './test-support';

/** Members seeded here; the demo register's Active members with a charged category are billed too. */
const SEEDED = 10_000;
let MEMBERS: number;
/** The seeded SUBSCRIPTION charges (db/seed/reference/categories.ts), in cents. */
const CHARGE = { PROFESSIONAL: 1_000_000, GRADUATE: 300_000 } as const;

let t: TestApp;
let adminToken: string;
let professionals: number[];
let graduates: number[];

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login(demo.admin);
  professionals = await seedActiveMembers(t.db, SEEDED - 500, 'PROFESSIONAL', 'pro');
  graduates = await seedActiveMembers(t.db, 500, 'GRADUATE', 'grad');
  // Every Active register entry whose category is charged, account or not (decision 0021).
  const charged = await t.db
    .selectFrom('member_register')
    .innerJoin('category_charges', 'category_charges.category_code', 'member_register.category')
    .select((eb) => eb.fn.countAll<number | string>().as('members'))
    .where('category_charges.charge_item', '=', 'SUBSCRIPTION')
    .where('member_register.status', '=', 'Active')
    .executeTakeFirstOrThrow();
  MEMBERS = Number(charged.members);
  expect(MEMBERS).toBeGreaterThan(SEEDED);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function startRun(period: number, token = adminToken) {
  return t.api('POST', '/api/admin/subscriptions/runs', { token, body: { period } });
}
async function runOf(id: number): Promise<BillingRun> {
  const response = await t.api('GET', `/api/admin/subscriptions/runs/${id}`, { token: adminToken });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const periodInvoices = (period: number) =>
  t.db
    .selectFrom('invoices')
    .select(['id', 'invoice_no', 'user_id', 'member_id', 'total_cents', 'document_date', 'due_date'])
    .where('source_type', '=', 'SUBSCRIPTION')
    .where('source_ref', '=', String(period))
    .execute();

describe('billing run of a period', () => {
  it('bills every active member once at their category charge, with progress and a summary', async () => {
    const started = await startRun(2031);
    expect(started.statusCode, started.body).toBe(201);
    const run: BillingRun = started.json().data;
    expect(run).toMatchObject({ period: 2031, status: 'Running', total: MEMBERS, processed: 0, billed: 0 });
    expect(run.startedBy).toBeTruthy();

    // One chunk, then the run is handed back half done: the list shows where it stands.
    await billPendingRuns(t.context, undefined, 1);
    expect(await runOf(run.id)).toMatchObject({
      status: 'Running',
      processed: BILLING_CHUNK,
      billed: BILLING_CHUNK,
    });

    const startedAt = performance.now();
    expect(await billPendingRuns(t.context)).toBe(1);
    const seconds = (performance.now() - startedAt) / 1000;
    const finished = await runOf(run.id);
    expect(finished).toMatchObject({
      status: 'Finished',
      processed: MEMBERS,
      billed: MEMBERS,
      alreadyBilled: 0,
    });
    expect(finished.finishedAt).toBeTruthy();
    expect(seconds).toBeLessThan(30);

    const invoices = await periodInvoices(2031);
    expect(invoices).toHaveLength(MEMBERS);
    for (const invoice of invoices) {
      expect(invoice.invoice_no).toBe(formatInvoiceNo(invoice.id));
      expect(invoice.document_date).toBe('2031-01-01');
      expect(invoice.due_date).toBe('2031-03-31');
    }
    const byUser = new Map(invoices.map((invoice) => [invoice.user_id, invoice]));
    expect(byUser.get(professionals[0] as number)?.total_cents).toBe(CHARGE.PROFESSIONAL);
    expect(byUser.get(graduates[0] as number)?.total_cents).toBe(CHARGE.GRADUATE);
    const lines = await t.db
      .selectFrom('invoice_lines')
      .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
      .select(['invoice_lines.amount_cents', 'invoice_lines.vat_cents', 'invoices.total_cents'])
      .where('invoices.source_ref', '=', '2031')
      .where('invoices.source_type', '=', 'SUBSCRIPTION')
      .execute();
    expect(lines).toHaveLength(MEMBERS);
    for (const line of lines) {
      expect(line.amount_cents).toBe(line.total_cents);
      expect(line.vat_cents).toBe(vatIncludedIn(line.total_cents));
    }
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'subscription_billing_run')
      .where('subject_id', '=', String(run.id))
      .execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'subscriptions.run.finish',
      'subscriptions.run.start',
    ]);
  }, 120_000);

  it('running the period again bills nobody twice and bills only the members added since', async () => {
    const added = await seedActiveMembers(t.db, 3, 'PROFESSIONAL', 'late');
    const again = await startRun(2031);
    expect(again.statusCode, again.body).toBe(201);
    await billPendingRuns(t.context);
    expect(await runOf(again.json().data.id)).toMatchObject({
      status: 'Finished',
      total: MEMBERS + 3,
      processed: MEMBERS + 3,
      billed: 3,
      alreadyBilled: MEMBERS,
    });
    const invoices = await periodInvoices(2031);
    expect(invoices).toHaveLength(MEMBERS + 3);
    expect(new Set(invoices.map((invoice) => invoice.member_id)).size).toBe(MEMBERS + 3);
    expect(invoices.filter((invoice) => added.includes(invoice.user_id as number))).toHaveLength(3);
  }, 120_000);

  it('leaves out members who are not Active', async () => {
    const [lapsed] = await seedActiveMembers(t.db, 1, 'PROFESSIONAL', 'lapsed');
    await t.db
      .updateTable('member_register')
      .set({ status: 'Lapsed' })
      .where('user_id', '=', lapsed as number)
      .execute();
    const run = (await startRun(2032)).json().data as BillingRun;
    await billPendingRuns(t.context);
    const invoices = await periodInvoices(2032);
    expect(invoices.some((invoice) => invoice.user_id === lapsed)).toBe(false);
    expect((await runOf(run.id)).billed).toBe(invoices.length);
  }, 120_000);

  it('refuses a second run of a period while one runs (409), also when both start at once', async () => {
    const first = await startRun(2033);
    expect(first.statusCode).toBe(201);
    const second = await startRun(2033);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('2033');
    await billPendingRuns(t.context);
    const together = await Promise.all([startRun(2034), startRun(2034), startRun(2034)]);
    expect(together.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    await billPendingRuns(t.context);
    const list = await t.api('GET', '/api/admin/subscriptions/runs', { token: adminToken });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.filter((run: BillingRun) => run.period === 2034)).toHaveLength(1);
    expect(list.json().data[0].period).toBe(2034);
  }, 120_000);

  it('lets one instance bill a run while another holds its lease, and takes it over once the lease expires', async () => {
    const run = (await startRun(2035)).json().data as BillingRun;
    const heldUntil = new Date(Date.now() + 60_000).toISOString();
    await t.db
      .updateTable('subscription_billing_runs')
      .set({ lease_owner: 'another-instance', lease_until: heldUntil })
      .where('id', '=', run.id)
      .execute();
    expect(await billPendingRuns(t.context)).toBe(0);
    expect((await runOf(run.id)).processed).toBe(0);
    const later = () => new Date(Date.now() + 120_000);
    expect(await billPendingRuns(t.context, later)).toBe(1);
    expect((await runOf(run.id)).status).toBe('Finished');
  }, 120_000);

  it('is for admins only', async () => {
    for (const email of [demo.member, demo.approver]) {
      const token = await t.login(email);
      expect((await startRun(2036, token)).statusCode).toBe(403);
      expect((await t.api('GET', '/api/admin/subscriptions/runs', { token })).statusCode).toBe(403);
      expect((await t.api('GET', '/api/admin/subscriptions/runs/1', { token })).statusCode).toBe(403);
    }
    expect((await t.api('GET', '/api/admin/subscriptions/runs')).statusCode).toBe(401);
    expect((await startRun(1999)).statusCode).toBe(400);
    expect(
      (await t.api('GET', '/api/admin/subscriptions/runs/999999', { token: adminToken })).statusCode,
    ).toBe(404);
  });
});

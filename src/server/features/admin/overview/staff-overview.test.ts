import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOverview, WaitingStage } from '../../../../contract/staff-overview';
import { insertApplication } from '../../../db/insert-application';
import { demo, startTestApp, type TestApp } from '../../../test-support/harness';
import { staffOverview } from './staff-overview';

let t: TestApp;
const tokens = { admin: '', approver: '', member: '' };
/** Mid-January 2027: the demo's own records (made today, late 2026) fall outside this month. */
const NOW = new Date('2027-01-15T09:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const stage = (overview: StaffOverview, kind: WaitingStage['kind'], name: string) =>
  overview.work.find((entry) => entry.kind === kind && entry.stage === name);

let applicantId: number;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
  applicantId = (
    await t.db.selectFrom('users').select('id').where('email', '=', demo.applicant).executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
});

async function application(status: 'Open' | 'Verified' | 'Released', submittedDaysAgo: number) {
  const submitted = daysBefore(submittedDaysAgo);
  const { id } = await insertApplication(t.db, {
    user_id: applicantId,
    category: 'GRADUATE',
    status,
    created_at: submitted,
    updated_at: submitted,
    submitted_at: submitted,
    decided_at: status === 'Released' ? daysBefore(1) : null,
  });
  return id;
}

describe('the staff overview', () => {
  it('counts work waiting per stage, ageing from the step into the stage', async () => {
    const before = await staffOverview(t.db, { withMoney: false }, NOW);
    // Verified 20 days ago (overdue against the 14-day service level), submitted long before.
    const verified = await application('Verified', 60);
    await t.db
      .insertInto('application_transitions')
      .values({
        application_id: verified,
        from_status: 'Open',
        to_status: 'Verified',
        actor_user_id: null,
        actor_name: 'Reviewer',
        comment: null,
        created_at: daysBefore(20),
      })
      .execute();
    // Open for two days, with no step recorded: the submission starts the clock.
    await application('Open', 2);
    const after = await staffOverview(t.db, { withMoney: false }, NOW);

    const verifiedBefore = stage(before, 'application', 'Verified');
    const verifiedAfter = stage(after, 'application', 'Verified');
    expect(verifiedAfter?.count).toBe((verifiedBefore?.count ?? 0) + 1);
    expect(verifiedAfter?.overdue).toBe((verifiedBefore?.overdue ?? 0) + 1);
    expect(verifiedAfter?.oldestDays).toBeGreaterThanOrEqual(20);
    expect(verifiedAfter?.oldestDays).toBeLessThan(60);
    const openAfter = stage(after, 'application', 'Open');
    expect(openAfter?.count).toBe((stage(before, 'application', 'Open')?.count ?? 0) + 1);
    expect(openAfter?.overdue).toBe(stage(before, 'application', 'Open')?.overdue ?? 0);
    // Only stages where a reviewer acts: never the applicant's own New, nor a finished one.
    expect(after.work.map((entry) => `${entry.kind}:${entry.stage}`)).not.toContain('application:New');
    expect(after.work.map((entry) => `${entry.kind}:${entry.stage}`)).not.toContain('application:Released');
    expect(after.work.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['upgrade', 'licence']));
  });

  it('counts this month by the portal calendar', async () => {
    const before = await staffOverview(t.db, { withMoney: false }, NOW);
    await application('Released', 3);
    const after = await staffOverview(t.db, { withMoney: false }, NOW);
    expect(after.thisMonth.month).toBe('2027-01');
    expect(after.thisMonth.applicationsSubmitted).toBe(before.thisMonth.applicationsSubmitted + 1);
    expect(after.thisMonth.membersAdmitted).toBe(before.thisMonth.membersAdmitted + 1);
  });

  it("puts income in the portal's month: 00:30 on 1 January in Nairobi is January", async () => {
    const receipt = (no: string, paidAt: string, cents: number) =>
      t.db
        .insertInto('receipts')
        .values({
          receipt_no: no,
          user_id: applicantId,
          member_id: null,
          payment_id: null,
          amount_cents: cents,
          method: 'MPESA',
          provider: 'manual',
          provider_tx_id: `tx-${no}`,
          paid_at: paidAt,
          posted_at: paidAt,
        })
        .execute();
    await receipt('RCT-OV-1', '2026-12-31T21:30:00.000Z', 250_000);
    await receipt('RCT-OV-2', '2026-12-31T20:30:00.000Z', 100_000);
    const money = (await staffOverview(t.db, { withMoney: true }, NOW)).money;
    expect(money?.incomeThisMonth).toBe(2500);
    expect(money?.incomeThisYear).toBe(2500);
    expect(money?.incomeByMonth).toHaveLength(12);
    expect(money?.incomeByMonth.at(-1)).toEqual({ month: '2027-01', amount: 2500 });
    expect(money?.incomeByMonth.at(-2)).toEqual({ month: '2026-12', amount: 1000 });
    expect(money?.incomeByMonth[0]?.month).toBe('2026-02');
  });

  it('counts open subscription renewals not yet due, and lists the next events', async () => {
    const before = (await staffOverview(t.db, { withMoney: true }, NOW)).money;
    await t.db
      .insertInto('invoices')
      .values({
        invoice_no: 'INV-OV-1',
        user_id: applicantId,
        member_id: null,
        source_type: 'SUBSCRIPTION',
        source_ref: '2027',
        description: 'Subscription 2027',
        currency: 'KES',
        total_cents: 500_000,
        document_date: '2027-01-01',
        due_date: '2027-01-31',
        posted_at: '2027-01-01T06:00:00.000Z',
        created_at: '2027-01-01T06:00:00.000Z',
      })
      .execute();
    await t.db
      .insertInto('events')
      .values({
        event_no: 'EV-OV-1',
        status: 'Published',
        description: 'Bridge design seminar',
        details: '',
        start_date: '2027-01-20',
        end_date: '2027-01-20',
        start_time: '09:00',
        end_time: '17:00',
        location: 'Nairobi',
        event_type: 'SEMINARS',
        cpd_points: 5,
        is_webinar: 0,
        standard_fee_cents: 0,
        booking_url: null,
        capacity: 50,
        booked_count: 3,
        logo_document_id: null,
        created_by: null,
        published_at: '2027-01-02T06:00:00.000Z',
        created_at: '2027-01-02T06:00:00.000Z',
        updated_at: '2027-01-02T06:00:00.000Z',
      })
      .execute();
    const after = await staffOverview(t.db, { withMoney: true }, NOW);
    expect(after.money?.renewalsDue).toBe((before?.renewalsDue ?? 0) + 1);
    expect(after.money?.renewalsDueAmount).toBe((before?.renewalsDueAmount ?? 0) + 5000);
    expect(after.upcomingEvents[0]).toEqual({
      no: 'EV-OV-1',
      description: 'Bridge design seminar',
      startDate: '2027-01-20',
      booked: 3,
      capacity: 50,
    });
  });
});

describe('GET /api/admin/overview', () => {
  it('shows money to admins, in agreement with the arrears report, and none to approvers', async () => {
    const admin: StaffOverview = (await t.api('GET', '/api/admin/overview', { token: tokens.admin })).json()
      .data;
    const arrears = (await t.api('GET', '/api/admin/reports/arrears', { token: tokens.admin })).json().data;
    expect(admin.money?.overdue).toBe(arrears.totalOverdue);
    expect(admin.money?.membersInArrears).toBe(arrears.total);
    const approver = await t.api('GET', '/api/admin/overview', { token: tokens.approver });
    expect(approver.statusCode).toBe(200);
    expect(approver.json().data.money).toBeNull();
    expect(approver.json().data.work.length).toBeGreaterThan(0);
  });

  it('refuses members with 403 and visitors with 401', async () => {
    expect((await t.api('GET', '/api/admin/overview', { token: tokens.member })).statusCode).toBe(403);
    expect((await t.api('GET', '/api/admin/overview')).statusCode).toBe(401);
  });
});

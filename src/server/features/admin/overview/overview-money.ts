import { sql } from 'kysely';
import { kesOf } from '../../../../contract/money';
import { todayIso } from '../../../../contract/profile-sections/fields';
import type { OverviewMoney } from '../../../../contract/staff-overview';
import { allocatedPerInvoice } from '../../../db/allocated-per-invoice';
import type { Db } from '../../../db/database';
import { arrearsTotals } from '../../reports/public';
import { portalCalendar } from './portal-month';

/**
 * Money for the overview, in KES: receipts this month, this year and per month for a year (by the
 * portal's calendar) less the receipts reversed by credit notes in that time (as the income report
 * counts them), overdue debt, and the subscription renewals still open but not yet due.
 */
export async function overviewMoney(db: Db, now = new Date()): Promise<OverviewMoney> {
  const calendar = portalCalendar(now);
  const [received, reversed, arrears, renewals] = await Promise.all([
    // Twelve months back always reach this year's start too.
    db
      .selectFrom('receipts')
      .select(['paid_at as at', 'amount_cents'])
      .where('paid_at', '>=', calendar.twelveMonthsStart)
      .execute(),
    db
      .selectFrom('credit_notes')
      .select(['created_at as at', sql<number>`-amount_cents`.as('amount_cents')])
      .where('created_at', '>=', calendar.twelveMonthsStart)
      .execute(),
    arrearsTotals(db, now),
    openRenewals(db, calendar.today),
  ]);
  const byMonth = new Map(calendar.lastTwelveMonths.map((month) => [month, 0]));
  let thisMonth = 0;
  let thisYear = 0;
  for (const movement of [...received, ...reversed]) {
    const cents = Number(movement.amount_cents);
    const month = portalMonthOf(movement.at);
    const monthSoFar = byMonth.get(month);
    if (monthSoFar !== undefined) byMonth.set(month, monthSoFar + cents);
    if (movement.at >= calendar.monthStart) thisMonth += cents;
    if (movement.at >= calendar.yearStart) thisYear += cents;
  }
  return {
    incomeThisMonth: kesOf(thisMonth),
    incomeThisYear: kesOf(thisYear),
    incomeByMonth: [...byMonth].map(([month, cents]) => ({ month, amount: kesOf(cents) })),
    overdue: kesOf(arrears.cents),
    membersInArrears: arrears.members,
    renewalsDue: renewals.count,
    renewalsDueAmount: kesOf(renewals.cents),
  };
}

/** The portal month (YYYY-MM) of a stored instant. */
const portalMonthOf = (instant: string) => todayIso(new Date(instant)).slice(0, 7);

/** Subscription invoices with something still owed and a due date not yet passed. */
async function openRenewals(db: Db, today: string): Promise<{ count: number; cents: number }> {
  const allocated = allocatedPerInvoice(db, 'allocated');
  const owed = sql<number>`invoices.total_cents - coalesce(allocated.cents, 0)`;
  const row = await db
    .selectFrom('invoices')
    .leftJoin(allocated, 'allocated.invoice_id', 'invoices.id')
    .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(${owed}), 0)`.as('cents')])
    .where('invoices.source_type', '=', 'SUBSCRIPTION')
    .where('invoices.due_date', '>=', today)
    .where(owed, '>', 0)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), cents: Number(row.cents) };
}

import { sql } from 'kysely';
import { kesOf } from '../../../contract/money';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { ArrearsReport, ArrearsRow } from '../../../contract/reports';
import { allocatedPerInvoice } from '../../db/allocated-per-invoice';
import type { Db } from '../../db/database';
import type { CsvCell } from '../../platform/csv';

export const ARREARS_PAGE_SIZE = 50;
/** The CSV carries every member in arrears, up to this many (far above any body's register). */
export const ARREARS_CSV_LIMIT = 50_000;

/** Per member: what is overdue (due before today and not yet covered by receipts), oldest first. */
function overdueByMember(db: Db, today: string) {
  const allocated = allocatedPerInvoice(db, 'allocated');
  const owed = sql<number>`invoices.total_cents - coalesce(allocated.cents, 0)`;
  return (
    db
      .selectFrom('invoices')
      .leftJoin(allocated, 'allocated.invoice_id', 'invoices.id')
      .where('invoices.due_date', '<', today)
      .where(owed, '>', 0)
      // Linked rows carry both keys (billing/party.ts), so the pair names one party: a member record,
      // an account, or both.
      .groupBy(['invoices.member_id', 'invoices.user_id'])
  );
}

/** Per party: what its overdue invoices still owe. */
const owedSum = sql<number>`sum(invoices.total_cents - coalesce(allocated.cents, 0))`;

/** How many members are in arrears and what they owe overdue, in cents. */
export async function arrearsTotals(db: Db, now = new Date()): Promise<{ members: number; cents: number }> {
  const totals = await db
    .selectFrom(
      overdueByMember(db, todayIso(now))
        .select(['invoices.member_id', 'invoices.user_id', owedSum.as('cents')])
        .as('members'),
    )
    .select([sql<number>`count(*)`.as('members'), sql<number>`coalesce(sum(cents), 0)`.as('cents')])
    .executeTakeFirstOrThrow();
  return { members: Number(totals.members), cents: Number(totals.cents) };
}

/**
 * The arrears list: members with overdue invoices, the longest overdue first, then the largest.
 * Name, number and category come from the profile and the register when the member has them.
 */
export async function arrearsReport(
  db: Db,
  paging: { page: number; pageSize: number },
  now = new Date(),
): Promise<ArrearsReport> {
  const today = todayIso(now);
  const summary = await arrearsTotals(db, now);
  const debts = await overdueByMember(db, today)
    .select([
      'invoices.member_id',
      'invoices.user_id',
      owedSum.as('cents'),
      sql<number>`count(*)`.as('invoices'),
      sql<string>`min(invoices.due_date)`.as('oldest_due'),
    ])
    .orderBy('oldest_due')
    .orderBy('cents', 'desc')
    .orderBy('invoices.member_id')
    .orderBy('invoices.user_id')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  const userIds = debts.flatMap((debt) => (debt.user_id === null ? [] : [debt.user_id]));
  const memberIds = debts.flatMap((debt) => (debt.member_id === null ? [] : [debt.member_id]));
  // An account's register entry names it even on an invoice raised before the two were linked.
  const registered = userIds.length
    ? await db
        .selectFrom('member_register')
        .select(['user_id', 'member_no', 'category'])
        .where('user_id', 'in', userIds)
        .execute()
    : [];
  const registeredByUser = new Map(registered.map((row) => [row.user_id, row]));
  const people = userIds.length
    ? await db
        .selectFrom('users')
        .leftJoin('profiles', 'profiles.user_id', 'users.id')
        .select([
          'users.id',
          'users.email',
          'users.name',
          'users.category',
          'profiles.first_name',
          'profiles.last_name',
          'profiles.member_no',
        ])
        .where('users.id', 'in', userIds)
        .execute()
    : [];
  const members = memberIds.length
    ? await db
        .selectFrom('member_register')
        .select(['id', 'member_no', 'first_name', 'last_name', 'email', 'category'])
        .where('id', 'in', memberIds)
        .execute()
    : [];
  const personById = new Map(people.map((person) => [person.id, person]));
  const memberById = new Map(members.map((member) => [member.id, member]));
  const items: ArrearsRow[] = debts.map((debt) => {
    const person = debt.user_id === null ? undefined : personById.get(debt.user_id);
    const ownEntry = debt.user_id === null ? undefined : registeredByUser.get(debt.user_id);
    const member = debt.member_id === null ? undefined : memberById.get(debt.member_id);
    const name = [member?.first_name ?? person?.first_name, member?.last_name ?? person?.last_name]
      .filter(Boolean)
      .join(' ');
    return {
      memberNo: member?.member_no ?? ownEntry?.member_no ?? person?.member_no ?? null,
      name: name || person?.name || person?.email || '',
      email: person?.email ?? member?.email ?? '',
      category: member?.category ?? ownEntry?.category ?? person?.category ?? null,
      invoices: Number(debt.invoices),
      amountOverdue: kesOf(Number(debt.cents)),
      oldestDueDate: debt.oldest_due,
    };
  });
  return {
    items,
    total: summary.members,
    page: paging.page,
    pageSize: paging.pageSize,
    totalOverdue: kesOf(summary.cents),
  };
}

export const arrearsCsvHeader = [
  'Member no',
  'Name',
  'E-mail',
  'Category',
  'Overdue invoices',
  'Amount overdue (KES)',
  'Oldest due date',
];
export const arrearsCsvRows = (report: ArrearsReport): CsvCell[][] => [
  ...report.items.map((row) => [
    row.memberNo,
    row.name,
    row.email,
    row.category,
    row.invoices,
    row.amountOverdue.toFixed(2),
    row.oldestDueDate,
  ]),
  ['Total', null, null, null, null, report.totalOverdue.toFixed(2), null],
];

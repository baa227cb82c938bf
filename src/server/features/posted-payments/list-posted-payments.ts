import { sql } from 'kysely';
import { kesOf, paymentPurposes } from '../../../contract/money';
import { portalDay, portalDayEnd, portalDayStart } from '../../../contract/portal-time';
import {
  POSTED_PAYMENTS_PAGE_SIZE,
  type PostedPayment,
  type PostedPaymentSort,
  type PostedPaymentsCsvFilter,
  type PostedPaymentsFilter,
  type PostedPaymentsPage,
  type SettledInvoice,
} from '../../../contract/posted-payments';
import type { Db } from '../../db/database';
import type { CsvCell } from '../../platform/csv';
import { containsText } from '../../platform/like';
import { orderByChoice, type SortExpressions } from '../../platform/list-query';

/** What the list, its count and its CSV filter by: the CSV may also name selected receipts. */
type Filter = Omit<PostedPaymentsCsvFilter, 'ids'> & { ids?: number[] };

/** The member's name as the register or the profile has it, sortable in SQL. */
const memberNameSql = sql<string>`lower(coalesce(
  nullif(trim(coalesce(profiles.first_name, '') || ' ' || coalesce(profiles.last_name, '')), ''),
  member.first_name || ' ' || member.last_name, users.name, users.email, ''))`;

/** The sort whitelist: a column name from the address never reaches SQL, only these expressions. */
const sortColumns: SortExpressions<PostedPaymentSort> = {
  paidOn: sql.ref('receipts.paid_at'),
  amount: sql.ref('receipts.amount_cents'),
  receiptNo: sql.ref('receipts.receipt_no'),
  member: memberNameSql,
};

/** Every receipt with its party and reversal, narrowed by the filter: the list, its count and its CSV. */
function filteredReceipts(db: Db, filter: Filter) {
  const term = filter.search.trim().toLowerCase();
  const contains = (column: string) => containsText(sql.ref(column), term);
  // The invoices a receipt settles now, or settled until its reversal.
  const invoiceNumbered = sql<boolean>`(exists (select 1 from receipt_allocations ra
      join invoices i on i.id = ra.invoice_id
      where ra.receipt_id = receipts.id and lower(i.invoice_no) = ${term})
    or exists (select 1 from credit_note_allocations ca
      join invoices i on i.id = ca.invoice_id
      where ca.credit_note_id = credit_notes.id and lower(i.invoice_no) = ${term}))`;
  return db
    .selectFrom('receipts')
    .leftJoin('users', 'users.id', 'receipts.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'receipts.user_id')
    .leftJoin('member_register as member', 'member.id', 'receipts.member_id')
    .leftJoin('credit_notes', 'credit_notes.receipt_id', 'receipts.id')
    .$if(term !== '', (query) =>
      query.where((eb) =>
        eb.or([
          eb(sql`lower(receipts.receipt_no)`, '=', term),
          invoiceNumbered,
          contains('profiles.member_no'),
          contains('member.member_no'),
          contains('users.email'),
          contains('member.email'),
          contains('users.name'),
          containsText(
            sql`coalesce(profiles.first_name, '') || ' ' || coalesce(profiles.last_name, '')`,
            term,
          ),
          containsText(sql`member.first_name || ' ' || member.last_name`, term),
        ]),
      ),
    )
    .$if(filter.ids !== undefined, (query) => query.where('receipts.id', 'in', filter.ids ?? []))
    .$if(filter.method !== undefined, (query) => query.where('receipts.method', '=', filter.method ?? ''))
    .$if(filter.status === 'posted', (query) => query.where('credit_notes.id', 'is', null))
    .$if(filter.status === 'reversed', (query) => query.where('credit_notes.id', 'is not', null))
    .$if(filter.from !== undefined, (query) =>
      query.where('receipts.paid_at', '>=', portalDayStart(filter.from ?? '')),
    )
    .$if(filter.to !== undefined, (query) =>
      query.where('receipts.paid_at', '<', portalDayEnd(filter.to ?? '')),
    );
}

const nameOf = (row: {
  first_name: string | null;
  last_name: string | null;
  name: string | null;
  email: string | null;
}) =>
  [row.first_name, row.last_name].filter((part) => part?.trim()).join(' ') ||
  row.name?.trim() ||
  row.email ||
  '';

async function countOf(db: Db, filter: Filter): Promise<number> {
  const row = await filteredReceipts(db, filter)
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The invoices each receipt settled: its allocations, or what its credit note released. */
async function invoicesOf(db: Db, receiptIds: number[]): Promise<Map<number, SettledInvoice[]>> {
  const settled = new Map<number, SettledInvoice[]>();
  if (receiptIds.length === 0) return settled;
  const rows = await db
    .selectFrom('receipt_allocations')
    .innerJoin('invoices', 'invoices.id', 'receipt_allocations.invoice_id')
    .select([
      'receipt_allocations.receipt_id',
      'invoices.invoice_no',
      'invoices.source_type',
      'invoices.description',
      'receipt_allocations.amount_cents',
    ])
    .where('receipt_allocations.receipt_id', 'in', receiptIds)
    .unionAll(
      db
        .selectFrom('credit_note_allocations')
        .innerJoin('credit_notes', 'credit_notes.id', 'credit_note_allocations.credit_note_id')
        .innerJoin('invoices', 'invoices.id', 'credit_note_allocations.invoice_id')
        .select([
          'credit_notes.receipt_id',
          'invoices.invoice_no',
          'invoices.source_type',
          'invoices.description',
          'credit_note_allocations.amount_cents',
        ])
        .where('credit_notes.receipt_id', 'in', receiptIds),
    )
    .execute();
  for (const row of rows.sort((a, b) => a.invoice_no.localeCompare(b.invoice_no))) {
    const list = settled.get(row.receipt_id) ?? [];
    list.push({
      invoiceNo: row.invoice_no,
      purpose: paymentPurposes[row.source_type]?.description ?? row.description,
      amountLCY: kesOf(row.amount_cents),
    });
    settled.set(row.receipt_id, list);
  }
  return settled;
}

async function rowsOf(
  db: Db,
  filter: Filter,
  window: { limit: number; offset: number },
): Promise<PostedPayment[]> {
  const filtered = filteredReceipts(db, filter).select([
    'receipts.id',
    'receipts.receipt_no',
    'receipts.paid_at',
    'receipts.amount_cents',
    'receipts.method',
    'receipts.provider_tx_id',
    'users.name',
    sql<string | null>`coalesce(users.email, member.email)`.as('email'),
    sql<string | null>`coalesce(profiles.first_name, member.first_name)`.as('first_name'),
    sql<string | null>`coalesce(profiles.last_name, member.last_name)`.as('last_name'),
    sql<string | null>`coalesce(member.member_no, profiles.member_no)`.as('member_no'),
    'credit_notes.credit_note_no',
  ]);
  const rows = await orderByChoice(filtered, sortColumns, filter, sql.ref('receipts.id'))
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const invoices = await invoicesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    receiptNo: row.receipt_no,
    paidOn: portalDay(row.paid_at),
    memberName: nameOf(row),
    memberNo: row.member_no?.trim() || null,
    invoices: invoices.get(row.id) ?? [],
    method: row.method,
    providerRef: row.provider_tx_id,
    amountLCY: kesOf(row.amount_cents),
    creditNoteNo: row.credit_note_no,
  }));
}

/** GET admin/payments: one page of the receipts the filter finds, in the chosen order. */
export async function listPostedPayments(db: Db, filter: PostedPaymentsFilter): Promise<PostedPaymentsPage> {
  const pageSize = POSTED_PAYMENTS_PAGE_SIZE;
  const [total, items] = await Promise.all([
    countOf(db, filter),
    rowsOf(db, filter, { limit: pageSize, offset: (filter.page - 1) * pageSize }),
  ]);
  return { items, total, page: filter.page, pageSize };
}

export const postedPaymentsCsvHeader = [
  'Receipt No',
  'Paid on',
  'Member',
  'Member No',
  'Invoices',
  'Method',
  'Provider reference',
  'Amount (KES)',
  'Status',
  'Credit note',
] as const;

/** The CSV of what the filter (or the selection) shows, in the same order, at most `limit` rows. */
export async function postedPaymentsCsvRows(db: Db, filter: Filter, limit: number): Promise<CsvCell[][]> {
  const rows = await rowsOf(db, filter, { limit, offset: 0 });
  return rows.map((row) => [
    row.receiptNo,
    row.paidOn,
    row.memberName,
    row.memberNo,
    row.invoices.map((invoice) => invoice.invoiceNo).join(' '),
    row.method,
    row.providerRef,
    row.amountLCY,
    row.creditNoteNo ? 'Reversed' : 'Posted',
    row.creditNoteNo,
  ]);
}

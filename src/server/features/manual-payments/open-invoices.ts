import { sql } from 'kysely';
import { MANUAL_PAYMENT_SEARCH_LIMIT, type OpenInvoice } from '../../../contract/manual-payments';
import { kesOf, paymentPurposes } from '../../../contract/money';
import { allocatedPerInvoice } from '../../db/allocated-per-invoice';
import type { Db } from '../../db/database';
import { containsText } from '../../platform/like';

const nameOf = (row: {
  first_name: string | null;
  second_name: string | null;
  last_name: string | null;
  name: string | null;
  email: string | null;
}) =>
  [row.first_name, row.second_name, row.last_name].filter((part) => part?.trim()).join(' ') ||
  row.name?.trim() ||
  row.email ||
  '';

/**
 * Open invoices (something still owed) for staff posting a payment by hand: an invoice number
 * exactly, or part of the member's number, e-mail or name (any case). Oldest due first. A member
 * without an account is found through the register (decision 0021).
 */
export async function openInvoicesMatching(db: Db, search: string): Promise<OpenInvoice[]> {
  const term = search.trim().toLowerCase();
  const allocated = allocatedPerInvoice(db, 'paid');
  const owedCents = sql<number>`invoices.total_cents - coalesce(paid.cents, 0)`;
  const contains = (column: string) => containsText(sql.ref(column), term);
  const rows = await db
    .selectFrom('invoices')
    .leftJoin('users', 'users.id', 'invoices.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('member_register as member', 'member.id', 'invoices.member_id')
    .leftJoin(allocated, 'paid.invoice_id', 'invoices.id')
    .select([
      'invoices.invoice_no',
      'invoices.source_type',
      'invoices.description',
      'invoices.total_cents',
      'invoices.due_date',
      sql<string | null>`coalesce(users.email, member.email)`.as('email'),
      'users.name',
      sql<string | null>`coalesce(profiles.first_name, member.first_name)`.as('first_name'),
      sql<string | null>`coalesce(profiles.second_name, member.second_name)`.as('second_name'),
      sql<string | null>`coalesce(profiles.last_name, member.last_name)`.as('last_name'),
      sql<string | null>`coalesce(member.member_no, profiles.member_no)`.as('member_no'),
      owedCents.as('owed_cents'),
    ])
    .where(owedCents, '>', 0)
    .$if(term !== '', (query) =>
      query.where((eb) =>
        eb.or([
          eb(sql`lower(invoices.invoice_no)`, '=', term),
          contains('profiles.member_no'),
          contains('member.member_no'),
          contains('users.email'),
          contains('member.email'),
          contains('users.name'),
          containsText(
            sql`coalesce(profiles.first_name, '') || ' ' || coalesce(profiles.second_name, '') || ' ' || coalesce(profiles.last_name, '')`,
            term,
          ),
          containsText(
            sql`coalesce(profiles.first_name, '') || ' ' || coalesce(profiles.last_name, '')`,
            term,
          ),
          containsText(sql`member.first_name || ' ' || member.last_name`, term),
        ]),
      ),
    )
    .orderBy('invoices.due_date')
    .orderBy('invoices.id')
    .limit(MANUAL_PAYMENT_SEARCH_LIMIT)
    .execute();
  return rows.map((row) => ({
    invoiceNo: row.invoice_no,
    memberName: nameOf(row),
    memberNo: row.member_no?.trim() || null,
    email: row.email ?? '',
    purpose: paymentPurposes[row.source_type]?.description ?? row.description,
    totalLCY: kesOf(row.total_cents),
    owedLCY: kesOf(Number(row.owed_cents)),
    dueDate: row.due_date,
  }));
}

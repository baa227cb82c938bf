import { sql } from 'kysely';
import type { OpenInvoice } from '../../../contract/manual-payments';
import type { MemberSubscription } from '../../../contract/member-records';
import { kesOf, paymentPurposes } from '../../../contract/money';
import { todayIso } from '../../../contract/profile-sections/fields';
import { allocatedPerInvoice } from '../../db/allocated-per-invoice';
import type { Db } from '../../db/database';
import { type MemberRow, memberName } from './find-member';

/** An invoice of the member record with what receipts allocated to it, in cents. */
function invoicesOf(db: Db, memberId: number) {
  const allocated = allocatedPerInvoice(db, 'paid');
  return db
    .selectFrom('invoices')
    .leftJoin(allocated, 'paid.invoice_id', 'invoices.id')
    .select([
      'invoices.invoice_no',
      'invoices.source_type',
      'invoices.source_ref',
      'invoices.description',
      'invoices.total_cents',
      'invoices.due_date',
      sql<number>`invoices.total_cents - coalesce(paid.cents, 0)`.as('owed_cents'),
    ])
    .where('invoices.member_id', '=', memberId);
}

/**
 * The member's invoices with something still owed, oldest due first, in the shape the payments
 * posted by hand take (features/manual-payments), so the page's Post payment reuses that dialog.
 */
export async function openInvoicesOf(db: Db, member: MemberRow): Promise<OpenInvoice[]> {
  const rows = await invoicesOf(db, member.id)
    .where(sql<number>`invoices.total_cents - coalesce(paid.cents, 0)`, '>', 0)
    .orderBy('invoices.due_date')
    .orderBy('invoices.id')
    .execute();
  return rows.map((row) => ({
    invoiceNo: row.invoice_no,
    memberName: memberName(member),
    memberNo: member.member_no,
    email: member.email ?? '',
    purpose: paymentPurposes[row.source_type]?.description ?? row.description,
    totalLCY: kesOf(row.total_cents),
    owedLCY: kesOf(Number(row.owed_cents)),
    dueDate: row.due_date,
  }));
}

/** The subscription invoices, one per period (a subscription's source reference is its year), newest first. */
export async function subscriptionsOf(
  db: Db,
  memberId: number,
  today = todayIso(),
): Promise<MemberSubscription[]> {
  const rows = await invoicesOf(db, memberId)
    .where('invoices.source_type', '=', 'SUBSCRIPTION')
    .orderBy('invoices.source_ref', 'desc')
    .execute();
  return rows.map((row) => {
    const owed = Number(row.owed_cents);
    return {
      period: Number(row.source_ref),
      invoiceNo: row.invoice_no,
      totalLCY: kesOf(row.total_cents),
      owedLCY: kesOf(owed),
      dueDate: row.due_date,
      state: owed <= 0 ? 'Paid' : row.due_date < today ? 'Overdue' : 'Due',
    };
  });
}

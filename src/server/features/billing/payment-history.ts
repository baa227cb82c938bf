import { kesOf, type PaymentHistory } from '../../../contract/money';
import type { Db } from '../../db/database';

/**
 * GET billing/history (spec 3 §2.9): the member's receipts, newest subscription year first, with the
 * e-mail, name and member number the CSV export carries.
 */
export async function paymentHistoryOf(db: Db, userId: number): Promise<PaymentHistory> {
  const user = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.email',
      'profiles.first_name',
      'profiles.second_name',
      'profiles.last_name',
      'profiles.member_no',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const company = await db.selectFrom('company_information').select('display_name').executeTakeFirst();
  const rows = await db
    .selectFrom('receipts')
    .leftJoin('receipt_allocations', 'receipt_allocations.receipt_id', 'receipts.id')
    .leftJoin('invoices', 'invoices.id', 'receipt_allocations.invoice_id')
    .select([
      'receipts.receipt_no',
      'receipts.paid_at',
      'receipts.amount_cents',
      'receipts.provider_tx_id',
      'receipts.method',
      'invoices.source_type',
      'invoices.source_ref',
    ])
    .where('receipts.user_id', '=', userId)
    .execute();
  const name = [user.first_name, user.second_name, user.last_name].filter((part) => part?.trim()).join(' ');
  const entries = rows.map((row) => ({
    paymentCode: row.receipt_no,
    paymentDate: row.paid_at.slice(0, 10),
    paymentFrom: name || user.email,
    paymentTo: company?.display_name ?? '',
    amount: kesOf(row.amount_cents),
    paymentID: row.provider_tx_id,
    paymentType: row.method,
    // A subscription invoice's source is its period, the year it covers.
    yearOfSubscription:
      row.source_type === 'SUBSCRIPTION' && row.source_ref
        ? Number.parseInt(row.source_ref, 10) || null
        : null,
  }));
  entries.sort(
    (a, b) =>
      (b.yearOfSubscription ?? 0) - (a.yearOfSubscription ?? 0) || b.paymentDate.localeCompare(a.paymentDate),
  );
  return { email: user.email, name, no: user.member_no ?? '', entries };
}

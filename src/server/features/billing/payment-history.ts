import { sql } from 'kysely';
import { kesOf, type PaymentHistory } from '../../../contract/money';
import { portalDay } from '../../../contract/portal-time';
import type { Db } from '../../db/database';
import { partyOf } from './party';

/**
 * GET billing/history (spec 3 §2.9): the member's receipts, newest subscription year first, with the
 * e-mail, name and member number the CSV export carries.
 */
export async function paymentHistoryOf(db: Db, userId: number): Promise<PaymentHistory> {
  const payer = await partyOf(db, userId);
  const company = await db.selectFrom('company_information').select('display_name').executeTakeFirst();
  const rows = await db
    .selectFrom('receipts')
    .leftJoin('receipt_allocations', 'receipt_allocations.receipt_id', 'receipts.id')
    .leftJoin('credit_notes', 'credit_notes.receipt_id', 'receipts.id')
    .leftJoin('credit_note_allocations', 'credit_note_allocations.credit_note_id', 'credit_notes.id')
    // A reversed receipt's invoice is the one its credit note released (decision 0030).
    .leftJoin('invoices', (join) =>
      join.on(
        sql<boolean>`invoices.id = coalesce(receipt_allocations.invoice_id, credit_note_allocations.invoice_id)`,
      ),
    )
    .select([
      'receipts.receipt_no',
      'receipts.paid_at',
      'receipts.amount_cents',
      'receipts.provider_tx_id',
      'receipts.method',
      'invoices.source_type',
      'invoices.source_ref',
      'credit_notes.credit_note_no',
    ])
    .where('receipts.user_id', '=', userId)
    .execute();
  const entries = rows.map((row) => ({
    paymentCode: row.receipt_no,
    paymentDate: portalDay(row.paid_at),
    paymentFrom: payer.name,
    paymentTo: company?.display_name ?? '',
    amount: kesOf(row.amount_cents),
    paymentID: row.provider_tx_id,
    paymentType: row.method,
    // A subscription invoice's source is its period, the year it covers.
    yearOfSubscription:
      row.source_type === 'SUBSCRIPTION' && row.source_ref
        ? Number.parseInt(row.source_ref, 10) || null
        : null,
    reversedBy: row.credit_note_no,
  }));
  entries.sort(
    (a, b) =>
      (b.yearOfSubscription ?? 0) - (a.yearOfSubscription ?? 0) || b.paymentDate.localeCompare(a.paymentDate),
  );
  return { email: payer.email, name: payer.name, no: payer.memberNo ?? '', entries };
}

import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { formatReceiptNo } from '../../db/identifiers';
import type { ReceiptsTable } from '../../db/schema';
import { nowIso } from '../../platform/time';
import { refreshMemberStanding } from '../member-search/public';
import { remainingOf } from './ledger';

export interface PostReceiptInput {
  /** The account that paid online; null when staff post a payment by hand. */
  payerUserId: number | null;
  invoiceId: number;
  paymentId: number | null;
  amountCents: number;
  method: string;
  provider: string;
  /** The provider's id of the money movement: a receipt per provider transaction, ever. */
  providerTxId: string;
  paidAt: string;
}

export type ReceiptRow = Selectable<ReceiptsTable>;

/**
 * Posts the receipt of one provider transaction and allocates it to the invoice, up to what is
 * still owed; anything paid beyond stays on the receipt as the member's credit (the balance goes
 * below zero). The receipt belongs to whoever the invoice bills (account, member record or both). Call inside the transaction that finalises the payment: the unique provider_tx_id
 * makes a second posting of the same transaction fail, so the whole transaction rolls back.
 */
export async function postReceipt(db: Db, input: PostReceiptInput): Promise<ReceiptRow> {
  // Locks the invoice (PostgreSQL; SQLite runs one transaction at a time), so two payments settling
  // at once allocate one after the other and never more than the invoice's total.
  const invoice = await db
    .selectFrom('invoices')
    .select(['user_id', 'member_id'])
    .where('id', '=', input.invoiceId)
    .$if(dialectOf(db) === 'postgres', (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  // A payment settles the payer's own invoice only; anything else is a bug upstream, never a receipt.
  if (input.payerUserId !== null && invoice.user_id !== input.payerUserId)
    throw new Error('A receipt must be posted to the payer’s own invoice');
  const now = nowIso();
  const { id } = await db
    .insertInto('receipts')
    .values({
      receipt_no: `pending-${input.provider}-${input.providerTxId}`,
      user_id: invoice.user_id,
      member_id: invoice.member_id,
      payment_id: input.paymentId,
      amount_cents: input.amountCents,
      method: input.method,
      provider: input.provider,
      provider_tx_id: input.providerTxId,
      paid_at: input.paidAt,
      posted_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('receipts')
    .set({ receipt_no: formatReceiptNo(id) })
    .where('id', '=', id)
    .execute();
  const owed = await remainingOf(db, input.invoiceId);
  const allocated = Math.min(owed, input.amountCents);
  if (allocated > 0) {
    await db
      .insertInto('receipt_allocations')
      .values({ receipt_id: id, invoice_id: input.invoiceId, amount_cents: allocated })
      .execute();
    // A paid invoice may be what kept the member out of good standing on the Member Checker.
    await refreshMemberStanding(db, { memberIds: [invoice.member_id], userIds: [invoice.user_id] });
  }
  return db.selectFrom('receipts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

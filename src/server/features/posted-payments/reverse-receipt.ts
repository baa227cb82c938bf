import { kesOf, paymentPurposes } from '../../../contract/money';
import { postedPaymentMessages, type ReversedReceipt } from '../../../contract/posted-payments';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { formatCreditNoteNo } from '../../db/identifiers';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { refreshMemberStanding } from '../member-search/public';

export const AUDIT_ACTION_REVERSED = 'payment.reversed';

const alreadyReversed = (receiptNo: string, creditNoteNo: string) =>
  conflict(postedPaymentMessages.alreadyReversed(receiptNo, creditNoteNo));

/**
 * Reverses one receipt with a credit note (decision 0030), in one transaction: the credit note
 * (CRN-…) for the receipt's whole amount, the receipt's allocations released (kept on the credit
 * note) so its invoices are owed again, good standing recomputed and the audit row. What the payment
 * already unlocked (an application moved on, a subscription, a licence) is left as it is.
 */
export async function reverseReceipt(
  db: Db,
  actor: AuditActor,
  receiptNo: string,
  reason: string,
): Promise<ReversedReceipt> {
  // Receipt numbers are stored upper-case (RCT-000123): the unique index finds a typed one.
  const number = receiptNo.trim().toUpperCase();
  try {
    return await db.transaction().execute(async (trx) => {
      // Locks the receipt (PostgreSQL; SQLite writes one at a time), so two reversals at once run
      // one after the other and the second finds the first's credit note.
      const receipt = await trx
        .selectFrom('receipts')
        .select(['id', 'receipt_no', 'user_id', 'member_id', 'amount_cents'])
        .where('receipt_no', '=', number)
        .$if(dialectOf(trx) === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      if (!receipt) throw notFound(postedPaymentMessages.receiptNotFound);
      const existing = await trx
        .selectFrom('credit_notes')
        .select('credit_note_no')
        .where('receipt_id', '=', receipt.id)
        .executeTakeFirst();
      if (existing) throw alreadyReversed(receipt.receipt_no, existing.credit_note_no);
      const allocations = await trx
        .selectFrom('receipt_allocations')
        .innerJoin('invoices', 'invoices.id', 'receipt_allocations.invoice_id')
        .select([
          'invoices.id',
          'invoices.invoice_no',
          'invoices.source_type',
          'invoices.user_id',
          'invoices.member_id',
          'receipt_allocations.amount_cents',
        ])
        .where('receipt_allocations.receipt_id', '=', receipt.id)
        .orderBy('invoices.invoice_no')
        .execute();
      const createdAt = nowIso();
      const { id } = await trx
        .insertInto('credit_notes')
        .values({
          // Unique while the row's own number is not yet known: one credit note per receipt.
          credit_note_no: `pending-${receipt.id}`,
          receipt_id: receipt.id,
          user_id: receipt.user_id,
          member_id: receipt.member_id,
          amount_cents: receipt.amount_cents,
          reason,
          created_by: actor.actorId,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const creditNoteNo = formatCreditNoteNo(id);
      await trx
        .updateTable('credit_notes')
        .set({ credit_note_no: creditNoteNo })
        .where('id', '=', id)
        .execute();
      if (allocations.length > 0) {
        await trx
          .insertInto('credit_note_allocations')
          .values(
            allocations.map((allocation) => ({
              credit_note_id: id,
              invoice_id: allocation.id,
              amount_cents: allocation.amount_cents,
            })),
          )
          .execute();
        await trx.deleteFrom('receipt_allocations').where('receipt_id', '=', receipt.id).execute();
      }
      // An invoice owed again may take the member out of good standing on the Member Checker.
      await refreshMemberStanding(trx, {
        memberIds: [receipt.member_id, ...allocations.map((allocation) => allocation.member_id)],
        userIds: [receipt.user_id, ...allocations.map((allocation) => allocation.user_id)],
      });
      await recordAudit(trx, {
        actor,
        action: AUDIT_ACTION_REVERSED,
        subjectType: 'receipt',
        subjectId: receipt.receipt_no,
        details: {
          receiptNo: receipt.receipt_no,
          creditNoteNo,
          amount: kesOf(receipt.amount_cents),
          reason,
          before: { status: 'posted' },
          after: { status: 'reversed', creditNoteNo },
          reopened: allocations.map((allocation) => ({
            invoiceNo: allocation.invoice_no,
            purpose: paymentPurposes[allocation.source_type]?.description ?? allocation.source_type,
            amount: kesOf(allocation.amount_cents),
          })),
        },
      });
      return {
        receiptNo: receipt.receipt_no,
        creditNoteNo,
        amountLCY: kesOf(receipt.amount_cents),
        reopened: allocations.map((allocation) => allocation.invoice_no),
      };
    });
  } catch (error) {
    // Another reversal of the same receipt committed between our check and our insert.
    if (isUniqueViolation(error)) {
      const winner = await db
        .selectFrom('credit_notes')
        .innerJoin('receipts', 'receipts.id', 'credit_notes.receipt_id')
        .select(['receipts.receipt_no', 'credit_notes.credit_note_no'])
        .where('receipts.receipt_no', '=', number)
        .executeTakeFirst();
      if (winner) throw alreadyReversed(winner.receipt_no, winner.credit_note_no);
    }
    throw error;
  }
}

import { sql } from 'kysely';
import {
  MANUAL_PAYMENT_PROVIDER,
  type ManualPaymentMethod,
  manualPaymentMessages,
  normalisedReference,
} from '../../../contract/manual-payments';
import { centsOf, kesOf } from '../../../contract/money';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { postReceipt, remainingOf } from '../billing/public';

export interface ManualPaymentInput {
  invoiceNo: string;
  /** KES, up to two decimals. */
  amount: number;
  method: ManualPaymentMethod;
  reference: string;
  /** YYYY-MM-DD: the day the money reached the body. */
  paidOn: string;
}

export const AUDIT_ACTION_POSTED_BY_HAND = 'payment.posted-by-hand';

/** One slip, one receipt: the method keeps a cheque number from clashing with a bank reference. */
export const providerTxIdOf = (method: ManualPaymentMethod, reference: string) =>
  `${method}:${normalisedReference(reference)}`;

/**
 * Posts money received outside the checkout to a member's invoice, with its audit row, in one
 * transaction. Never more than is still owed: a payment by hand is matched to an invoice by a
 * person, so an amount above it is a typing mistake, not the member's credit.
 */
export async function postManualPayment(
  db: Db,
  actor: AuditActor,
  input: ManualPaymentInput,
): Promise<{ receiptNo: string }> {
  const providerTxId = providerTxIdOf(input.method, input.reference);
  const duplicate = () =>
    conflict(manualPaymentMessages.duplicateReference(input.method, normalisedReference(input.reference)));
  try {
    return await db.transaction().execute(async (trx) => {
      // Locks the invoice first (PostgreSQL), so two postings at once check what is owed one after the
      // other and the second sees the first's receipt.
      const invoice = await trx
        .selectFrom('invoices')
        .select(['id', 'user_id', 'invoice_no'])
        .where(sql<string>`upper(invoice_no)`, '=', input.invoiceNo.trim().toUpperCase())
        .$if(dialectOf(trx) === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      if (!invoice) throw notFound(manualPaymentMessages.invoiceNotFound);
      const posted = await trx
        .selectFrom('receipts')
        .select('id')
        .where('provider_tx_id', '=', providerTxId)
        .executeTakeFirst();
      if (posted) throw duplicate();
      const owed = await remainingOf(trx, invoice.id);
      if (owed <= 0) throw badRequest(manualPaymentMessages.nothingOwed);
      const amountCents = centsOf(input.amount);
      if (amountCents > owed) {
        const message = manualPaymentMessages.amountAboveOwed(kesOf(owed));
        throw badRequest(message, { amount: message });
      }
      const receipt = await postReceipt(trx, {
        payerUserId: null,
        invoiceId: invoice.id,
        paymentId: null,
        amountCents,
        method: input.method,
        provider: MANUAL_PAYMENT_PROVIDER,
        providerTxId,
        paidAt: `${input.paidOn}T00:00:00.000Z`,
      });
      await recordAudit(trx, {
        actor,
        action: AUDIT_ACTION_POSTED_BY_HAND,
        subjectType: 'invoice',
        subjectId: invoice.invoice_no,
        details: {
          invoiceNo: invoice.invoice_no,
          receiptNo: receipt.receipt_no,
          amount: kesOf(amountCents),
          method: input.method,
          reference: normalisedReference(input.reference),
          paidOn: input.paidOn,
        },
      });
      return { receiptNo: receipt.receipt_no };
    });
  } catch (error) {
    // Another posting of the same slip committed between our check and our insert.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

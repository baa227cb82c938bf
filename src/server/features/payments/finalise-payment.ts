import type { FastifyBaseLogger } from 'fastify';
import { kesOf } from '../../../contract/money';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../platform/errors';
import type { PaymentReport } from '../../platform/payments/provider';
import { nowIso } from '../../platform/time';
import { postReceipt } from '../billing/public';

export type FinalOutcome =
  | 'posted'
  | 'failed'
  | 'still pending'
  | 'ignored: payment already final'
  | 'already posted'
  | `needs review: ${string}`;

/** M-Pesa takes whole shillings, so it may collect up to 99 cents more than the payment expects. */
const ROUNDING_TOLERANCE_CENTS = 100;

/** Outcomes a person has to look at: money arrived that the portal will not post by itself. */
export const needsReview = (outcome: string): boolean => outcome.startsWith('needs review:');

/**
 * Settles a pending payment from a trusted report, in ONE transaction with its receipt: the
 * conditional update (Pending -> final only) lets exactly one of several concurrent reports through,
 * and the unique provider transaction id refuses a second posting of the same money even on another
 * payment. A late failure after a success finds the payment final and changes nothing. The callback
 * that carried the report is marked processed in the same transaction, so a crash leaves it to retry.
 */
export async function finalisePayment(
  db: Db,
  paymentId: number,
  report: PaymentReport,
  callbackId: number | null,
  log: FastifyBaseLogger,
): Promise<FinalOutcome> {
  if (report.status === 'Pending') {
    if (callbackId !== null) await markCallback(db, callbackId, 'still pending');
    return 'still pending';
  }
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const settled = await settle(trx, paymentId, report);
      if (callbackId !== null) await markCallback(trx, callbackId, settled);
      return settled;
    });
    if (needsReview(outcome))
      log.error({ paymentId, callbackId, providerTxId: report.providerTxId }, `payment ${outcome}`);
    return outcome;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (callbackId !== null) await markCallback(db, callbackId, 'already posted');
    return 'already posted';
  }
}

async function settle(trx: Db, paymentId: number, report: PaymentReport): Promise<FinalOutcome> {
  const payment = await trx
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  if (payment.status === 'Failed' && report.status === 'Succeeded') return 'needs review: paid after failure';
  if (payment.status !== 'Pending') return 'ignored: payment already final';
  const now = nowIso();
  const paidCents = report.paidCents ?? payment.expected_cents;
  if (report.status === 'Succeeded' && paidCents - payment.expected_cents >= ROUNDING_TOLERANCE_CENTS) {
    return `needs review: amount KES ${kesOf(paidCents).toFixed(2)} paid, KES ${kesOf(payment.expected_cents).toFixed(2)} expected`;
  }
  if (report.status === 'Failed' || paidCents <= 0) {
    const changed = await trx
      .updateTable('payments')
      .set({
        status: 'Failed',
        method: report.method ?? payment.method,
        failure_reason: (report.reason ?? 'Declined by the provider').slice(0, 500),
        updated_at: now,
        finalised_at: now,
      })
      .where('id', '=', paymentId)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    return Number(changed.numUpdatedRows) === 1 ? 'failed' : 'ignored: payment already final';
  }
  // A provider without its own transaction id still pays once per payment reference.
  const providerTxId = report.providerTxId ?? `${payment.provider}-${payment.reference}`;
  const method = report.method ?? payment.method ?? payment.provider;
  const changed = await trx
    .updateTable('payments')
    .set({
      status: 'Succeeded',
      paid_cents: paidCents,
      provider_tx_id: providerTxId,
      method,
      payer_phone: report.payerPhone ?? payment.payer_phone,
      updated_at: now,
      finalised_at: now,
    })
    .where('id', '=', paymentId)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return 'ignored: payment already final';
  // An underpayment is a receipt for what was paid: the invoice keeps the remainder open.
  await postReceipt(trx, {
    payerUserId: payment.user_id,
    invoiceId: payment.invoice_id,
    paymentId: payment.id,
    amountCents: paidCents,
    method,
    provider: payment.provider,
    providerTxId,
    paidAt: now,
  });
  return 'posted';
}

async function markCallback(db: Db, callbackId: number, outcome: string): Promise<void> {
  await db
    .updateTable('payment_callbacks')
    .set({ processed_at: nowIso(), outcome, locked_until: null })
    .where('id', '=', callbackId)
    .execute();
}

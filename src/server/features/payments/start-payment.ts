import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { normalizePhone } from '../../../contract/access';
import {
  type CheckoutPayload,
  kesOf,
  moneyMessages,
  paymentPurposes,
  type StartedPayment,
  type StartPaymentRequest,
} from '../../../contract/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { PaymentsTable } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import {
  CheckoutFailed,
  type CheckoutHandOff,
  encodePayload,
  type ProviderPayment,
} from '../../platform/payments/provider';
import { isoIn, nowIso } from '../../platform/time';
import { remainingOf } from '../billing/public';
import type { PaymentServices } from './services';

export type PaymentRow = Selectable<PaymentsTable>;

/**
 * A payment nobody answered for this long is given up: a checkout does not stay open for a day.
 * Until then a second Pay Now on the same invoice resumes it, since the payer may still complete it.
 */
export const PAYMENT_EXPIRY_MS = 24 * 60 * 60_000;

/** The payment as the provider sees it, with the invoice it pays. */
export async function providerPaymentOf(db: Db, payment: PaymentRow): Promise<ProviderPayment> {
  const invoice = await db
    .selectFrom('invoices')
    .select(['invoice_no', 'source_type'])
    .where('id', '=', payment.invoice_id)
    .executeTakeFirstOrThrow();
  return {
    reference: payment.reference,
    expectedCents: payment.expected_cents,
    invoiceNo: invoice.invoice_no,
    description: paymentPurposes[invoice.source_type].description,
    payerPhone: payment.payer_phone,
    providerRequestId: payment.provider_request_id,
  };
}

/** The payload of spec 3 §7, from the stored payment and its invoice, never from the browser. */
async function handOffOf(db: Db, payment: PaymentRow): Promise<CheckoutHandOff> {
  const row = await db
    .selectFrom('invoices')
    .leftJoin('profiles', 'profiles.user_id', 'invoices.user_id')
    .select(['invoices.invoice_no', 'invoices.source_type', 'invoices.source_ref', 'profiles.member_no'])
    .where('invoices.id', '=', payment.invoice_id)
    .executeTakeFirstOrThrow();
  const payload: CheckoutPayload = {
    payerID: row.member_no || String(payment.user_id),
    sourceDocumentNo: row.invoice_no,
    description: paymentPurposes[row.source_type].description,
    amount: kesOf(payment.expected_cents),
    // Spec 3 §7: empty for upgrades, subscriptions and applications; the licence or booking otherwise.
    accountNo: ['LICENSE', 'BOOKING'].includes(row.source_type) ? row.source_ref : '',
    success_url: payment.success_url,
    fail_url: payment.fail_url,
  };
  return { payload, encodedPayload: encodePayload(payload) };
}

/**
 * POST payments: pays what is left of one of the caller's invoices. The payment is recorded
 * (Pending, expected amount, random reference) before the provider hears of it, so a crash in
 * between leaves a pending payment that the reconciliation settles. The invoice row is locked
 * first, so a double click finds the first click's payment and resumes it instead of a second one.
 */
export async function startPayment(
  context: AppContext,
  services: PaymentServices,
  userId: number,
  request: StartPaymentRequest,
): Promise<StartedPayment> {
  const { db, dialect } = context;
  const { provider } = services;
  const user = await db
    .selectFrom('users')
    .select('phone_no')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const phone = normalizePhone(request.phone ?? user.phone_no ?? '');

  const { payment, resumed } = await db.transaction().execute(async (trx) => {
    const invoice = await trx
      .selectFrom('invoices')
      .select(['id', 'source_type'])
      .where('invoice_no', '=', request.invoiceNo)
      .where('user_id', '=', userId)
      .$if(dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!invoice) throw notFound(moneyMessages.invoiceNotFound);
    const remaining = await remainingOf(trx, invoice.id);
    if (remaining <= 0) throw conflict(moneyMessages.alreadyPaid);
    const now = nowIso();
    // A pending payment for more than is now owed would overpay; a success reported for it later
    // finds it Failed and goes to review.
    await trx
      .updateTable('payments')
      .set({
        status: 'Failed',
        failure_reason: moneyMessages.paymentReplaced,
        updated_at: now,
        finalised_at: now,
      })
      .where('invoice_id', '=', invoice.id)
      .where('user_id', '=', userId)
      .where('status', '=', 'Pending')
      .where('provider', '=', provider.name)
      .where('expected_cents', '>', remaining)
      .execute();
    const open = await trx
      .selectFrom('payments')
      .selectAll()
      .where('invoice_id', '=', invoice.id)
      .where('user_id', '=', userId)
      .where('status', '=', 'Pending')
      .where('provider', '=', provider.name)
      .where('created_at', '>', isoIn(-PAYMENT_EXPIRY_MS))
      // A push (M-Pesa) the provider never confirmed receiving has no prompt to go back to: a new
      // Pay Now sends a new one, and the unconfirmed attempt expires.
      .$if(provider.confirmsCallbacks, (query) => query.where('provider_request_id', 'is not', null))
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (open) return { payment: open, resumed: true };
    const row = await trx
      .insertInto('payments')
      .values({
        reference: `PAY-${randomBytes(9).toString('base64url')}`,
        user_id: userId,
        invoice_id: invoice.id,
        provider: provider.name,
        method: null,
        status: 'Pending',
        expected_cents: remaining,
        paid_cents: null,
        provider_request_id: null,
        provider_tx_id: null,
        payer_phone: phone,
        failure_reason: null,
        success_url: paymentPurposes[invoice.source_type].successPath,
        fail_url: request.from ?? '/billing',
        created_at: now,
        updated_at: now,
        finalised_at: null,
        last_checked_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { payment: row, resumed: false };
  });

  const handOff = await handOffOf(db, payment);
  const forProvider = await providerPaymentOf(db, payment);
  if (resumed)
    return { reference: payment.reference, checkoutUrl: provider.checkoutUrlOf(forProvider, handOff) };
  try {
    const started = await provider.startCheckout(forProvider, handOff);
    if (started.providerRequestId) {
      await db
        .updateTable('payments')
        .set({ provider_request_id: started.providerRequestId, updated_at: nowIso() })
        .where('id', '=', payment.id)
        .execute();
    }
    return { reference: payment.reference, checkoutUrl: started.checkoutUrl };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    services.log.warn({ payment: payment.reference }, `payment not started: ${reason}`);
    // A timeout or dropped connection may come after the provider took the request (an M-Pesa
    // prompt may be on the phone already): the payment stays Pending for the reconciliation.
    if (!(error instanceof CheckoutFailed)) throw new AppError(502, moneyMessages.paymentNotStarted);
    // The provider refused the request, so nothing can still be paid on this attempt.
    await db
      .updateTable('payments')
      .set({
        status: 'Failed',
        failure_reason: reason.slice(0, 500),
        updated_at: nowIso(),
        finalised_at: nowIso(),
      })
      .where('id', '=', payment.id)
      .where('status', '=', 'Pending')
      .execute();
    throw new AppError(400, error.message);
  }
}

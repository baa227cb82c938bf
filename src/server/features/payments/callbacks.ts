import type { Db } from '../../db/database';
import { notFound } from '../../platform/errors';
import { type CallbackHeaders, CallbackRefused, type CallbackReport } from '../../platform/payments/provider';
import { isoIn, nowIso } from '../../platform/time';
import { sameSecret } from '../../platform/tokens';
import { finalisePayment } from './finalise-payment';
import type { PaymentServices } from './services';
import { type PaymentRow, providerPaymentOf } from './start-payment';

/** How long one worker may hold a callback before another may take it over. */
const LEASE_MS = 60_000;
/** A callback whose final status the provider does not confirm yet is looked at again after this. */
const CONFIRM_RETRY_MS = 30_000;
/**
 * A success callback the status query contradicts is asked about again until it is this old: the
 * query may lag behind the money. After that a person decides, since money may have moved.
 */
const DISPUTE_REVIEW_AFTER_MS = 60 * 60_000;

/**
 * POST payments/callback/:provider/:secret, before the acknowledgement: a wrong provider or secret
 * stores nothing (404); anything else is stored raw first. A callback that fails the provider's
 * authenticity check is stored already processed as rejected, so it can never move a payment.
 * Returns the stored callback's id when it is to be processed.
 */
export async function receiveCallback(
  db: Db,
  services: PaymentServices,
  providerName: string,
  secret: string,
  rawBody: string,
  headers: CallbackHeaders,
): Promise<number | null> {
  const { provider } = services;
  if (providerName !== provider.name || !sameSecret(secret, services.callbackSecret)) throw notFound();
  let refusal: string | null = null;
  try {
    provider.verifyCallback(rawBody, headers);
  } catch (error) {
    if (!(error instanceof CallbackRefused)) throw error;
    refusal = `rejected: ${error.message}`;
  }
  const now = nowIso();
  const { id } = await db
    .insertInto('payment_callbacks')
    .values({
      provider: provider.name,
      payment_id: null,
      body: rawBody,
      received_at: now,
      locked_until: null,
      processed_at: refusal ? now : null,
      outcome: refusal,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (refusal) services.log.warn({ callbackId: id }, `payment callback ${refusal}`);
  return refusal ? null : id;
}

/** Takes the callback for this worker unless it is processed or another worker holds it. */
async function lease(db: Db, callbackId: number): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('payment_callbacks')
    .set({ locked_until: isoIn(LEASE_MS) })
    .where('id', '=', callbackId)
    .where('processed_at', 'is', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function paymentNamedBy(
  db: Db,
  provider: string,
  report: CallbackReport,
): Promise<PaymentRow | undefined> {
  const query = db.selectFrom('payments').selectAll().where('provider', '=', provider);
  if (report.reference) return query.where('reference', '=', report.reference).executeTakeFirst();
  if (report.providerRequestId)
    return query.where('provider_request_id', '=', report.providerRequestId).executeTakeFirst();
  return undefined;
}

const close = (db: Db, callbackId: number, outcome: string, paymentId: number | null = null) =>
  db
    .updateTable('payment_callbacks')
    .set({
      processed_at: nowIso(),
      outcome,
      locked_until: null,
      ...(paymentId ? { payment_id: paymentId } : {}),
    })
    .where('id', '=', callbackId)
    .execute();

/**
 * Processes one stored callback: right after its acknowledgement, and again by the worker when a
 * crash or an unconfirmed status left it unprocessed. Safe to run any number of times.
 */
export async function processCallback(
  db: Db,
  services: PaymentServices,
  callbackId: number,
): Promise<string> {
  if (!(await lease(db, callbackId))) return 'busy or done';
  const { provider } = services;
  const stored = await db
    .selectFrom('payment_callbacks')
    .select(['body', 'provider', 'received_at'])
    .where('id', '=', callbackId)
    .executeTakeFirstOrThrow();
  if (stored.provider !== provider.name) {
    // Received under another PAYMENT_PROVIDER: left for an instance configured for it.
    await db
      .updateTable('payment_callbacks')
      .set({ locked_until: null })
      .where('id', '=', callbackId)
      .execute();
    return 'other provider';
  }
  let report: CallbackReport;
  try {
    report = provider.parseCallback(stored.body);
  } catch (error) {
    if (!(error instanceof CallbackRefused)) throw error;
    await close(db, callbackId, `rejected: ${error.message}`);
    return 'rejected';
  }
  const payment = await paymentNamedBy(db, provider.name, report);
  if (!payment) {
    await close(db, callbackId, 'unknown payment');
    return 'unknown payment';
  }
  await db
    .updateTable('payment_callbacks')
    .set({ payment_id: payment.id })
    .where('id', '=', callbackId)
    .execute();
  let trusted = report;
  if (provider.confirmsCallbacks && report.status !== 'Pending' && payment.status === 'Pending') {
    const confirmed = await provider.queryStatus(await providerPaymentOf(db, payment));
    const disputedSuccess = report.status === 'Succeeded' && confirmed.status !== 'Succeeded';
    if (disputedSuccess && stored.received_at < isoIn(-DISPUTE_REVIEW_AFTER_MS)) {
      const outcome = `needs review: the provider reports ${confirmed.status} for a success callback`;
      services.log.error({ callbackId, payment: payment.reference }, `payment callback ${outcome}`);
      await close(db, callbackId, outcome, payment.id);
      return outcome;
    }
    if (confirmed.status === 'Pending' || disputedSuccess) {
      await db
        .updateTable('payment_callbacks')
        .set({ locked_until: isoIn(CONFIRM_RETRY_MS) })
        .where('id', '=', callbackId)
        .execute();
      return 'awaiting confirmation';
    }
    if (confirmed.status !== report.status) {
      await close(db, callbackId, `rejected: the provider reports ${confirmed.status}`, payment.id);
      return 'rejected';
    }
    trusted = { ...confirmed, ...report };
  }
  return finalisePayment(db, payment.id, trusted, callbackId, services.log);
}

/** Worker pass: callbacks stored but not processed (the process died after the acknowledgement). */
export async function processWaitingCallbacks(
  db: Db,
  services: PaymentServices,
  batchSize = 20,
): Promise<number> {
  const now = nowIso();
  const waiting = await db
    .selectFrom('payment_callbacks')
    .select('id')
    .where('processed_at', 'is', null)
    .where('provider', '=', services.provider.name)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('id')
    .limit(batchSize)
    .execute();
  let handled = 0;
  for (const { id } of waiting) {
    try {
      await processCallback(db, services, id);
      handled += 1;
    } catch (error) {
      services.log.error({ err: error, callbackId: id }, 'payment callback processing failed');
    }
  }
  return handled;
}

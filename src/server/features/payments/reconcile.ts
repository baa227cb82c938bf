import type { Db } from '../../db/database';
import { isoIn, nowIso } from '../../platform/time';
import { finalisePayment } from './finalise-payment';
import type { PaymentServices } from './services';
import { providerPaymentOf } from './start-payment';

/** A payment nobody answered for this long is given up: a checkout does not stay open for a day. */
export const PAYMENT_EXPIRY_MS = 24 * 60 * 60_000;

/**
 * Worker pass: payments still pending `afterMs` after they started (their callback was lost or
 * never sent) are asked about at the provider and settled the same way a callback settles them, so
 * a dropped callback still ends in exactly one receipt. Each payment is claimed by moving its
 * last_checked_at forward, so instances side by side do not query the same payment at once.
 */
export async function reconcilePendingPayments(
  db: Db,
  services: PaymentServices,
  afterMs: number,
  batchSize = 20,
): Promise<number> {
  const { provider, log } = services;
  const cutoff = isoIn(-afterMs);
  const due = await db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'Pending')
    .where('provider', '=', provider.name)
    .where('created_at', '<=', cutoff)
    .where((eb) => eb.or([eb('last_checked_at', 'is', null), eb('last_checked_at', '<=', cutoff)]))
    .orderBy('id')
    .limit(batchSize)
    .execute();
  let settled = 0;
  for (const payment of due) {
    const claimed = await db
      .updateTable('payments')
      .set({ last_checked_at: nowIso() })
      .where('id', '=', payment.id)
      .where('status', '=', 'Pending')
      .where((eb) =>
        payment.last_checked_at === null
          ? eb('last_checked_at', 'is', null)
          : eb('last_checked_at', '=', payment.last_checked_at),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      let report = await provider.queryStatus(await providerPaymentOf(db, payment));
      if (report.status === 'Pending' && payment.created_at < isoIn(-PAYMENT_EXPIRY_MS)) {
        report = { status: 'Failed', reason: 'No answer from the payment provider' };
      }
      const outcome = await finalisePayment(db, payment.id, report, null);
      if (outcome !== 'still pending') settled += 1;
    } catch (error) {
      log.warn({ err: error, payment: payment.reference }, 'payment status query failed');
    }
  }
  return settled;
}

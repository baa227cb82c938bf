import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { OutageLog } from '../../platform/outage-log';
import type { PaymentReport } from '../../platform/payments/provider';
import { isoIn, nowIso } from '../../platform/time';
import { finalisePayment } from './finalise-payment';
import type { PaymentServices } from './services';
import { PAYMENT_EXPIRY_MS, type PaymentRow, providerPaymentOf } from './start-payment';

export { PAYMENT_EXPIRY_MS };

const noAnswer: PaymentReport = { status: 'Failed', reason: 'No answer from the payment provider' };

/** A success callback still waiting (unconfirmed or disputed) may yet prove the payment paid. */
async function hasWaitingSuccessCallback(db: Db, services: PaymentServices, paymentId: number) {
  const waiting = await db
    .selectFrom('payment_callbacks')
    .select('body')
    .where('payment_id', '=', paymentId)
    .where('processed_at', 'is', null)
    .execute();
  return waiting.some(({ body }) => {
    try {
      return services.provider.parseCallback(body).status === 'Succeeded';
    } catch {
      return false;
    }
  });
}

/** Per provider: while it does not answer, its outage is logged once with a count, not once per payment. */
const providerOutages = new WeakMap<PaymentServices, OutageLog>();
function outageOf(services: PaymentServices): OutageLog {
  let outage = providerOutages.get(services);
  if (!outage) {
    outage = new OutageLog(`payment status query at ${services.provider.name}`, services.log);
    providerOutages.set(services, outage);
  }
  return outage;
}

/** What the provider's answer (or its silence) means for the payment, judged by the payment's age. */
async function reportOf(services: PaymentServices, db: Db, payment: PaymentRow): Promise<PaymentReport> {
  const expired = payment.created_at < isoIn(-PAYMENT_EXPIRY_MS);
  try {
    const report = await services.provider.queryStatus(await providerPaymentOf(db, payment));
    outageOf(services).succeeded();
    return report.status === 'Pending' && expired ? noAnswer : report;
  } catch (error) {
    outageOf(services).failed(error);
    // A provider that never answers must not keep a payment open forever.
    return expired ? noAnswer : { status: 'Pending' };
  }
}

/**
 * Worker pass: payments still pending `afterMs` after they started (their callback was lost or
 * never sent) are asked about at the provider and settled the same way a callback settles them, so
 * a dropped callback still ends in exactly one receipt. Each payment is claimed by moving its
 * last_checked_at forward, so instances side by side do not query the same payment at once, and
 * the least recently checked come first, so payments whose query keeps failing cannot starve the rest.
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
    .orderBy(sql`case when last_checked_at is null then 0 else 1 end`)
    .orderBy('last_checked_at')
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
      const report = await reportOf(services, db, payment);
      if (report.status === 'Failed' && (await hasWaitingSuccessCallback(db, services, payment.id))) {
        log.warn({ payment: payment.reference }, 'payment not failed: a success callback is still waiting');
        continue;
      }
      const outcome = await finalisePayment(db, payment.id, report, null, log);
      if (outcome !== 'still pending') settled += 1;
    } catch (error) {
      log.warn({ err: error, payment: payment.reference }, 'payment reconciliation failed');
    }
  }
  return settled;
}

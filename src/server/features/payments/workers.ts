import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import { PollingWorker } from '../../platform/polling-worker';
import { processWaitingCallbacks } from './callbacks';
import { reconcilePendingPayments } from './reconcile';
import type { PaymentServices } from './services';

/** Starts both payment workers with the intervals of the environment; stop() waits for a running pass. */
export function startPaymentWorkers(
  options: {
    db: Db;
    services: PaymentServices;
    log: FastifyBaseLogger;
  } & Pick<Env, 'PAYMENT_CALLBACK_POLL_MS' | 'PAYMENT_RECONCILE_POLL_MS' | 'PAYMENT_RECONCILE_AFTER_MS'>,
): { stop(): Promise<void> } {
  const { db, services, log } = options;
  const workers = [
    new PollingWorker(
      'payment callbacks',
      () => processWaitingCallbacks(db, services),
      options.PAYMENT_CALLBACK_POLL_MS,
      log,
    ),
    new PollingWorker(
      'payment reconciliation',
      () => reconcilePendingPayments(db, services, options.PAYMENT_RECONCILE_AFTER_MS),
      options.PAYMENT_RECONCILE_POLL_MS,
      log,
    ),
  ];
  for (const worker of workers) worker.start();
  return {
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop()));
      await services.settled();
    },
  };
}

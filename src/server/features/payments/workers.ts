import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import { processWaitingCallbacks } from './callbacks';
import { reconcilePendingPayments } from './reconcile';
import type { PaymentServices } from './services';

/**
 * Runs `pass` every `pollMs` until stopped, one pass at a time (as the outbox worker does). The
 * payment workers are two of these: waiting callbacks, and the reconciliation of pending payments.
 */
export class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly name: string,
    private readonly pass: () => Promise<unknown>,
    private readonly pollMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.pass().catch((error: unknown) => {
        this.log.error({ err: error }, `${this.name} pass failed`);
      });
      void this.running.then(() => this.schedule(this.pollMs));
    }, delay);
  }
}

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

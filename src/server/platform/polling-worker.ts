import type { FastifyBaseLogger } from 'fastify';
import { OutageLog } from './outage-log';

/**
 * What a pass resolves to when it knows more work is due already (the outbox after a full batch):
 * the next pass then runs at once instead of after pollMs.
 */
export const MORE_WAITING = Symbol('more waiting');

/**
 * Runs `pass` every `pollMs` until stopped, one pass at a time: the outbox, the payment workers
 * (waiting callbacks, reconciliation of pending payments), the referee reminders and the
 * subscription workers. A failed pass does not stop the worker: the next one runs on time, and a
 * run of failures (the database is out of reach) is logged once with a count (OutageLog).
 */
export class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  private readonly outage: OutageLog;

  constructor(
    name: string,
    private readonly pass: () => Promise<unknown>,
    private readonly pollMs: number,
    log: FastifyBaseLogger,
    now?: () => number,
  ) {
    this.outage = new OutageLog(name, log, now);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.outage.stopped();
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.pass().then(
        (result) => {
          this.outage.succeeded();
          return result;
        },
        (error: unknown) => this.outage.failed(error),
      );
      void this.running.then((result) => this.schedule(result === MORE_WAITING ? 0 : this.pollMs));
    }, delay);
  }
}

import type { FastifyBaseLogger } from 'fastify';

/**
 * What a pass resolves to when it knows more work is due already (the outbox after a full batch):
 * the next pass then runs at once instead of after pollMs.
 */
export const MORE_WAITING = Symbol('more waiting');

/**
 * Runs `pass` every `pollMs` until stopped, one pass at a time: the outbox, the payment workers
 * (waiting callbacks, reconciliation of pending payments), the referee reminders and the
 * subscription workers. A failed pass is logged and the next one runs on time.
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
      void this.running.then((result) => this.schedule(result === MORE_WAITING ? 0 : this.pollMs));
    }, delay);
  }
}

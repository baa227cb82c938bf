import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `pass` every `pollMs` until stopped, one pass at a time (as the outbox worker does): the
 * payment workers (waiting callbacks, reconciliation of pending payments) and the referee reminders.
 * A failed pass is logged and the next one runs on time.
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

import type { FastifyBaseLogger } from 'fastify';

/** While a task keeps failing, a line with the running count this often: the operator sees it is still down. */
export const OUTAGE_REMINDER_MS = 5 * 60_000;

const failuresOf = (count: number): string => (count === 1 ? '1 failure' : `${count} failures`);

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The log of a repeating background task (a polling worker, housekeeping) through an outage: the
 * first failure with its stack, a reminder with the count every OUTAGE_REMINDER_MS while it lasts,
 * and one line when a run succeeds again. A database outage of ten minutes is then three lines per
 * task, not one stack per pass (issue 29 counted 47 lines in ten seconds).
 */
export class OutageLog {
  private failures = 0;
  private firstAt = 0;
  private remindedAt = 0;

  constructor(
    private readonly task: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many runs in a row have failed; 0 when the last one succeeded. */
  get failing(): number {
    return this.failures;
  }

  failed(error: unknown): void {
    const now = this.now();
    this.failures += 1;
    if (this.failures === 1) {
      this.firstAt = now;
      this.remindedAt = now;
      this.log.error({ task: this.task, err: error }, `${this.task} failed: ${messageOf(error)}`);
      return;
    }
    if (now - this.remindedAt < OUTAGE_REMINDER_MS) return;
    this.remindedAt = now;
    this.log.error(
      { task: this.task, failures: this.failures, seconds: this.secondsSinceFirst(now) },
      `${this.task} still failing: ${failuresOf(this.failures)} over ${this.secondsSinceFirst(now)} s, last: ${messageOf(error)}`,
    );
  }

  succeeded(): void {
    if (this.failures === 0) return;
    const seconds = this.secondsSinceFirst(this.now());
    // Warn, not info: whoever reads the failure at LOG_LEVEL=warn also reads that it is over.
    this.log.warn(
      { task: this.task, failures: this.failures, seconds },
      `${this.task} recovered after ${failuresOf(this.failures)} over ${seconds} s`,
    );
    this.failures = 0;
  }

  /** At shutdown: a count that ends without a recovery line is still told. */
  stopped(): void {
    if (this.failures === 0) return;
    const seconds = this.secondsSinceFirst(this.now());
    this.log.warn(
      { task: this.task, failures: this.failures, seconds },
      `${this.task} stopped while failing: ${failuresOf(this.failures)} over ${seconds} s`,
    );
    this.failures = 0;
  }

  private secondsSinceFirst(now: number): number {
    return Math.round((now - this.firstAt) / 100) / 10;
  }
}

import { performance } from 'node:perf_hooks';

/**
 * How much of its time a busy server may give to drawing first views (decision 0023). Drawing a
 * page costs tens of milliseconds of one thread, against a fraction of a millisecond for an API
 * answer: unbounded, a burst of page loads holds every other request behind it. While the event
 * loop is busy, past the budget the plain page goes out and the browser draws it, as it did before
 * the server drew any: slower for that one visitor, never a stalled server. A server with time to
 * spare draws every page.
 */
export class RenderBudget {
  private readonly spent: { endedAt: number; ms: number }[] = [];
  private drawing = 0;

  constructor(
    /** The share of each window that drawing may take, from 0 to 1. */
    private readonly share: number,
    /** Pages drawn at once, at most: a page waiting on its API answers still holds its memory. */
    private readonly atOnce: number,
    private readonly windowMs = 1_000,
    private readonly now: () => number = () => performance.now(),
    private readonly isBusy: () => boolean = eventLoopBusy(),
  ) {}

  /** Runs `draw` if the budget allows, answering undefined when it does not. */
  async spend<T>(draw: () => Promise<T>): Promise<T | undefined> {
    const overBudget = this.drawing >= this.atOnce || this.spentInWindow() >= this.share * this.windowMs;
    if (overBudget && this.isBusy()) return undefined;
    const started = this.now();
    this.drawing += 1;
    try {
      return await draw();
    } finally {
      this.drawing -= 1;
      const endedAt = this.now();
      this.spent.push({ endedAt, ms: endedAt - started });
    }
  }

  private spentInWindow(): number {
    const since = this.now() - this.windowMs;
    while (this.spent.length > 0 && (this.spent[0] as { endedAt: number }).endedAt < since)
      this.spent.shift();
    return this.spent.reduce((sum, entry) => sum + entry.ms, 0);
  }
}

/**
 * Busy: the event loop was at work more than this share of the last second or more. Saturated,
 * it works all the time; a browser opening pages one after another leaves it idle in between.
 */
const BUSY_UTILIZATION = 0.95;
const SAMPLE_EVERY_MS = 1_000;

function eventLoopBusy(): () => boolean {
  let since = performance.eventLoopUtilization();
  let busy = false;
  return () => {
    const delta = performance.eventLoopUtilization(since);
    if (delta.idle + delta.active >= SAMPLE_EVERY_MS) {
      busy = delta.utilization > BUSY_UTILIZATION;
      since = performance.eventLoopUtilization();
    }
    return busy;
  };
}

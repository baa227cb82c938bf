import { type EventLoopUtilization, performance } from 'node:perf_hooks';

/**
 * How much of its time a server with other work waiting may give to drawing first views (decision
 * 0023). Drawing a page costs tens of milliseconds of one thread, against a fraction of a
 * millisecond for an API answer: unbounded, a burst of page loads holds every other request behind
 * it. When other work keeps the event loop busy, past the budget the plain page goes out and the
 * browser draws it, as it did before the server drew any: slower for that one visitor, never a
 * stalled server. A server with time to spare, or busy only drawing pages, draws every page, a
 * few at a time at most.
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
    /** The share of the last second or so the event loop was at work, from 0 to 1. */
    private readonly utilization: () => number = eventLoopUtilization(),
  ) {}

  /** Runs `draw` if the budget allows, answering undefined when it does not. */
  async spend<T>(draw: () => Promise<T>): Promise<T | undefined> {
    // Pages at once are capped even before the event loop has been sampled: a burst of page loads
    // at start-up would otherwise all be drawn together.
    if (this.drawing >= this.atOnce) return undefined;
    const drawn = this.spentInWindow();
    const overBudget = drawn >= this.share * this.windowMs;
    if (overBudget && this.utilization() - Math.min(1, drawn / this.windowMs) > OTHER_WORK) return undefined;
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
 * Other work is waiting when the event loop spent more than this share of the last second on
 * something else than drawing pages: API answers under load. One page after another, with nothing
 * else asked, keeps the loop busy with drawing alone.
 */
const OTHER_WORK = 0.5;
const SAMPLE_EVERY_MS = 1_000;

/** Sampled from the first page on, so the work of starting the server is not taken for load. */
function eventLoopUtilization(): () => number {
  let since: EventLoopUtilization | undefined;
  let utilization = 0;
  return () => {
    since ??= performance.eventLoopUtilization();
    const delta = performance.eventLoopUtilization(since);
    if (delta.idle + delta.active >= SAMPLE_EVERY_MS) {
      utilization = delta.utilization;
      since = performance.eventLoopUtilization();
    }
    return utilization;
  };
}

import { describe, expect, it } from 'vitest';
import { RenderBudget } from './render-budget';

/**
 * A clock the test moves by hand, an event loop at work `load.utilization` of the time, and a
 * page that takes `ms` of the clock to draw.
 */
function clocked(share: number, atOnce: number, load = { utilization: 1 }) {
  let now = 0;
  const budget = new RenderBudget(
    share,
    atOnce,
    1_000,
    () => now,
    () => load.utilization,
  );
  const draw = (ms: number) =>
    budget.spend(async () => {
      now += ms;
      return 'drawn';
    });
  return { budget, draw, wait: (ms: number) => (now += ms) };
}

describe('the time the server gives to drawing first views', () => {
  it('draws while the last second holds less drawing than its share, then sends the plain page', async () => {
    const { draw, wait } = clocked(0.25, 2);
    expect(await draw(100)).toBe('drawn');
    expect(await draw(100)).toBe('drawn');
    expect(await draw(60)).toBe('drawn');
    // 260 ms of the last second went to drawing, and other work kept the loop busy the rest.
    expect(await draw(10)).toBeUndefined();
    // A second later that drawing no longer counts.
    wait(1_000);
    expect(await draw(10)).toBe('drawn');
  });

  it('draws every page while the server has time to spare, or is busy only drawing pages', async () => {
    const load = { utilization: 0.3 };
    const { draw } = clocked(0.25, 1, load);
    for (let page = 0; page < 4; page++) expect(await draw(200)).toBe('drawn');
    // Busy all the time, but the last second was drawing: nothing else is waiting.
    load.utilization = 1;
    expect(await draw(100)).toBe('drawn');
  });

  it('draws no more pages at once than allowed, busy or not, and frees the place when a page fails', async () => {
    const { budget } = clocked(1, 1, { utilization: 0 });
    let finish: (value: string) => void = () => {};
    const first = budget.spend(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(await budget.spend(async () => 'second')).toBeUndefined();
    finish('first');
    expect(await first).toBe('first');
    await expect(budget.spend(async () => Promise.reject(new Error('render failed')))).rejects.toThrow();
    expect(await budget.spend(async () => 'third')).toBe('third');
  });
});

import { describe, expect, it, vi } from 'vitest';

describe('zod in the browser', () => {
  it('never tries new Function once the entry has set jitless', async () => {
    vi.resetModules();
    await import('./zod-without-eval');
    const construct = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(schema.parse({ name: 'Wanjiku', age: 40 })).toEqual({ name: 'Wanjiku', age: 40 });
    expect(construct).not.toHaveBeenCalled();
  });
});

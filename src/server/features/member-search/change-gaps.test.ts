import { describe, expect, it } from 'vitest';
import { ChangeGaps } from './change-gaps';

describe('change ids read out of commit order (PostgreSQL sequences)', () => {
  it('asks again for skipped ids until they appear or a minute has passed', () => {
    let now = 0;
    const gaps = new ChangeGaps(() => now);
    gaps.note(0, [1, 3, 4]);
    expect(gaps.ids()).toEqual([2]);
    // Id 2 commits late and is read beside newer ones; 5 and 6 are still missing after 7.
    gaps.note(4, [2, 7]);
    expect(gaps.ids()).toEqual([5, 6]);
    now += 60_001;
    expect(gaps.ids()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { todayIso } from './profile-sections/fields';

describe('todayIso', () => {
  it('turns the day at midnight in Nairobi, whatever day was asked just before', () => {
    expect(todayIso(new Date('2026-11-27T20:59:59.999Z'))).toBe('2026-11-27');
    expect(todayIso(new Date('2026-11-27T21:00:00.000Z'))).toBe('2026-11-28');
    // The same minute asked again, then another minute of the same day, then a day far away.
    expect(todayIso(new Date('2026-11-27T21:00:30.000Z'))).toBe('2026-11-28');
    expect(todayIso(new Date('2026-11-27T20:59:00.000Z'))).toBe('2026-11-27');
    expect(todayIso(new Date('2031-01-01T00:00:00.000Z'))).toBe('2031-01-01');
  });
});

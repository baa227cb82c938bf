import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDateTime,
  formatDay,
  formatDaySpan,
  formatDecimal,
  formatKes,
  formatMonth,
} from './format';

// Intl may put a no-break or thin space between parts; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('format', () => {
  it('writes money in KES with two decimals', () => {
    expect(plain(formatKes(1234.5))).toBe('KES 1,234.50');
    expect(plain(formatKes(-20))).toBe('-KES 20.00');
    expect(plain(formatKes(0.005))).toBe('KES 0.01');
    expect(plain(formatKes(1_000_000))).toBe('KES 1,000,000.00');
  });

  it('groups counts and keeps up to four decimals of a quantity', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatDecimal(1234.56789)).toBe('1,234.5679');
    expect(formatDecimal(10)).toBe('10');
  });

  it('writes a calendar day as it is, and an instant as the day it fell on in Nairobi', () => {
    expect(formatDay('2025-02-14')).toBe('14 Feb 2025');
    expect(formatDay('2025-02-14T20:30:00.000Z')).toBe('14 Feb 2025');
    // 23:30 UTC is 02:30 the next morning in Nairobi: a receipt paid then is dated the 15th.
    expect(formatDay('2025-02-14T23:30:00.000Z')).toBe('15 Feb 2025');
  });

  it('keeps a text that is not a day, and writes a dash for none', () => {
    expect(formatDay('someday')).toBe('someday');
    expect(formatDay(null)).toBe('—');
    expect(formatDay(undefined)).toBe('—');
    expect(formatDay('')).toBe('—');
  });

  it('writes a day with its weekday, or a span of days', () => {
    expect(plain(formatDaySpan('2026-07-14', '2026-07-14'))).toBe('Tue, 14 Jul 2026');
    expect(plain(formatDaySpan('2026-07-14', '2026-07-16'))).toBe('Tue, 14 – Thu, 16 Jul 2026');
    expect(formatDaySpan('2026-06-30', '2026-07-02')).toBe('Tue, 30 Jun – Thu, 2 Jul 2026');
    expect(formatDaySpan('2026-12-31', '2027-01-01')).toBe('Thu, 31 Dec 2026 – Fri, 1 Jan 2027');
    expect(formatDaySpan('soon', '2026-07-16')).toBe('soon');
  });

  it('writes the same words whatever the ICU of the server or the browser (no hydration mismatch)', () => {
    // ICU 72+ writes 'Sept' for en-KE, older ones 'Sep'; ranges got thin spaces. The portal writes one way.
    expect(formatDay('2025-09-14')).toBe('14 Sep 2025');
    expect(formatDaySpan('2026-07-14', '2026-07-16')).toBe('Tue, 14 – Thu, 16 Jul 2026');
    expect(formatDay('2025-02-30')).toBe('2025-02-30');
  });

  it('writes a month in full', () => {
    expect(formatMonth('2026-03')).toBe('March 2026');
  });

  it('writes a timestamp with its time, or a dash', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('2025-02-14T09:30:00Z')).toBe('14 Feb 2025, 12:30');
    expect(formatDateTime('2025-02-14T22:15:00Z')).toBe('15 Feb 2025, 01:15');
  });
});

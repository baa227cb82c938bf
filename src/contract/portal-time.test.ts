import { describe, expect, it } from 'vitest';
import { dayText, portalDay, portalDayEnd, portalDayStart, portalMonth } from './portal-time';

describe('the portal date rule (Africa/Nairobi)', () => {
  it('dates an instant by the day it fell on in Nairobi, three hours ahead of UTC', () => {
    expect(portalDay('2026-11-26T20:59:59.999Z')).toBe('2026-11-26');
    expect(portalDay('2026-11-26T21:00:00.000Z')).toBe('2026-11-27');
    expect(portalMonth('2026-02-28T22:30:00.000Z')).toBe('2026-03');
  });

  it('keeps a calendar day as it is, and text that is no date as it is', () => {
    expect(portalDay('2026-11-27')).toBe('2026-11-27');
    expect(portalDay('someday')).toBe('someday');
  });

  it('bounds a portal day by the instants of its Nairobi midnights', () => {
    expect(portalDayStart('2026-03-01')).toBe('2026-02-28T21:00:00.000Z');
    expect(portalDayEnd('2026-03-01')).toBe('2026-03-01T21:00:00.000Z');
  });

  it('writes a day one way on the server and in the browser, whatever their ICU: 18 Sep 2025', () => {
    expect(dayText('2025-09-18')).toBe('18 Sep 2025');
    // An instant is written as the Nairobi day it fell on.
    expect(dayText('2026-11-26T21:30:00.000Z')).toBe('27 Nov 2026');
    expect(dayText('2025-02-30')).toBe('2025-02-30');
  });
});

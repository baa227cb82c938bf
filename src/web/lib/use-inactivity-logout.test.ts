import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from './session-storage';
import { INACTIVITY_TIMEOUT_MS, inactivityTimeoutMs } from './use-inactivity-logout';

afterEach(() => localStorage.clear());

describe('inactivity time-out', () => {
  it('is five minutes unless local storage holds a shorter one', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(300_000);
    expect(inactivityTimeoutMs()).toBe(300_000);
    localStorage.setItem(storageKeys.inactivityTimeoutMs, '2000');
    expect(inactivityTimeoutMs()).toBe(2000);
  });

  it('ignores overrides that would lengthen it, disable it or are not numbers', () => {
    for (const value of ['900000', '0', '-5', '500', 'soon', 'Infinity']) {
      localStorage.setItem(storageKeys.inactivityTimeoutMs, value);
      expect(inactivityTimeoutMs()).toBe(300_000);
    }
  });
});

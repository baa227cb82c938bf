import { useEffect } from 'react';
import { messages } from '../../contract/messages';
import { INACTIVITY_TIMEOUT_MS } from '../../contract/settings-defaults';
import { signOut } from './session';
import { storageKeys } from './session-storage';

export { INACTIVITY_TIMEOUT_MS };

const activityEvents = ['keydown', 'mousemove', 'mousedown', 'touchstart', 'scroll'] as const;

/**
 * The time-out in force: 300000 ms (spec 1 §9), unless local storage holds a shorter one under
 * `inactivity_timeout_ms` (storageKeys.inactivityTimeoutMs). Browser tests set it before signing in,
 * e.g. `localStorage.setItem('inactivity_timeout_ms', '2000')`, to see the logout without waiting five
 * minutes and without a rebuild. It is read when the signed-in layout starts; an override can only
 * shorten the time-out (at least 1000 ms), never lengthen or disable it.
 */
export function inactivityTimeoutMs(): number {
  const override = Number(localStorage.getItem(storageKeys.inactivityTimeoutMs));
  return Number.isFinite(override) && override >= 1000 && override < INACTIVITY_TIMEOUT_MS
    ? override
    : INACTIVITY_TIMEOUT_MS;
}

/**
 * Signs a user out after five minutes without keyboard, mouse or touch activity, when the site
 * enables it. The login page then shows messages.inactivityLogout (the sign-out note).
 */
export function useInactivityLogout(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const timeout = inactivityTimeoutMs();
    let timer = window.setTimeout(expire, timeout);
    function expire() {
      void signOut(messages.inactivityLogout);
    }
    function reset() {
      window.clearTimeout(timer);
      timer = window.setTimeout(expire, timeout);
    }
    for (const event of activityEvents) window.addEventListener(event, reset, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of activityEvents) window.removeEventListener(event, reset);
    };
  }, [enabled]);
}

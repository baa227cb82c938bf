import { useEffect } from 'react';
import { messages } from '../../contract/common';
import { signOut } from './session';

export const INACTIVITY_TIMEOUT_MS = 300_000;
const activityEvents = ['keydown', 'mousemove', 'mousedown', 'touchstart', 'scroll'] as const;

/** Signs a user out after five minutes without keyboard, mouse or touch activity, when the site enables it. */
export function useInactivityLogout(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let timer = window.setTimeout(expire, INACTIVITY_TIMEOUT_MS);
    function expire() {
      void signOut(messages.inactivityLogout);
    }
    function reset() {
      window.clearTimeout(timer);
      timer = window.setTimeout(expire, INACTIVITY_TIMEOUT_MS);
    }
    for (const event of activityEvents) window.addEventListener(event, reset, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of activityEvents) window.removeEventListener(event, reset);
    };
  }, [enabled]);
}

import type { AuthUser } from '../../contract/auth';
import { messages } from '../../contract/common';

/** Local storage keys (spec 1 §7). The token itself lives only in an httpOnly cookie. */
export const storageKeys = {
  user: 'user',
  expiry: 'session_expiry',
  note: 'session_note',
  inactivityLogout: 'inactivity_logout',
} as const;

export function rememberSession(user: AuthUser, expiresAt: string): void {
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.expiry, expiresAt);
  localStorage.removeItem(storageKeys.note);
}

export function storedUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(storageKeys.user);
    return raw ? (JSON.parse(raw) as AuthUser) : null;
  } catch {
    return null;
  }
}

export function forgetSession(note?: string): void {
  localStorage.removeItem(storageKeys.user);
  localStorage.removeItem(storageKeys.expiry);
  if (note) localStorage.setItem(storageKeys.note, note);
}

export const sessionNote = (): string | null => localStorage.getItem(storageKeys.note);

export const loginPathReturningHere = (): string => {
  const here = `${window.location.pathname}${window.location.search}`;
  return here === '/' ? '/' : `/?redirect=${encodeURIComponent(here)}`;
};

/** Any 401 signs the browser out; the login page then explains why and returns here after sign-in. */
export function handleUnauthorized(): void {
  if (!storedUser()) return;
  forgetSession(messages.sessionExpired);
  window.location.assign(loginPathReturningHere());
}

/** Only same-site paths are followed after login, never another origin. */
export function safeRedirect(target: string | null): string | null {
  // '//host' and '/\host' are read by browsers as another origin.
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

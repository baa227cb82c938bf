import type { AuthUser } from '../../contract/auth';
import { messages } from '../../contract/messages';

/** Local storage keys (spec 1 §7). The token itself lives only in an httpOnly cookie. */
export const storageKeys = {
  user: 'user',
  expiry: 'session_expiry',
  note: 'session_note',
  inactivityLogout: 'inactivity_logout',
  /** Test hook: a shorter inactivity time-out in milliseconds (see use-inactivity-logout.ts). */
  inactivityTimeoutMs: 'inactivity_timeout_ms',
  /** A success message to show once after the next page load (kept in sessionStorage, per tab). */
  flash: 'flash_message',
} as const;

export function rememberSession(user: AuthUser, expiresAt: string): void {
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.expiry, expiresAt);
  localStorage.removeItem(storageKeys.note);
}

/** After the server changed the signed-in user (e.g. notification settings): keep the stored copy current. */
export function replaceStoredUser(user: AuthUser): void {
  if (localStorage.getItem(storageKeys.user) !== null) {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
  }
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

/** A message that survives the reload after a sign-in, shown once by the next page. */
export function leaveFlash(message: string): void {
  sessionStorage.setItem(storageKeys.flash, message);
}

export function takeFlash(): string | null {
  const message = sessionStorage.getItem(storageKeys.flash);
  if (message !== null) sessionStorage.removeItem(storageKeys.flash);
  return message;
}

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

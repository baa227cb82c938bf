/** What other features may use of auth; everything else in the folder is its own. */
export { currentUser } from './current-user';
export type { OpenedSession } from './open-session';
export { openSession } from './open-session';
export { setSessionCookie } from './session-cookie';
export { clearAccountLock, isLockedAccount, lockedAccounts, throttlePasswordCheck } from './throttle';
export { toAuthUser } from './user-view';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, LoginCodeStep, Session } from '../../contract/auth';
import { adminUserAddresses } from '../../contract/endpoints/addresses/admin-users';
import { authAddresses } from '../../contract/endpoints/addresses/auth';
import { homePathFor } from '../../contract/home-path';
import { messages } from '../../contract/messages';
import { ApiError } from './api';
import { call, type MutationReactions } from './call';
import { forgetSession, leaveFlash, rememberSession, replaceStoredUser, storedUser } from './session-storage';

export const userQueryKey = ['auth', 'user'] as const;

/**
 * The signed-in user according to the server; null for a visitor. A browser that never signed in
 * has no stored user and asks nothing, so visitors cause no 401s.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: userQueryKey,
    queryFn: async () => (storedUser() ? askSignedInUser() : null),
    initialData: storedUser,
    initialDataUpdatedAt: 0,
    staleTime: 30_000,
    retry: false,
  });
}

/** The signed-in user changed on the server: the pages and the stored copy both take the new one. */
export function useReplaceUser() {
  const client = useQueryClient();
  return (user: AuthUser) => {
    replaceStoredUser(user);
    client.setQueryData(userQueryKey, user);
  };
}

/** Reads the signed-in user again after a change whose answer does not carry it (a first profile). */
export function useReloadUser() {
  const replace = useReplaceUser();
  return async () => {
    const fresh = await call(authAddresses.user, {});
    replace(fresh);
    return fresh;
  };
}

/** Whom the server knows this browser's cookie as; null when it has no session. */
export async function askSignedInUser(): Promise<AuthUser | null> {
  try {
    return await call(authAddresses.user, {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The server rendered the page for a visitor while this browser still keeps a user: that session
 * has ended, so the stored user goes and the login page says why, as after any other 401.
 */
export function forgetEndedSession(userOnServer: AuthUser | null | undefined): void {
  if (userOnServer === null && storedUser()) forgetSession(messages.sessionExpired);
}

/**
 * The login form: a session, or, for an account locked by wrong passwords, the code step (no session
 * yet: a code went to the account's e-mail, for POST auth/login/code).
 */
export async function signIn(email: string, password: string): Promise<Session | LoginCodeStep> {
  const answer = await call(authAddresses.login, { body: { email, password } });
  if ('code_required' in answer) return answer;
  rememberSession(answer.user, answer.expires_at);
  return answer;
}

/** The code step of a locked account's login (POST auth/login/code): a session, kept as signIn does. */
export async function signInWithCode(id: string, otp_code: string): Promise<Session> {
  const session = await call(authAddresses.loginCode, { body: { id, otp_code } });
  rememberSession(session.user, session.expires_at);
  return session;
}

/**
 * A session that did not come from the login form (verification by code or link, activation): the
 * server has set the cookie, so the browser keeps the user and the expiry exactly as signIn does.
 */
export function signInWith(session: Session): void {
  rememberSession(session.user, session.expires_at);
}

/**
 * Like login (spec 1 §4), entering the signed-in app reloads the page into the user's home; the
 * message, if any, is shown there once.
 */
export function enterHome(user: AuthUser, message?: string): void {
  if (message) leaveFlash(message);
  window.location.assign(homePathFor(user));
}

/** Logout clears the server session, the stored user and the expiry, then reloads (spec 1 §4). */
export async function signOut(note?: string): Promise<void> {
  try {
    await call(authAddresses.logout, {});
  } finally {
    forgetSession(note);
    window.location.assign('/');
  }
}

/** An admin logged in as a member returns to their own session, which the answer carries. */
export const useReturnFromLogInAs = (reactions: MutationReactions<Session> = {}) =>
  useMutation({ ...reactions, mutationFn: () => call(adminUserAddresses.returnFromLogInAs, {}) });

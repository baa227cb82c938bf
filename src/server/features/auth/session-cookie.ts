import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { SESSION_COOKIE } from '../../platform/request-context';
import type { OpenedSession } from './open-session';

/**
 * The browser's session cookie. With an idle limit (inactivityLogout) it is a session cookie, gone
 * when the browser closes, so a shared computer does not keep the previous member signed in;
 * otherwise it lasts as long as the session.
 */
export function setSessionCookie(
  context: AppContext,
  reply: FastifyReply,
  session: Pick<OpenedSession, 'token' | 'expires_at' | 'idleMinutes'>,
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: context.env.PUBLIC_URL.startsWith('https://'),
    ...(session.idleMinutes === null ? { expires: new Date(session.expires_at) } : {}),
  });
}

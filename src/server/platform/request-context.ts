import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { type ActiveSession, findActiveSession } from './sessions';

export const SESSION_COOKIE = 'portal_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, or null for a visitor. Resolved once per API request. */
    session: ActiveSession | null;
  }
}

/** The web app sends the httpOnly cookie; API clients may send `Authorization: Bearer <token>`. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

export function installSessionResolution(app: FastifyInstance, db: Db): void {
  app.decorateRequest('session', null);
  // Callback style: a visitor's request (no token) goes on at once, without a promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.url.startsWith('/api/') ? tokenOf(request) : undefined;
    if (!token) return done();
    findActiveSession(db, token).then((session) => {
      request.session = session ?? null;
      done();
    }, done);
  });
}

import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/common';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a browser sent from any page but the portal's own
 * (decision 0020). SameSite=Strict keeps the session cookie off requests from other sites, but a
 * sibling subdomain or another port of the same host is the same site, and signing in needs no
 * cookie at all (login CSRF). Browsers say where a request comes from:
 * - `Sec-Fetch-Site` (every current browser): only `same-origin`, or `none` (typed by the user), pass;
 * - failing that `Origin`, which must be the origin of PUBLIC_URL.
 * A request with neither comes from no browser (an API client with its own token, a payment
 * provider's callback, a monitor) and cannot carry a victim's cookie, so it passes, as Go's
 * CrossOriginProtection and the OWASP cheat sheet's Fetch Metadata policy allow.
 */
export function installCrossOriginGuard(app: FastifyInstance, publicUrl: string): void {
  const ownOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (isOwnPage(request.headers['sec-fetch-site'], request.headers.origin, ownOrigin)) return done();
    reply.status(403).send({ message: messages.foreignOrigin });
  });
}

function isOwnPage(
  fetchSite: string | string[] | undefined,
  origin: string | undefined,
  ownOrigin: string,
): boolean {
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  if (origin !== undefined) return origin === ownOrigin;
  return true;
}

import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inlineScripts } from '../../contract/first-view';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The Content-Security-Policy of the portal's pages, fitted to the built app: its scripts come from
 * the portal only, plus the first view's inline script and, on a page drawn by the server, the
 * scripts React wrote into it (it reveals parts that finished late), each by its hash. Styles may
 * be inline because Mantine sets its theme and layout in style elements and attributes; a style
 * cannot run code. The ALTCHA bot check solves in a worker made from a blob URL, the PDF viewer draws on a
 * canvas from a worker of the portal's own.
 */
export function pageContentSecurityPolicy(pageScripts: readonly string[] = []): string {
  const hashes = [...new Set([...inlineScripts, ...pageScripts].map(sha256))];
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers every answer carries (no sniffing of types, no address leaking to other sites, HTTPS
 * only once the portal is served over it), and the page policy on its HTML pages. The API's own
 * documentation at /api/docs brings a policy of its own (@fastify/swagger-ui `staticCSP`).
 */
export function installSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const always: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    // Activation, referee and reset links carry tokens in their paths: never sent to another site.
    'referrer-policy': 'same-origin',
  };
  if (publicUrl.startsWith('https://')) {
    always['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  const page = {
    'content-security-policy': pageContentSecurityPolicy(),
    'x-frame-options': 'DENY',
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(always);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !request.url.startsWith('/api/docs')) {
      // A page drawn by the server comes with its own policy, with the hashes of its scripts.
      const own = reply.getHeader('content-security-policy');
      reply.headers(page);
      if (own) reply.header('content-security-policy', own);
    }
    done(null, payload);
  });
}

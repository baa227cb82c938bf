import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ApiFetch,
  inlineScriptsOf,
  type RenderFirstView,
  withFirstView,
} from '../../contract/first-view';
import { safeRedirect } from '../../contract/safe-redirect';
import { RenderBudget } from './render-budget';
import { pageContentSecurityPolicy } from './security-headers';

/** A page not rendered by then is left to the browser, as it was before the server rendered any. */
const RENDER_TIME_LIMIT_MS = 3_000;
/**
 * Two pages drawn at once, and while other requests keep the server busy a quarter of each second:
 * API answers keep three quarters of the thread while a burst of page loads arrives, and a page
 * drawn takes 15 to 100 ms here (decision 0023).
 */
const DRAWING_SHARE = 0.25;
const DRAWN_AT_ONCE = 2;

/**
 * The server's copy of the app (`vite build --ssr`, written beside the web build), or null when
 * there is none, as under `npm run dev` and in API tests: the browser then renders every page.
 */
export async function loadFirstViewRenderer(webDist: string): Promise<RenderFirstView | null> {
  const entry = resolve(webDist, '..', 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderFirstView: RenderFirstView };
  return module.renderFirstView;
}

/**
 * Sends a page with its first screen already drawn and the answers it was drawn with, so a phone
 * shows the page before the app's script has arrived. If the page cannot be rendered here, or the
 * server is busy drawing others (`budget`), the plain index.html goes out and the browser renders
 * it, so a fault or a burst costs speed, never the page.
 */
export async function firstViewSender(
  app: FastifyInstance,
  webDist: string,
  render: RenderFirstView,
  budget = new RenderBudget(DRAWING_SHARE, DRAWN_AT_ONCE),
) {
  const template = await readFile(resolve(webDist, 'index.html'), 'utf8');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const url = `${request.protocol}://${request.host}${request.url}`;
    try {
      const view = await budget.spend(() => withinTimeLimit(render(url, apiFetchFor(app, request))));
      if (view === undefined) return plainPage(reply);
      if ('redirect' in view) {
        // The app's guards send a browser only within the portal; anything else is not followed.
        const target = safeRedirect(view.redirect);
        if (target === null)
          throw new Error(`A redirect out of the portal: ${JSON.stringify(view.redirect)}`);
        return reply.header('cache-control', 'no-store').redirect(target, 302);
      }
      const page = withFirstView(template, view.html, view.state);
      if (page) {
        reply.header('content-security-policy', pageContentSecurityPolicy(inlineScriptsOf(view.html)));
        return await sendHtml(request, reply, page);
      }
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'first view not rendered; the browser renders it');
    }
    return plainPage(reply);
  };
}

const plainPage = (reply: FastifyReply) =>
  reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');

/** The page's own requests, answered in-process with the visitor's cookie: read-only API calls. */
function apiFetchFor(app: FastifyInstance, request: FastifyRequest): ApiFetch {
  return async (url, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET' || !url.startsWith('/api/')) {
      throw new Error(`A first view only reads: ${method} ${url}`);
    }
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        cookie: request.headers.cookie ?? '',
        'user-agent': request.headers['user-agent'] ?? '',
      },
      remoteAddress: request.ip,
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.payload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

function withinTimeLimit<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('first view took too long')), RENDER_TIME_LIMIT_MS);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const FAST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * A page rendered for a signed-in browser holds that person's data: it is never stored by a cache.
 * Rendered per request, it is compressed here at a fast level (the built files are precompressed),
 * on libuv's thread pool, so the event loop serves other requests meanwhile.
 */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, page: string) {
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', request.headers.cookie ? 'private, no-store' : 'no-cache')
    .header('vary', 'cookie, accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted))
    return reply.header('content-encoding', 'br').send(await brotli(page, FAST_BROTLI));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipped(page));
  return reply.send(page);
}

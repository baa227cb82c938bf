import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/common';
import { ROUTE_PRELOADS_FILE, type RoutePreload, type RoutePreloadsFile } from './route-preloads-format';

/**
 * The built React app is served by the same process; unknown non-API paths get index.html, with
 * modulepreload links for the chunks of the page the URL opens, so the browser fetches them beside
 * the entry instead of after it.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = resolve(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files (vite.config.ts); send those.
      preCompressed: true,
      // Vite fingerprints everything under /assets, so those files never change under one name.
      setHeaders: (response, path) => {
        if (path.includes('/assets/'))
          response.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const page = hasWeb ? pageWithPreloads(readFileSync(indexFile, 'utf8'), readRoutePreloads(webDist)) : null;
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || request.method !== 'GET' || !page) {
      return reply.status(404).send({ message: messages.notFound });
    }
    const pathname = new URL(request.url, 'http://portal.invalid').pathname;
    return reply.type('text/html').header('cache-control', 'no-cache').send(page(pathname));
  });
}

function readRoutePreloads(webDist: string): RoutePreload[] {
  const file = resolve(webDist, ROUTE_PRELOADS_FILE);
  // A build from before the route table existed still works, without the preloads.
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadsFile).routes;
}

/** index.html for a path: the page's chunks as modulepreload links at the end of the head. */
export function pageWithPreloads(html: string, routes: RoutePreload[]): (pathname: string) => string {
  const [head, tail] = splitAtHeadEnd(html);
  const rendered = new Map<RoutePreload, string>();
  return (pathname) => {
    const route = bestRouteFor(routes, pathname);
    if (!route) return html;
    let page = rendered.get(route);
    if (page === undefined) {
      const links = route.files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      page = `${head}${links.join('\n    ')}\n  ${tail}`;
      rendered.set(route, page);
    }
    return page;
  };
}

function splitAtHeadEnd(html: string): [string, string] {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('index.html has no </head>');
  return [html.slice(0, at), html.slice(at)];
}

/**
 * The route the web router would show for a path, as React Router ranks them: every segment must
 * match (`:name` one segment, `:name?` one or none, `*` the rest), and static segments beat
 * parameters, which beat a catch-all. Letters are compared without case, as the router does.
 */
export function bestRouteFor<T extends { path: string }>(routes: T[], pathname: string): T | undefined {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  let best: T | undefined;
  let bestScore = -1;
  for (const route of routes) {
    const score = matchScore(route.path.split('/').filter(Boolean), segments);
    if (score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

const STATIC_SEGMENT = 10;
const PARAMETER = 3;
const CATCH_ALL = 1;
/** A pattern that ends where the path ends beats the catch-all even with no segment (the index). */
const EXACT_END = 2;

/** How well a pattern fits the path's segments, or -1 when it does not. */
function matchScore(pattern: string[], segments: string[]): number {
  const [first, ...restOfPattern] = pattern;
  if (first === undefined) return segments.length === 0 ? EXACT_END : -1;
  if (first === '*') return CATCH_ALL;
  const [segment, ...restOfPath] = segments;
  if (first.startsWith(':') && first.endsWith('?')) {
    const withIt = segment === undefined ? -1 : addScore(PARAMETER, matchScore(restOfPattern, restOfPath));
    return Math.max(withIt, matchScore(restOfPattern, segments));
  }
  if (segment === undefined) return -1;
  if (first.startsWith(':')) return addScore(PARAMETER, matchScore(restOfPattern, restOfPath));
  if (first.toLowerCase() !== segment.toLowerCase()) return -1;
  return addScore(STATIC_SEGMENT, matchScore(restOfPattern, restOfPath));
}

const addScore = (points: number, rest: number) => (rest < 0 ? -1 : points + rest);

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

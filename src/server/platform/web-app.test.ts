import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE, type RoutePreloadsFile } from './route-preloads-format';
import { bestRouteFor, serveWebApp } from './web-app';

const routes = [
  { path: '/', files: ['assets/LoginPage.js'] },
  { path: '/dashboard', files: ['assets/DashboardLayout.js', 'assets/DashboardPage.js'] },
  { path: '/billing/invoice/:code', files: ['assets/InvoicePage.js'] },
  { path: '/billing/document/:type/:code', files: ['assets/BillingDocumentPage.js'] },
  { path: '/activate/:code?', files: ['assets/ActivatePage.js'] },
  { path: '/profile/RefereeFormReport/:entryNo', files: ['assets/RefereeReport.js'] },
  { path: '/profile/:tab', files: ['assets/ProfileTab.js'] },
  { path: '/*', files: ['assets/NotFoundPage.js'] },
];
const pathOf = (pathname: string) => bestRouteFor(routes, pathname)?.path;

describe('the route a path opens, as the web router ranks them', () => {
  it('matches static paths exactly, the index only at /', () => {
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/dashboard')).toBe('/dashboard');
    expect(pathOf('/dashboard/')).toBe('/dashboard');
  });

  it('fills parameters one segment each', () => {
    expect(pathOf('/billing/invoice/INV-0001')).toBe('/billing/invoice/:code');
    expect(pathOf('/billing/document/receipt/RCT-9')).toBe('/billing/document/:type/:code');
    expect(pathOf('/billing/invoice/INV-1/extra')).toBe('/*');
  });

  it('takes an optional parameter with or without its segment', () => {
    expect(pathOf('/activate')).toBe('/activate/:code?');
    expect(pathOf('/activate/ABC123')).toBe('/activate/:code?');
  });

  it('prefers a static segment to a parameter, and anything to the catch-all', () => {
    expect(pathOf('/profile/RefereeFormReport/12')).toBe('/profile/RefereeFormReport/:entryNo');
    expect(pathOf('/profile/contacts')).toBe('/profile/:tab');
    expect(pathOf('/no/such/page')).toBe('/*');
  });

  it('compares letters without case, as the router does', () => {
    expect(pathOf('/DASHBOARD')).toBe('/dashboard');
  });
});

describe('index.html as the server sends it', () => {
  let web: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'portal-web-app-'));
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(web, ROUTE_PRELOADS_FILE), JSON.stringify({ routes } satisfies RoutePreloadsFile));
    app = Fastify();
    await serveWebApp(app, web);
  });

  afterAll(async () => {
    await app?.close();
    rmSync(web, { recursive: true, force: true });
  });

  const preloadsIn = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it("names the opened page's chunks as modulepreload links in the head", async () => {
    const response = await app.inject({ method: 'GET', url: '/billing/invoice/INV-0001?from=mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(preloadsIn(response.body)).toEqual(['/assets/InvoicePage.js']);
    expect(response.body.indexOf('modulepreload')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('gives each page its own chunks', async () => {
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(preloadsIn(dashboard.body)).toEqual(['/assets/DashboardLayout.js', '/assets/DashboardPage.js']);
    const login = await app.inject({ method: 'GET', url: '/' });
    expect(preloadsIn(login.body)).toEqual(['/assets/LoginPage.js']);
  });

  it('still answers API paths and other methods with the not-found envelope', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('message');
    const post = await app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
  });

  it('serves a build without a route table, with no preloads', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'portal-web-app-bare-'));
    writeFileSync(join(bare, 'index.html'), '<html><head></head><body></body></html>');
    const plain = Fastify();
    try {
      await serveWebApp(plain, bare);
      const response = await plain.inject({ method: 'GET', url: '/dashboard' });
      expect(response.statusCode).toBe(200);
      expect(preloadsIn(response.body)).toEqual([]);
    } finally {
      await plain.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstViewStateId } from '../../contract/first-view';
import { firstViewSender } from './first-view';
import { RenderBudget } from './render-budget';

type Render = Parameters<typeof firstViewSender>[2];

const plainPage = '<!doctype html><html><body><div id="root"></div></body></html>';
let webDist: string;

beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'first-view-'));
  writeFileSync(join(webDist, 'index.html'), plainPage);
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** A server with one API route that tells who asked, and every other GET sent as a first view. */
async function serverRendering(render: Render, budget?: RenderBudget): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  app.get('/api/who', async (request) => ({ data: { cookie: request.headers.cookie ?? null } }));
  const send = await firstViewSender(app, webDist, render, budget);
  app.setNotFoundHandler((request, reply) => send(request, reply));
  return app;
}

describe('the first view the server sends', () => {
  it("asks the page's API requests with the visitor's own cookie and sends the page with its state", async () => {
    const app = await serverRendering(async (_url, fetchForPage) => {
      const answer = await fetchForPage('/api/who', { method: 'GET' });
      return {
        html: '<h1>Dashboard</h1>',
        state: { queries: await answer.json(), parts: ['profile/BioSection'] },
      };
    });
    const response = await app.inject({ url: '/dashboard', headers: { cookie: 'session=abc' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><h1>Dashboard</h1></div>');
    expect(response.body).toContain(`id="${firstViewStateId}"`);
    expect(response.body).toContain(
      '{"queries":{"data":{"cookie":"session=abc"}},"parts":["profile/BioSection"]}',
    );
    // A page drawn for a signed-in browser holds that person's data: no cache may keep it.
    expect(response.headers['cache-control']).toBe('private, no-store');
    await app.close();
  });

  it('lets a page only read: a write from a render is refused and the plain page goes out', async () => {
    let refusal = '';
    const app = await serverRendering(async (_url, fetchForPage) => {
      await fetchForPage('/api/who', { method: 'POST' }).catch((error: Error) => {
        refusal = error.message;
        throw error;
      });
      return { html: '<h1>never</h1>', state: { queries: {}, parts: [] } };
    });
    const response = await app.inject({ url: '/profile' });
    expect(refusal).toContain('only reads');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(plainPage);
    await app.close();
  });

  it('sends the plain page, drawing nothing, once drawing pages has used up its share of a server other work keeps busy', async () => {
    let drawn = 0;
    const slowPage: Render = async () => {
      drawn += 1;
      return { html: '<h1>Drawn</h1>', state: { queries: {}, parts: [] } };
    };
    let now = 0;
    const app = await serverRendering(
      slowPage,
      new RenderBudget(
        0.25,
        2,
        1_000,
        () => (now += 150),
        // The event loop at work all the time, mostly on other requests.
        () => 1,
      ),
    );
    const first = await app.inject({ url: '/dashboard' });
    expect(first.body).toContain('<h1>Drawn</h1>');
    // Each page took 150 ms of the clock: the second pushes drawing past a quarter of the second.
    await app.inject({ url: '/dashboard' });
    const refused = await app.inject({ url: '/dashboard' });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toBe(plainPage);
    expect(drawn).toBe(2);
    await app.close();
  });

  it('sends the plain page, which the browser renders, when the render fails', async () => {
    const app = await serverRendering(async () => {
      throw new Error('window is not defined');
    });
    const response = await app.inject({ url: '/events' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(plainPage);
    await app.close();
  });

  it('answers a page that only sends the browser elsewhere with a redirect, within the portal only', async () => {
    const app = await serverRendering(async (url) =>
      url.endsWith('/dashboard') ? { redirect: '/?redirect=%2Fdashboard' } : { redirect: '//evil.example/' },
    );
    const guarded = await app.inject({ url: '/dashboard' });
    expect(guarded.statusCode).toBe(302);
    expect(guarded.headers.location).toBe('/?redirect=%2Fdashboard');

    const elsewhere = await app.inject({ url: '/profile' });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toBe(plainPage);
    await app.close();
  });

  it('follows no redirect a browser would read as another origin, and never answers a raw 500', async () => {
    const targets: Record<string, string> = {
      '/tab': '/\t/evil.example',
      '/newline': '/\n/evil.example',
      '/split': '/dash\r\nboard?x=1',
    };
    const app = await serverRendering(async (url) => ({ redirect: targets[new URL(url).pathname] ?? '/' }));
    for (const path of ['/tab', '/newline']) {
      const response = await app.inject({ url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toBe(plainPage);
    }
    const split = await app.inject({ url: '/split' });
    expect(split.statusCode).toBe(302);
    expect(split.headers.location).toBe('/dashboard?x=1');
    await app.close();
  });

  it('allows by hash the scripts React wrote into the page, and no other inline script', async () => {
    const reveal = '$RC("B:0","S:0")';
    const app = await serverRendering(async () => ({
      html: `<div hidden id="S:0"><p>late part</p></div><script>${reveal}</script>`,
      state: { queries: { note: '</script><script>alert(1)</script>' }, parts: [] },
    }));
    const response = await app.inject({ url: '/profile' });
    const policy = String(response.headers['content-security-policy']);
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(policy).toContain(hash(reveal));
    expect(policy).not.toContain(hash('alert(1)'));
    expect(policy).not.toContain("'unsafe-inline' ");
    await app.close();
  });

  it('compresses the page for a browser that accepts brotli, and a visitor may revalidate it', async () => {
    const app = await serverRendering(async () => ({
      html: '<h1>Sign in</h1>',
      state: { queries: {}, parts: [] },
    }));
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Sign in</h1>');
    expect(response.headers['cache-control']).toBe('no-cache');
    await app.close();
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/endpoint';
import { declaredEndpoints } from '../../contract/endpoints';
import { startTestApp, type TestApp } from '../test-support/harness';
import { sourceFiles } from './source-files';

/**
 * Issue 26: an endpoint is declared once, in src/contract/endpoints, and both sides are built from
 * the declaration. Until every area is moved, the numbers of routes registered by hand and of API
 * calls written by hand in the web app are pinned: a new endpoint cannot be added the old way, and
 * moving an area lowers them here. The CSV downloads (four reports and CPD compliance) are raw files,
 * not the declared JSON envelope, and stay by hand like /api/health and the document streams.
 */
const ROUTES_BY_HAND = 11;
const WEB_CALLS_BY_HAND = 1;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const declared: Endpoint[] = Object.values(declaredEndpoints).flatMap((area) => Object.values(area));
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('endpoints declared in the contract', () => {
  it('are each registered by the server, once, at their method and path', () => {
    const registered = t.app.routeTable.map(key);
    for (const endpoint of declared) {
      const at = key({ method: endpoint.method, url: endpoint.path });
      expect(
        registered.filter((route) => route === at),
        at,
      ).toHaveLength(1);
    }
    expect(
      new Set(declared.map((endpoint) => key({ method: endpoint.method, url: endpoint.path }))).size,
    ).toBe(declared.length);
  });

  it('leave a known number of routes registered by hand', () => {
    const declaredKeys = new Set(
      declared.map((endpoint) => key({ method: endpoint.method, url: endpoint.path })),
    );
    const byHand = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .filter((route) => !declaredKeys.has(key(route)));
    expect(byHand.length, 'routes registered by hand (lower the number when moving an area)').toBe(
      ROUTES_BY_HAND,
    );
  });

  it('leave a known number of API calls written by hand in the web app', () => {
    const calls = sourceFiles('src/web')
      .filter((file) => !file.endsWith(join('lib', 'api.ts')))
      .flatMap((file) => readFileSync(file, 'utf8').match(/\bapi(<|\()/g) ?? []);
    expect(calls.length, 'api() calls in the web app (lower the number when moving an area)').toBe(
      WEB_CALLS_BY_HAND,
    );
  });

  it('are called by the web app through the declarations only, in every area', () => {
    // Every area is moved: the one api() call left is inside web/lib/call.ts, which they all use.
    for (const folder of ['src/web/features', 'src/web/components', 'src/web/app']) {
      for (const file of sourceFiles(folder))
        expect(readFileSync(file, 'utf8'), file).not.toMatch(/\bapi(<|\()/);
    }
  });

  it('are called from data modules, never from inside a component', () => {
    // A component asks its area's data module (queries, mutations, PDF sources); only .ts files call.
    const components = ['src/web/features', 'src/web/components', 'src/web/app'].flatMap((folder) =>
      sourceFiles(folder).filter((file) => file.endsWith('.tsx')),
    );
    for (const file of components) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\bcall\(/);
  });
});

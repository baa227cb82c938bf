import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFirstView } from '../../contract/first-view';
import { startTestApp, type TestApp } from '../test-support/harness';
import { pageContentSecurityPolicy } from './security-headers';

const page = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'headers-web-'));
  writeFileSync(join(webDist, 'index.html'), page);
  t = await startTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://portal.eik.example' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('protective headers', () => {
  it('send a page with its Content-Security-Policy, no framing, no sniffing, and HTTPS only', async () => {
    const response = await t.api('GET', '/dashboard');
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    // Scripts only from the portal and by hash: no 'unsafe-inline' or 'unsafe-eval' for scripts.
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('send no page policy on API answers, but the rest', async () => {
    const response = await t.api('GET', '/api/admin/settings');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('answer HEAD on a page like GET, as monitors ask', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.body).toBe('');
    const api = await t.app.inject({ method: 'HEAD', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
  });

  it('allow by hash every inline script a first view carries, and no other', () => {
    const html = withFirstView(page, '<p>hello</p>', { queries: {}, parts: [] }) ?? '';
    const inline = [
      ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    const policy = pageContentSecurityPolicy();
    for (const [, code = ''] of inline) {
      const hash = createHash('sha256').update(code).digest('base64');
      expect(policy).toContain(`'sha256-${hash}'`);
    }
  });
});

describe('over plain http', () => {
  it('send no HSTS, which would lock a local portal out', async () => {
    const local = await startTestApp();
    const response = await local.api('GET', '/api/admin/settings');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    await local.close();
  });
});

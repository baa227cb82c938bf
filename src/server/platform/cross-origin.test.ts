import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/common';
import { DEMO_PASSWORD, demo, startTestApp, type TestApp } from '../test-support/harness';
import { SESSION_COOKIE } from './request-context';

/**
 * Cross-site request forgery: a page that is not the portal's own (another site, a sibling
 * subdomain, another port of the same host) cannot make a signed-in browser change anything, nor
 * sign a browser in. Browsers say where a request comes from in Sec-Fetch-Site and Origin.
 */
let t: TestApp;
const portal = 'http://localhost:3000';
const newPassword = 'Forged#2026x';

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: portal } });
});
afterAll(() => t?.close());

async function memberCookie(): Promise<Record<string, string>> {
  return { [SESSION_COOKIE]: await t.login(demo.member) };
}

const setPassword = async (headers: Record<string, string>) =>
  t.api('POST', '/api/auth/set-password', {
    cookies: await memberCookie(),
    headers,
    body: { password: newPassword, confirmPassword: newPassword },
  });

describe('changes sent from a page that is not the portal', () => {
  it.each([
    [
      'a sibling subdomain (same site)',
      { 'sec-fetch-site': 'same-site', origin: 'http://files.localhost:3000' },
    ],
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['another port of the same host, by Origin alone', { origin: 'http://localhost:8080' }],
    ['a sandboxed frame or a redirect (Origin null)', { origin: 'null' }],
  ])('are refused from %s, and change nothing', async (_from, headers) => {
    const response = await setPassword(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.foreignOrigin);
    // The member still signs in with the old password.
    await t.login(demo.member, DEMO_PASSWORD);
  });

  it('refuse signing a browser in (login CSRF): no session, no cookie', async () => {
    const response = await t.api('POST', '/api/auth/login', {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      body: { email: demo.member, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("refuse an admin's change of another account's e-mail", async () => {
    const adminCookie = { [SESSION_COOKIE]: await t.login(demo.admin) };
    const target = await t.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'phone_no', 'id_number'])
      .where('email', '=', demo.applicant)
      .executeTakeFirstOrThrow();
    const response = await t.api('POST', `/api/admin/updateUser/${target.id}`, {
      cookies: adminCookie,
      headers: { 'sec-fetch-site': 'same-site' },
      body: { ...target, email: 'attacker@evil.example' },
    });
    expect(response.statusCode).toBe(403);
    const row = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(demo.applicant);
  });

  it('still answer reads from anywhere: a GET changes nothing', async () => {
    const response = await t.api('GET', '/api/admin/settings', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("changes from the portal's own pages and from API clients", () => {
  it('pass from the same origin, as every current browser says it', async () => {
    const response = await setPassword({ 'sec-fetch-site': 'same-origin', origin: portal });
    expect(response.statusCode).toBe(200);
    await t.api('POST', '/api/auth/set-password', {
      token: await t.login(demo.member, newPassword),
      body: { password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    });
  });

  it("pass with the portal's Origin from a browser that sends no Sec-Fetch-Site", async () => {
    const response = await t.api('POST', '/api/auth/login', {
      headers: { origin: portal },
      body: { email: demo.member, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('pass from a client that is no browser (no Origin, no Sec-Fetch-Site): it carries no victim cookie', async () => {
    const response = await t.api('POST', '/api/auth/login', {
      body: { email: demo.member, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('every route that changes something', () => {
  it('refuses a request from a sibling subdomain before anything else runs', async () => {
    const cookies = { [SESSION_COOKIE]: await t.login(demo.superAdmin) };
    const writes = t.app.routeTable.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
    expect(writes.length).toBeGreaterThan(50);
    for (const route of writes) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        cookies,
        headers: { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().message, `${route.method} ${route.url}`).toBe(messages.foreignOrigin);
    }
  });
});

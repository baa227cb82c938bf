import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../../contract/settings';
import { SESSION_COOKIE } from '../../platform/request-context';
import { DEMO_PASSWORD, demo, startTestApp, type TestApp } from '../../test-support/harness';

/**
 * Inactivity logout held by the server (spec 1 §5, §9): with the setting on, a session unused for
 * five minutes ends, whatever the browser's tab does, and its cookie is gone with the browser.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function signIn(email: string = demo.member) {
  const response = await t.api('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } });
  expect(response.statusCode).toBe(200);
  const cookie = String(response.headers['set-cookie']);
  return { token: response.json().data.token as string, cookie };
}

const sessionOf = (token: string) =>
  t.db
    .selectFrom('sessions')
    .selectAll()
    .orderBy('id', 'desc')
    .where('user_id', '=', (eb) =>
      eb.selectFrom('users').select('id').where('email', '=', demo.member).limit(1),
    )
    .executeTakeFirstOrThrow()
    .then((row) => ({ ...row, token }));

async function lastUsed(token: string, when: string) {
  const session = await sessionOf(token);
  await t.db.updateTable('sessions').set({ last_seen_at: when }).where('id', '=', session.id).execute();
  return session.id;
}

const whoAmI = (token: string) => t.api('GET', '/api/auth/user', { cookies: { [SESSION_COOKIE]: token } });

async function setInactivityLogout(on: boolean) {
  const token = await t.login(demo.superAdmin);
  const settings = (await t.api('GET', '/api/admin/settings')).json().data as SiteSettings;
  const response = await t.api('POST', '/api/admin/updateSettings', {
    token,
    body: { ...settings, minor_settings: { ...settings.minor_settings, inactivityLogout: on } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('with inactivityLogout on (the default)', () => {
  it('gives the browser a cookie that ends with it, not one that lasts the session', async () => {
    const { cookie } = await signIn();
    expect(cookie).toContain(`${SESSION_COOKIE}=`);
    expect(cookie).not.toMatch(/expires=|max-age=/i);
  });

  it('ends a session unused for more than five minutes, for good', async () => {
    const { token } = await signIn();
    const id = await lastUsed(token, minutesAgo(6.5));
    expect((await whoAmI(token)).statusCode).toBe(401);
    const row = await t.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    // Using it again does not bring it back.
    await lastUsed(token, new Date().toISOString());
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it('keeps a session in use, writing its last use at most once a minute', async () => {
    const { token } = await signIn();
    const fourMinutesAgo = minutesAgo(4);
    await lastUsed(token, fourMinutesAgo);
    expect((await whoAmI(token)).statusCode).toBe(200);
    const touched = (await sessionOf(token)).last_seen_at ?? '';
    expect(touched > fourMinutesAgo).toBe(true);

    const halfAMinuteAgo = new Date(Date.now() - 30_000).toISOString();
    await lastUsed(token, halfAMinuteAgo);
    expect((await whoAmI(token)).statusCode).toBe(200);
    expect((await sessionOf(token)).last_seen_at).toBe(halfAMinuteAgo);
  });

  it('also ends an API client session (Bearer token) left unused', async () => {
    const { token } = await signIn();
    await lastUsed(token, minutesAgo(7));
    expect((await t.api('GET', '/api/auth/user', { token })).statusCode).toBe(401);
  });
});

describe('switching inactivityLogout', () => {
  it('off: open sessions only expire, and the cookie lasts the session', async () => {
    const { token } = await signIn();
    await setInactivityLogout(false);
    try {
      await t.db
        .updateTable('sessions')
        .set({ last_seen_at: minutesAgo(30) })
        .where('id', '=', (await sessionOf(token)).id)
        .execute();
      expect((await whoAmI(token)).statusCode).toBe(200);
      expect((await signIn()).cookie).toMatch(/expires=/i);
    } finally {
      await setInactivityLogout(true);
    }
  });

  it('on again: sessions already open get the limit at once, counted from now', async () => {
    await setInactivityLogout(false);
    const { token } = await signIn();
    await setInactivityLogout(true);
    const session = await sessionOf(token);
    expect(session.idle_minutes).toBe(5);
    expect((await whoAmI(token)).statusCode).toBe(200);
    await lastUsed(token, minutesAgo(6.5));
    expect((await whoAmI(token)).statusCode).toBe(401);
  });
});

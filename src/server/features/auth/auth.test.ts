import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { SESSION_COOKIE } from '../../platform/request-context';
import { DEMO_PASSWORD, demo, startTestApp, type TestApp } from '../../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, ip?: string) =>
  t.api('POST', '/api/auth/login', { body: { email, password }, ...(ip ? { ip } : {}) });

describe('POST /api/auth/login', () => {
  it('returns a token and the user, never the password hash, and sets a strict httpOnly cookie', async () => {
    const response = await login(demo.member, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(typeof body.data.token).toBe('string');
    expect(body.data.token.length).toBeGreaterThanOrEqual(40);
    expect(body.data.user).toMatchObject({ email: demo.member, profile: true, is_admin: false });
    expect(response.body).not.toMatch(/password_hash|\$argon2/);

    const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie?.value).toBe(body.data.token);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/');
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const response = await login('  Member@EIK.example ', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe(demo.member);
  });

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const wrong = await login(demo.member, 'Wrong#2026');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: messages.invalidCredentials });
    expect(messages.invalidCredentials).toBe('Invalid email or password');

    const unknown = await login('nobody@eik.example', DEMO_PASSWORD);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('answers 400 with field errors for an invalid body', async () => {
    const response = await login('not-an-email', '');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    expect(body.errors).toMatchObject({ email: 'E-mail must be valid', password: 'Password is required' });

    const empty = await t.api('POST', '/api/auth/login', { body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('errors.email');
    expect(empty.json()).toHaveProperty('errors.password', 'Password is required');
  });

  it('answers 403 with the e-mail for an account that is not verified', async () => {
    await t.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('email', '=', demo.applicant)
      .execute();
    try {
      const response = await login(demo.applicant, DEMO_PASSWORD);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: messages.accountNotVerified,
        data: { email: demo.applicant },
      });
      expect(response.cookies.find((entry) => entry.name === SESSION_COOKIE)).toBeUndefined();
    } finally {
      await t.db
        .updateTable('users')
        .set({ email_verified_at: new Date().toISOString() })
        .where('email', '=', demo.applicant)
        .execute();
    }
  });
});

describe('GET /api/auth/user', () => {
  it('works with the bearer token and with the session cookie', async () => {
    const token = await t.login(demo.approver);
    const byBearer = await t.api('GET', '/api/auth/user', { token });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json().data).toMatchObject({ email: demo.approver, is_approver: true });
    expect(byBearer.body).not.toContain('password_hash');

    const byCookie = await t.api('GET', '/api/auth/user', { cookies: { [SESSION_COOKIE]: token } });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().data.email).toBe(demo.approver);
  });

  it('answers 401 with a message for a visitor and for a made-up token', async () => {
    const visitor = await t.api('GET', '/api/auth/user');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: messages.notSignedIn });

    const forged = await t.api('GET', '/api/auth/user', { token: 'not-a-real-token' });
    expect(forged.statusCode).toBe(401);
  });

  it('answers 401 once the session has expired', async () => {
    const token = await t.login(demo.firm);
    expect((await t.api('GET', '/api/auth/user', { token })).statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.firm)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const response = await t.api('GET', '/api/auth/user', { token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token and clears the cookie', async () => {
    const token = await t.login(demo.member);
    const response = await t.api('POST', '/api/auth/logout', { token });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
    expect(cleared).toBeDefined();
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());

    expect((await t.api('GET', '/api/auth/user', { token })).statusCode).toBe(401);
    expect((await t.api('GET', '/api/auth/user', { cookies: { [SESSION_COOKIE]: token } })).statusCode).toBe(
      401,
    );
  });

  it('revokes a session signed in by cookie only', async () => {
    const token = await t.login(demo.member);
    const cookies = { [SESSION_COOKIE]: token };
    expect((await t.api('POST', '/api/auth/logout', { cookies })).statusCode).toBe(200);
    expect((await t.api('GET', '/api/auth/user', { cookies })).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user working', async () => {
    const first = await t.login(demo.admin);
    const second = await t.login(demo.admin);
    await t.api('POST', '/api/auth/logout', { token: first });
    expect((await t.api('GET', '/api/auth/user', { token: second })).statusCode).toBe(200);
  });
});

describe('login throttling', () => {
  it('locks an account after LOGIN_ATTEMPTS_PER_15_MIN tries: a wrong password answers as before, the right one opens no session', async () => {
    const limit = t.env.LOGIN_ATTEMPTS_PER_15_MIN;
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      const response = await login(demo.admin, 'Wrong#2026', `203.0.113.${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const wrong = await login(demo.admin, 'Wrong#2026', '203.0.113.100');
    expect(wrong.json()).toEqual({ message: messages.invalidCredentials });
    // Locked, from any address: the right password gets the e-mailed code step (lockout.test.ts).
    const right = await login(demo.admin, DEMO_PASSWORD, '203.0.113.101');
    expect(right.statusCode).toBe(202);
    expect(right.json().data).toMatchObject({ code_required: true, email: demo.admin });
    expect(right.json().data.token).toBeUndefined();
    // Another account is not affected.
    expect((await login(demo.approver, DEMO_PASSWORD, '203.0.113.100')).statusCode).toBe(200);
  });

  it('starts counting again after a successful login', async () => {
    const limit = t.env.LOGIN_ATTEMPTS_PER_15_MIN;
    const ip = '203.0.113.20';
    for (let attempt = 1; attempt < limit; attempt += 1) {
      expect((await login(demo.approver, 'Wrong#2026', ip)).statusCode).toBe(401);
    }
    expect((await login(demo.approver, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    for (let attempt = 1; attempt < limit; attempt += 1) {
      expect((await login(demo.approver, 'Wrong#2026', ip)).statusCode).toBe(401);
    }
    expect((await login(demo.approver, DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('answers 429 with a message when one address tries too many accounts', async () => {
    const limit = t.env.LOGIN_ATTEMPTS_PER_15_MIN * 10;
    const ip = '198.51.100.7';
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      const response = await login(`nobody${attempt}@eik.example`, 'Wrong#2026', ip);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await login(demo.member, DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.tooManyRequestsIn('15 minutes'));
    expect(blocked.json().data.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((await login(demo.member, DEMO_PASSWORD, '198.51.100.8')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { applicant, register, startRegisterApp, stopRegisterApp, t } from './register-test-app';
import { codeIn, latestMessage, linkTokenIn, messagesTo } from './test-support';

beforeAll(startRegisterApp);
afterAll(stopRegisterApp);

describe('verification by code', () => {
  async function registered(ip = '192.0.2.50') {
    const body = applicant();
    const response = await register(body, ip);
    const { id } = response.json().data;
    const code = codeIn((await latestMessage(t.db, body.email))?.body_text);
    return { body, id: id as string, code };
  }

  it('signs the user in with a cookie and marks the e-mail verified', async () => {
    const { body, id, code } = await registered();
    const response = await t.api('POST', '/api/auth/verify-otp', { body: { id, otp_code: code } });
    expect(response.statusCode).toBe(200);
    const session = response.json().data;
    expect(session.user).toMatchObject({ email: body.email, profile: false, type: 'Individual' });
    expect(session.user.email_verified_at).not.toBeNull();
    expect(response.cookies.find((cookie) => cookie.name === 'portal_session')?.value).toBe(session.token);
    expect((await t.api('GET', '/api/auth/user', { token: session.token })).statusCode).toBe(200);
    // Single use.
    const again = await t.api('POST', '/api/auth/verify-otp', { body: { id, otp_code: code } });
    expect(again.statusCode).toBe(400);
  });

  it('voids the code after five wrong tries, even for the right code', async () => {
    const { id, code } = await registered();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await t.api('POST', '/api/auth/verify-otp', { body: { id, otp_code: wrong } });
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
      expect(response.json().message).toBe(messages.otpInvalid);
    }
    const right = await t.api('POST', '/api/auth/verify-otp', { body: { id, otp_code: code } });
    expect(right.statusCode).toBe(400);
  });

  it('counts parallel wrong tries: a burst of guesses cannot slip past the limit', async () => {
    const { id, code } = await registered('192.0.2.55');
    const wrong = code === '000000' ? '111111' : '000000';
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.api('POST', '/api/auth/verify-otp', { body: { id, otp_code: wrong } }),
      ),
    );
    expect(burst.every((response) => response.statusCode === 400)).toBe(true);
    const right = await t.api('POST', '/api/auth/verify-otp', { body: { id, otp_code: code } });
    expect(right.statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const { id, code } = await registered();
    await t.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('consumed_at', 'is', null)
      .execute();
    const response = await t.api('POST', '/api/auth/verify-otp', { body: { id, otp_code: code } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.otpInvalid);
  });

  it('binds a code to its purpose: a registration code does not activate a member', async () => {
    const { id, code } = await registered();
    await t.db
      .updateTable('one_time_codes')
      .set({ purpose: 'activation' })
      .where('consumed_at', 'is', null)
      .execute();
    const response = await t.api('POST', '/api/auth/verify-otp', { body: { id, otp_code: code } });
    expect(response.statusCode).toBe(400);
  });

  it('stores only hashes of codes and handles', async () => {
    const { id, code } = await registered();
    const rows = await t.db.selectFrom('one_time_codes').selectAll().execute();
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(id);
    expect(rows.some((row) => row.code_hash === code)).toBe(false);
  });

  it('resends a new code, limited to one a minute and five an hour per person', async () => {
    const { body, id, code } = await registered('192.0.2.60');
    // The first send (at registration) counts: an immediate resend waits.
    const tooSoon = await t.api('GET', `/api/auth/send-otp?user_id=${id}`, { ip: '192.0.2.61' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(
      /^A code was sent a moment ago and is still valid\. You can ask for a new one in (\d+ seconds|1 minute)\.$/,
    );
    expect(tooSoon.json().data.retryAfterSeconds).toBeLessThanOrEqual(60);
    // A minute later a new code replaces the old one.
    await t.db
      .updateTable('rate_limits')
      .set({ window_started_at: new Date(Date.now() - 61_000).toISOString() })
      .where('key', 'like', 'otp-send%minute')
      .execute();
    const resend = await t.api('GET', `/api/auth/send-otp?user_id=${id}`, { ip: '192.0.2.62' });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().data.message).toBe(messages.otpSent);
    const fresh = codeIn((await latestMessage(t.db, body.email))?.body_text);
    const stale = await t.api('POST', '/api/auth/verify-otp', { body: { id, otp_code: code } });
    if (fresh !== code) expect(stale.statusCode).toBe(400);
    expect((await t.api('POST', '/api/auth/verify-otp', { body: { id, otp_code: fresh } })).statusCode).toBe(
      200,
    );
  });

  it('limits sends per hour whatever address asks', async () => {
    const { id } = await registered('192.0.2.70');
    let answered429 = 0;
    for (let round = 0; round < 6; round += 1) {
      await t.db
        .updateTable('rate_limits')
        .set({ window_started_at: new Date(Date.now() - 61_000).toISOString() })
        .where('key', 'like', 'otp-send%minute')
        .execute();
      const response = await t.api('GET', `/api/auth/send-otp?user_id=${id}`, {
        ip: `192.0.2.${80 + round}`,
      });
      if (response.statusCode === 429) answered429 += 1;
    }
    // Registration was send 1 of 5 in the hour: four resends pass, the next two wait.
    expect(answered429).toBe(2);
  });
});

describe('verification by e-mail link', () => {
  it('verifies once and signs in; a second use fails with the spec message', async () => {
    const body = applicant();
    await register(body, '192.0.2.90');
    const token = linkTokenIn((await latestMessage(t.db, body.email))?.body_text, 'verify');
    const response = await t.api('POST', '/api/auth/verify', { body: { activation_code: token } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe(body.email);
    const again = await t.api('POST', '/api/auth/verify', { body: { activation_code: token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.verificationFailed);
  });

  it('refuses an expired or unknown link', async () => {
    const body = applicant();
    await register(body, '192.0.2.91');
    const token = linkTokenIn((await latestMessage(t.db, body.email))?.body_text, 'verify');
    await t.db
      .updateTable('link_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect((await t.api('POST', '/api/auth/verify', { body: { activation_code: token } })).statusCode).toBe(
      400,
    );
    expect(
      (await t.api('POST', '/api/auth/verify', { body: { activation_code: 'x'.repeat(43) } })).statusCode,
    ).toBe(400);
  });
});

describe('verify account after a refused login', () => {
  it('login of an unverified account returns its e-mail; counter-verify sends a new code', async () => {
    const body = applicant();
    await register(body, '192.0.2.100');
    const login = await t.api('POST', '/api/auth/login', {
      body: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: messages.accountNotVerified, data: { email: body.email } });

    await t.db.deleteFrom('rate_limits').where('key', 'like', 'otp-send%').execute();
    const counter = await t.api('POST', '/api/auth/counter-verify-otp', {
      body: { email: body.email, password: body.password },
    });
    expect(counter.statusCode).toBe(200);
    const { id } = counter.json().data;
    const code = codeIn((await latestMessage(t.db, body.email))?.body_text);
    const verify = await t.api('POST', '/api/auth/verify-otp', { body: { id, otp_code: code } });
    expect(verify.statusCode).toBe(200);
    expect(
      (await t.api('POST', '/api/auth/login', { body: { email: body.email, password: body.password } }))
        .statusCode,
    ).toBe(200);
  });

  it('a locked account answers counter-verify exactly like a wrong password', async () => {
    const body = applicant();
    await register(body, '192.0.2.102');
    for (let attempt = 1; attempt <= t.env.LOGIN_ATTEMPTS_PER_15_MIN; attempt += 1) {
      await t.api('POST', '/api/auth/login', {
        body: { email: body.email, password: 'Wrong#Pass2026' },
        ip: `192.0.2.${110 + attempt}`,
      });
    }
    const right = await t.api('POST', '/api/auth/counter-verify-otp', {
      body: { email: body.email, password: body.password },
      ip: '192.0.2.140',
    });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ message: messages.invalidCredentials });
  });

  it('a wrong password answers like a failed login and sends nothing', async () => {
    const body = applicant();
    await register(body, '192.0.2.101');
    const before = (await messagesTo(t.db, body.email)).length;
    const counter = await t.api('POST', '/api/auth/counter-verify-otp', {
      body: { email: body.email, password: 'Wrong#Pass2026' },
    });
    expect(counter.statusCode).toBe(401);
    expect(counter.json()).toEqual({ message: messages.invalidCredentials });
    expect((await messagesTo(t.db, body.email)).length).toBe(before);
  });
});

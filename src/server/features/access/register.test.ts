import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { codeIn, latestMessage, linkTokenIn, messagesTo } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
const applicant = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    email: `new.applicant${sequence}@example.org`,
    phone: `0712 ${String(sequence).padStart(6, '0')}`,
    id_number: `2${String(sequence).padStart(7, '0')}`,
    password: 'Kilima#2026',
    confirmPassword: 'Kilima#2026',
    category: 'GRADUATE',
    type: 'Individual',
    ...overrides,
  };
};
const register = (body: Record<string, unknown>, ip = '192.0.2.1') =>
  t.api('POST', '/api/auth/register', { body, ip });

describe('POST /api/auth/register', () => {
  it('creates an unverified account, its application in status New, and sends a code and a link', async () => {
    const body = applicant();
    const response = await register(body);
    expect(response.statusCode).toBe(200);
    const { id, phone_no } = response.json().data;
    expect(phone_no).toBe(`+254712${body.phone.slice(-6)}`);
    expect(id).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email_verified_at: null, type: 'Individual', category: 'GRADUATE' });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const applications = await t.db
      .selectFrom('applications')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ category: 'GRADUATE', status: 'New' });
    expect(applications[0]?.application_no).toMatch(/^APP-\d{6}$/);

    const email = await latestMessage(t.db, body.email);
    const sms = await latestMessage(t.db, phone_no, 'sms');
    expect(codeIn(email?.body_text)).toBe(codeIn(sms?.body_text));
    expect(email?.body_html).toContain(codeIn(email?.body_text));
    // Links are built from PUBLIC_URL, never from the Host header.
    expect(email?.body_text).toContain(`${t.env.PUBLIC_URL}/verify/`);
  });

  it('builds links from PUBLIC_URL even when the request names another host', async () => {
    const body = applicant();
    await t.api('POST', '/api/auth/register', { body, headers: { host: 'evil.example' } });
    const email = await latestMessage(t.db, body.email);
    expect(email?.body_text).not.toContain('evil.example');
    expect(email?.body_text).toContain('http://localhost:3000/verify/');
  });

  it('answers a known e-mail exactly like a new one, creates nothing, and tells the owner', async () => {
    const before = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await register(applicant({ email: 'member@eik.example' }));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(['id', 'phone_no']);
    expect(data.id).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const after = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const notice = await latestMessage(t.db, 'member@eik.example');
    expect(notice?.subject).toMatch(/tried to register/);
    // The decoy handle behaves like a real one: resend answers the same, verify fails the same.
    const resend = await t.api('GET', `/api/auth/send-otp?user_id=${data.id}`);
    expect(resend.statusCode).toBe(429);
    const verify = await t.api('POST', '/api/auth/verify-otp', { body: { id: data.id, otp_code: '123456' } });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().message).toBe(messages.otpInvalid);
  });

  it('a known e-mail and a new one run into the same phone limit', async () => {
    const phone = '+254799000111';
    const first = await register(applicant({ phone }), '192.0.2.30');
    expect(first.statusCode).toBe(200);
    // Within the minute, the same phone with a new e-mail and with a known one answer alike.
    const fresh = await register(applicant({ phone }), '192.0.2.31');
    const known = await register(applicant({ phone, email: 'firm@eik.example' }), '192.0.2.32');
    expect(fresh.statusCode).toBe(429);
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
  });

  it.each([
    [{ email: '' }, 'email', messages.emailRequired],
    [{ email: 'someone@nowhere' }, 'email', messages.emailInvalid],
    [{ phone: '' }, 'phone', messages.fieldRequired],
    [{ phone: '12345' }, 'phone', messages.phoneInvalid],
    [{ id_number: '' }, 'id_number', messages.fieldRequired],
    [{ id_number: '12345' }, 'id_number', messages.idTooShort],
    [{ password: 'short', confirmPassword: 'short' }, 'password', messages.passwordRule],
    [
      { password: 'nouppercase#2026', confirmPassword: 'nouppercase#2026' },
      'password',
      messages.passwordRule,
    ],
    [
      { password: 'Seventeen#Chars17', confirmPassword: 'Seventeen#Chars17' },
      'password',
      messages.passwordRule,
    ],
    [{ confirmPassword: 'Different#2026' }, 'confirmPassword', messages.passwordMismatch],
    [{ type: 'Corporate', category: 'FIRM', id_number: '' }, 'id_number', messages.taxPinRequired],
  ])('refuses %o with the message on %s and creates nothing', async (overrides, field, message) => {
    const body = applicant(overrides);
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', String(body.email))
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('refuses a category that is not open or does not match the type', async () => {
    for (const overrides of [
      { category: 'FELLOW' },
      { category: 'NOPE' },
      { category: 'FIRM', type: 'Individual' },
      { category: 'GRADUATE', type: 'Corporate' },
    ]) {
      const response = await register(applicant(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toBe(messages.categoryNotOpen);
    }
  });

  it('registers a firm as type Corporate with its tax PIN', async () => {
    const body = applicant({ type: 'Corporate', category: 'FIRM', id_number: 'p051234567q' });
    expect((await register(body)).statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ type: 'Corporate', category: 'FIRM', id_number: 'P051234567Q' });
  });

  it('is closed when the registration setting is off', async () => {
    const settings = await t.db.selectFrom('settings').selectAll().executeTakeFirst();
    if (settings) {
      const minor = { ...JSON.parse(settings.minor_settings), registration: false };
      await t.db
        .updateTable('settings')
        .set({ minor_settings: JSON.stringify(minor) })
        .execute();
    } else {
      await t.db
        .insertInto('settings')
        .values({
          site_colors: '[]',
          site_installed_packages: '[]',
          minor_settings: JSON.stringify({ registration: false }),
          updated_at: new Date().toISOString(),
        })
        .execute();
    }
    try {
      const response = await register(applicant());
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(messages.registrationClosed);
    } finally {
      await t.db.deleteFrom('settings').execute();
      if (settings) await t.db.insertInto('settings').values(settings).execute();
    }
  });
});

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
    expect(tooSoon.json().message).toBe(messages.otpResendWait);
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

describe('GET /api/application/requirements', () => {
  it('lists the checklist of a category and 404s an unknown one', async () => {
    const response = await t.api('GET', '/api/application/requirements?category=GRADUATE');
    expect(response.statusCode).toBe(200);
    const items = response.json().data;
    expect(items.length).toBeGreaterThan(3);
    expect(items[0]).toEqual({ sequence: 1, description: expect.any(String) });
    const firm = (await t.api('GET', '/api/application/requirements?category=FIRM')).json().data;
    expect(firm.map((item: { description: string }) => item.description).join(' ')).toMatch(/incorporation/);
    expect((await t.api('GET', '/api/application/requirements?category=NOPE')).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { applicant, register, startRegisterApp, stopRegisterApp, t } from './register-test-app';
import { codeIn, latestMessage } from './test-support';

beforeAll(startRegisterApp);
afterAll(stopRegisterApp);

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

  it('the same phone again within the minute still makes the account: the code goes by e-mail (issue 28)', async () => {
    const phone = '+254799000111';
    const first = await register(applicant({ phone }), '192.0.2.30');
    expect(first.statusCode).toBe(200);
    // A corrected e-mail a moment later: the account is made, the code e-mailed, no second SMS yet.
    const corrected = applicant({ phone });
    const fresh = await register(corrected, '192.0.2.31');
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data.phone_no).toBeNull();
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', corrected.email)
      .executeTakeFirst();
    expect(user).toBeDefined();
    expect((await latestMessage(t.db, corrected.email))?.body_text).toMatch(/verification code is \d{6}/);
    // Someone else's e-mail with that phone answers alike (nothing tells that the e-mail is known).
    const known = await register(applicant({ phone, email: 'firm@eik.example' }), '192.0.2.32');
    expect(known.statusCode).toBe(200);
    expect(Object.keys(known.json().data).sort()).toEqual(['id', 'phone_no']);
  });

  it('the same e-mail and password again: a new code, or within the wait the truth and the way forward', async () => {
    const body = applicant();
    const first = await register(body, '192.0.2.40');
    expect(first.statusCode).toBe(200);
    const again = await register(body, '192.0.2.41');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^You registered with this e-mail a moment ago and we sent a code to your phone and e-mail\. Enter that code, or register again in (\d+ seconds|1 minute) for a new one\./,
    );
    expect(again.json().data.retryAfterSeconds).toBeLessThanOrEqual(60);
    // The code sent first still works.
    const code = (await latestMessage(t.db, body.email))?.body_text.match(/code is (\d{6})/)?.[1] ?? '';
    const verified = await t.api('POST', '/api/auth/verify-otp', {
      body: { id: first.json().data.id, otp_code: code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    // Verified, the account is like any other known e-mail: the decoy answer, no 409.
    const later = await register(body, '192.0.2.42');
    expect(later.statusCode).toBe(200);
  });

  it('after the wait, registering again with the same password sends a new code that works', async () => {
    const body = applicant();
    expect((await register(body, '192.0.2.50')).statusCode).toBe(200);
    await t.db
      .updateTable('rate_limits')
      .set({ window_started_at: new Date(Date.now() - 61_000).toISOString() })
      .where('key', 'like', 'otp-send%minute')
      .execute();
    const again = await register(body, '192.0.2.51');
    expect(again.statusCode, again.body).toBe(200);
    const code = (await latestMessage(t.db, body.email))?.body_text.match(/code is (\d{6})/)?.[1] ?? '';
    const verified = await t.api('POST', '/api/auth/verify-otp', {
      body: { id: again.json().data.id, otp_code: code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const users = await t.db.selectFrom('users').select('id').where('email', '=', body.email).execute();
    expect(users).toHaveLength(1);
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
    // A firm's KRA PIN is a letter, 9 digits and a letter (issue 28), not an ID of at least 6 characters.
    [{ type: 'Corporate', category: 'FIRM', id_number: '12345' }, 'id_number', messages.kraPinInvalid],
    [{ type: 'Corporate', category: 'FIRM', id_number: 'A12345678B' }, 'id_number', messages.kraPinInvalid],
    [{ type: 'Corporate', category: 'FIRM', id_number: '1234567890AB' }, 'id_number', messages.kraPinInvalid],
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
      { category: 'GRADUATE', type: 'Corporate', id_number: 'P051234567Q' },
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
      const body = applicant();
      const response = await register(body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(messages.registrationClosed);
      const account = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', body.email)
        .executeTakeFirst();
      expect(account).toBeUndefined();
    } finally {
      await t.db.deleteFrom('settings').execute();
      if (settings) await t.db.insertInto('settings').values(settings).execute();
    }
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

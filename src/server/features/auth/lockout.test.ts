import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminUsersPage, adminUserMessages } from '../../../contract/admin-users';
import type { LoginCodeStep } from '../../../contract/auth';
import { messages } from '../../../contract/common';
import { hashPassword } from '../../platform/passwords';
import { SESSION_COOKIE } from '../../platform/request-context';
import { nowIso } from '../../platform/time';
import { DEMO_PASSWORD, demo, startTestApp, type TestApp } from '../../test-support/harness';
import { codeIn, latestMessage, linkTokenIn, messagesTo } from '../access/test-support';

/**
 * Issue 23 item 8: wrong passwords lock an account for the window, but its owner still gets in with
 * an e-mailed code (or a password reset), and staff see and end the lock.
 */

let t: TestApp;
let passwordHash: string;
let counter = 0;
const NEW_PASSWORD = 'Fresh#Lock2026';

beforeAll(async () => {
  t = await startTestApp();
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

/** A verified member account of its own, so the tests' locks do not touch each other. */
async function newAccount(fields: { verified?: boolean; approver?: boolean } = {}) {
  counter += 1;
  const email = `lock${counter}@lockout.example`;
  const now = nowIso();
  const { id } = await t.db
    .insertInto('users')
    .values({
      email,
      name: `Lock Test ${counter}`,
      phone_no: null,
      id_number: null,
      password_hash: passwordHash,
      type: fields.approver ? null : 'Individual',
      category: null,
      is_approver: fields.approver ? 1 : 0,
      email_verified_at: fields.verified === false ? null : now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email };
}

/** Each request from its own address, so only the per-account lock is in play. */
const address = () => {
  counter += 1;
  return `198.18.${(counter >> 8) & 255}.${counter & 255}`;
};
const login = (email: string, password: string, ip = address()) =>
  t.api('POST', '/api/auth/login', { body: { email, password }, ip });
const loginCode = (id: string, otp_code: string, ip = address()) =>
  t.api('POST', '/api/auth/login/code', { body: { id, otp_code }, ip });

async function lock(email: string): Promise<void> {
  for (let attempt = 1; attempt <= t.env.LOGIN_ATTEMPTS_PER_15_MIN; attempt += 1) {
    expect((await login(email, 'Wrong#2026')).statusCode).toBe(401);
  }
}

/** The right password on the locked account: the code step, and the code it e-mailed. */
async function codeStep(email: string): Promise<{ step: LoginCodeStep; code: string }> {
  const response = await login(email, DEMO_PASSWORD);
  expect(response.statusCode, response.body).toBe(202);
  const step: LoginCodeStep = response.json().data;
  return { step, code: codeIn((await latestMessage(t.db, email))?.body_text) };
}

const lockRow = (email: string) =>
  t.db.selectFrom('rate_limits').selectAll().where('key', '=', `login-account:${email}`).executeTakeFirst();

describe('signing in to a locked account', () => {
  it('answers a wrong password exactly as before, and the right one with the code step, not a session', async () => {
    const { email } = await newAccount();
    await lock(email);
    const wrong = await login(email, 'Wrong#2026');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: messages.invalidCredentials });
    // The lock told the wrong guesser nothing, and sent nothing.
    expect(await messagesTo(t.db, email)).toEqual([]);

    const right = await login(email, DEMO_PASSWORD);
    expect(right.statusCode).toBe(202);
    expect(right.headers['set-cookie']).toBeUndefined();
    const step = right.json().data;
    expect(step).toEqual({
      code_required: true,
      id: expect.any(String),
      email,
      message: messages.loginCodeSent(email),
    });
    expect(step.token).toBeUndefined();
    expect(right.body).not.toMatch(/token/);
    const mail = await latestMessage(t.db, email);
    expect(mail?.subject).toMatch(/sign-in code/);
    expect(codeIn(mail?.body_text)).toMatch(/^\d{6}$/);
    // The code is stored hashed, never as typed.
    const stored = await t.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('purpose', '=', 'login-unlock')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(codeIn(mail?.body_text));
  });

  it('opens a session with the e-mailed code, sets the cookie and ends the lock', async () => {
    const { email } = await newAccount();
    await lock(email);
    const { step, code } = await codeStep(email);
    const response = await loginCode(step.id, code);
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json().data;
    expect(session.user.email).toBe(email);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ value: session.token, httpOnly: true, sameSite: 'Strict' });
    expect((await t.api('GET', '/api/auth/user', { token: session.token })).statusCode).toBe(200);
    expect(await lockRow(email)).toBeUndefined();
    // The password alone works again, and the code works once.
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await loginCode(step.id, code)).statusCode).toBe(400);
  });

  it('voids the code after five wrong tries', async () => {
    const { email } = await newAccount();
    await lock(email);
    const { step, code } = await codeStep(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await loginCode(step.id, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.otpInvalid);
    }
    const right = await loginCode(step.id, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(messages.otpInvalid);
    expect(await lockRow(email)).toBeDefined();
  });

  it('refuses an expired code', async () => {
    const { email } = await newAccount();
    await lock(email);
    const { step, code } = await codeStep(email);
    await t.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .where('purpose', '=', 'login-unlock')
      .execute();
    const response = await loginCode(step.id, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.otpInvalid);
  });

  it('e-mails at most one code in a few minutes per account', async () => {
    const { email } = await newAccount();
    await lock(email);
    await codeStep(email);
    const again = await login(email, DEMO_PASSWORD);
    expect(again.statusCode).toBe(429);
    // The real time left of the five-minute wait, and the seconds for a page to count down.
    expect(again.json()).toEqual({
      message: messages.loginCodeWait('5 minutes'),
      data: { retryAfterSeconds: expect.any(Number) },
    });
    expect(again.json().data.retryAfterSeconds).toBeGreaterThan(4 * 60);
    expect(await messagesTo(t.db, email)).toHaveLength(1);
    // A wrong password still says only that.
    expect((await login(email, 'Wrong#2026')).json()).toEqual({ message: messages.invalidCredentials });
  });

  it('limits the code tries one address may make', async () => {
    const ip = '198.19.0.1';
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect((await loginCode(`no-such-handle-${attempt}`, '123456', ip)).statusCode).toBe(400);
    }
    const blocked = await loginCode('no-such-handle', '123456', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.tooManyRequestsIn('15 minutes'));
  });

  it('verifies a locked account that was not verified yet: the code proves the mailbox', async () => {
    const { email } = await newAccount({ verified: false });
    await lock(email);
    const { step, code } = await codeStep(email);
    expect((await loginCode(step.id, code)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
  });

  it('does not accept a code once the account has moved to another e-mail', async () => {
    const { id, email } = await newAccount();
    await lock(email);
    const { step, code } = await codeStep(email);
    await t.db
      .updateTable('users')
      .set({ email: `moved-${email}` })
      .where('id', '=', id)
      .execute();
    expect((await loginCode(step.id, code)).statusCode).toBe(400);
  });
});

describe('a password reset ends the lock', () => {
  it('lets the owner sign in with the new password at once', async () => {
    const { email } = await newAccount();
    await lock(email);
    await t.api('POST', '/api/auth/password-reset', { body: { email }, ip: address() });
    const token = linkTokenIn((await latestMessage(t.db, email))?.body_text, 'password');
    const reset = await t.api('POST', '/api/auth/password', {
      body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await lockRow(email)).toBeUndefined();
    const response = await login(email, NEW_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('staff see and end the lock', () => {
  let admin = '';
  let superAdmin = '';
  beforeAll(async () => {
    admin = await t.login(demo.admin);
    superAdmin = await t.login(demo.superAdmin);
  });

  const listed = async (email: string, token = admin) => {
    const response = await t.api('GET', `/api/admin/users?search=${encodeURIComponent(email)}`, { token });
    expect(response.statusCode).toBe(200);
    return (response.json().data as AdminUsersPage).users.find((user) => user.email === email);
  };

  it('shows a locked account as locked, and only while the window lasts', async () => {
    const { email } = await newAccount();
    expect((await listed(email))?.locked).toBe(false);
    await login(email, 'Wrong#2026');
    expect((await listed(email))?.locked).toBe(false);
    await lock(email);
    expect((await listed(email))?.locked).toBe(true);
    await t.db
      .updateTable('rate_limits')
      .set({ window_started_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where('key', '=', `login-account:${email}`)
      .execute();
    expect((await listed(email))?.locked).toBe(false);
  });

  it('unlocks with an audit row, after which the password alone signs in', async () => {
    const { id, email } = await newAccount();
    await lock(email);
    expect((await listed(email))?.locked).toBe(true);
    const response = await t.api('POST', `/api/admin/unlockUser/${id}`, { token: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.message).toBe(adminUserMessages.unlocked);
    expect((await listed(email))?.locked).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.unlocked')
      .where('subject_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).not.toBeNull();
    expect(JSON.parse(audit.details ?? '{}')).toEqual({ email, was_locked: true });
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("leaves a staff account's lock to the super-admin", async () => {
    const { id, email } = await newAccount({ approver: true });
    await lock(email);
    const byAdmin = await t.api('POST', `/api/admin/unlockUser/${id}`, { token: admin });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(adminUserMessages.staffAccount);
    expect((await listed(email))?.locked).toBe(true);
    const bySuperAdmin = await t.api('POST', `/api/admin/unlockUser/${id}`, { token: superAdmin });
    expect(bySuperAdmin.statusCode).toBe(200);
    expect((await listed(email, superAdmin))?.locked).toBe(false);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await t.api('POST', '/api/admin/unlockUser/999999', { token: admin })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { createSession } from '../../platform/sessions';
import { DEMO_PASSWORD, demo, startTestApp, type TestApp } from '../../test-support/harness';
import { latestMessage, linkTokenIn, messagesTo } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Mlima#Kenya26';

async function resetLinkFor(email: string, ip = '192.0.2.10'): Promise<string> {
  const response = await t.api('POST', '/api/auth/password-reset', { body: { email }, ip });
  expect(response.statusCode).toBe(200);
  return linkTokenIn((await latestMessage(t.db, email))?.body_text, 'password');
}

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail; only the known one gets mail', async () => {
    const known = await t.api('POST', '/api/auth/password-reset', { body: { email: demo.firm } });
    const unknown = await t.api('POST', '/api/auth/password-reset', { body: { email: 'ghost@example.org' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().data.message).toBe(messages.passwordResetSent);
    expect(await messagesTo(t.db, 'ghost@example.org')).toHaveLength(0);
    const mail = await latestMessage(t.db, demo.firm);
    expect(mail?.body_text).toContain(`${t.env.PUBLIC_URL}/password/`);
  });

  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const email = demo.applicant;
    const session = await t.login(email);
    const token = await resetLinkFor(email);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
    const response = await t.api('POST', '/api/auth/password', {
      body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe(messages.passwordResetDone);
    expect((await t.api('GET', '/api/auth/user', { token: session })).statusCode).toBe(401);
    expect(
      (await t.api('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } })).statusCode,
    ).toBe(401);
    await t.login(email, NEW_PASSWORD);
    const reuse = await t.api('POST', '/api/auth/password', {
      body: { token, password: 'Another#Pass26', confirmPassword: 'Another#Pass26' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(messages.linkInvalid);
  });

  it('refuses an expired link and keeps an invalid password from using the link up', async () => {
    const token = await resetLinkFor(demo.member, '192.0.2.11');
    const weak = await t.api('POST', '/api/auth/password', {
      body: { token, password: 'weak', confirmPassword: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe(messages.passwordRule);
    const mismatch = await t.api('POST', '/api/auth/password', {
      body: { token, password: NEW_PASSWORD, confirmPassword: 'Other#Pass2026' },
    });
    expect(mismatch.json().errors.confirmPassword).toBe(messages.passwordMismatch);
    await t.db
      .updateTable('link_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('purpose', '=', 'password-reset')
      .execute();
    const expired = await t.api('POST', '/api/auth/password', {
      body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(messages.linkInvalid);
    await t.login(demo.member);
  });

  it('only the newest link of an account works', async () => {
    const first = await resetLinkFor(demo.approver, '192.0.2.12');
    const second = await resetLinkFor(demo.approver, '192.0.2.12');
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await t.api('POST', '/api/auth/password', { body: { ...body, token: first } })).statusCode).toBe(
      400,
    );
    expect((await t.api('POST', '/api/auth/password', { body: { ...body, token: second } })).statusCode).toBe(
      200,
    );
  });

  it('answers 429 after five requests an hour for one address, known or not', async () => {
    for (const email of ['ghost2@example.org', demo.superAdmin]) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await t.api('POST', '/api/auth/password-reset', {
          body: { email },
          ip: `198.51.100.${attempt}`,
        });
        expect(response.statusCode).toBe(200);
      }
      const blocked = await t.api('POST', '/api/auth/password-reset', {
        body: { email },
        ip: '198.51.100.99',
      });
      expect(blocked.statusCode).toBe(429);
      // The window is an hour: the message says so rather than "a few minutes".
      expect(blocked.json().message).toBe(messages.tooManyRequestsIn('60 minutes'));
    }
  });
});

describe('account settings', () => {
  it('changes the password of the signed-in user and ends their other sessions', async () => {
    const email = demo.firm;
    const current = await t.login(email);
    const other = await t.login(email);
    const response = await t.api('POST', '/api/auth/set-password', {
      token: current,
      body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Password Changed Successful');
    expect((await t.api('GET', '/api/auth/user', { token: current })).statusCode).toBe(200);
    expect((await t.api('GET', '/api/auth/user', { token: other })).statusCode).toBe(401);
    await t.login(email, NEW_PASSWORD);
  });

  it('refuses an administrator logged in as the user', async () => {
    const member = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.member)
      .executeTakeFirstOrThrow();
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.admin)
      .executeTakeFirstOrThrow();
    const { token } = await createSession(t.db, member.id, 30, { impersonatorId: admin.id });
    const response = await t.api('POST', '/api/auth/set-password', {
      token,
      body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.notWhileImpersonating);
  });

  it('refuses a visitor and applies the password rules', async () => {
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await t.api('POST', '/api/auth/set-password', { body })).statusCode).toBe(401);
    const token = await t.login(demo.admin);
    const empty = await t.api('POST', '/api/auth/set-password', {
      token,
      body: { password: '', confirmPassword: '' },
    });
    expect(empty.json().errors).toEqual({
      password: messages.passwordRequired,
      confirmPassword: messages.passwordRequired,
    });
    const weak = await t.api('POST', '/api/auth/set-password', {
      token,
      body: { password: 'alllowercase1!', confirmPassword: 'alllowercase1!' },
    });
    expect(weak.json().errors.password).toBe(messages.passwordRule);
  });

  it('saves the notification flags and returns the updated user', async () => {
    const token = await t.login(demo.member);
    const flags = { email_reminders: false, email_updates: true, sms_reminders: false, sms_updates: false };
    const response = await t.api('POST', '/api/auth/notification', { token, body: flags });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Setting Saved Successfully');
    expect(response.json().data.user).toMatchObject(flags);
    expect((await t.api('GET', '/api/auth/user', { token })).json().data).toMatchObject(flags);
    const bad = await t.api('POST', '/api/auth/notification', { token, body: { email_reminders: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.api('POST', '/api/auth/notification', { body: flags })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminUsersPage, adminUserMessages } from '../../../contract/admin-users';
import type { Session } from '../../../contract/auth';
import { messages } from '../../../contract/common';
import { SESSION_COOKIE } from '../../platform/request-context';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const idOf = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

async function logInAs(adminToken: string, email: string) {
  return t.api('POST', '/api/admin/loginas', { token: adminToken, body: { id: await idOf(email) } });
}

describe('POST /api/admin/loginas', () => {
  it.each([demo.admin, demo.approver, demo.superAdmin])('refuses the staff account %s', async (email) => {
    const admin = await t.login(demo.superAdmin);
    const response = await logInAs(admin, email);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(adminUserMessages.staffTarget);
  });

  it('switches to a session of the member, sets the cookie, ends the admin session and audits', async () => {
    const admin = await t.login(demo.admin);
    const response = await logInAs(admin, demo.member);
    expect(response.statusCode, response.body).toBe(200);
    const session: Session = response.json().data;
    expect(session.user).toMatchObject({ email: demo.member, is_admin: false });
    expect(session.user.impersonated_by).toBeTruthy();
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe(session.token);

    const me = await t.api('GET', '/api/auth/user', { token: session.token });
    expect(me.json().data).toMatchObject({
      email: demo.member,
      impersonated_by: session.user.impersonated_by,
    });
    expect((await t.api('GET', '/api/admin/users', { token: admin })).statusCode).toBe(401);

    const row = await t.db
      .selectFrom('sessions')
      .select('impersonator_id')
      .where('user_id', '=', await idOf(demo.member))
      .where('impersonator_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(row.impersonator_id).toBe(await idOf(demo.admin));
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.login-as')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_id: await idOf(demo.admin),
      subject_id: String(await idOf(demo.member)),
    });
    expect(audit.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('the impersonated session cannot change the password or reach admin routes', async () => {
    const session: Session = (await logInAs(await t.login(demo.admin), demo.member)).json().data;
    const change = await t.api('POST', '/api/auth/set-password', {
      token: session.token,
      body: { password: 'Another#2026', confirmPassword: 'Another#2026' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(messages.notWhileImpersonating);
    const users = await t.api('GET', '/api/admin/users', { token: session.token });
    expect(users.statusCode).toBe(403);
  });
});

describe('POST /api/admin/loginas/return', () => {
  it('ends the impersonated session and opens a fresh admin session, audited', async () => {
    const session: Session = (await logInAs(await t.login(demo.admin), demo.member)).json().data;
    const response = await t.api('POST', '/api/admin/loginas/return', { token: session.token });
    expect(response.statusCode, response.body).toBe(200);
    const back: Session = response.json().data;
    expect(back.user).toMatchObject({ email: demo.admin, is_admin: true, impersonated_by: null });
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe(back.token);
    expect((await t.api('GET', '/api/auth/user', { token: session.token })).statusCode).toBe(401);
    const list = await t.api('GET', '/api/admin/users', { token: back.token });
    expect((list.json().data as AdminUsersPage).total).toBeGreaterThan(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('actor_id')
      .where('action', '=', 'user.login-as-ended')
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(await idOf(demo.admin));
  });

  it("is refused for a session that is the user's own, and for visitors", async () => {
    const member = await t.login(demo.member);
    const own = await t.api('POST', '/api/admin/loginas/return', { token: member });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(adminUserMessages.notImpersonating);
    expect((await t.api('POST', '/api/admin/loginas/return')).statusCode).toBe(401);
  });

  it('does not hand back an admin session once the admin has lost the role', async () => {
    const session: Session = (await logInAs(await t.login(demo.admin), demo.firm)).json().data;
    await t.db.updateTable('users').set({ is_admin: 0 }).where('email', '=', demo.admin).execute();
    try {
      const response = await t.api('POST', '/api/admin/loginas/return', { token: session.token });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(adminUserMessages.impersonatorGone);
      expect((await t.api('GET', '/api/auth/user', { token: session.token })).statusCode).toBe(401);
    } finally {
      await t.db.updateTable('users').set({ is_admin: 1 }).where('email', '=', demo.admin).execute();
    }
  });
});

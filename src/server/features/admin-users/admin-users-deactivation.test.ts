import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserMessages } from '../../../contract/admin-users';
import { hashPassword } from '../../platform/passwords';
import { DEMO_PASSWORD, demo, startTestApp, type TestApp } from '../../test-support/harness';
import { latestMessage, linkTokenIn } from '../access/test-support';
import { addInvoice, addUser, auditOf, userRow } from './test-support';

let t: TestApp;
const tokens = { superAdmin: '', admin: '' };

beforeAll(async () => {
  t = await startTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, options: { body?: unknown; token?: string } = {}) =>
  t.api('POST', url, { token: options.token ?? tokens.admin, body: options.body });

let made = 0;
let passwordHash: Promise<string> | undefined;
/** An account with an invoice, so that Delete deactivates it; it signs in with DEMO_PASSWORD until then. */
async function payer(role?: 'approver'): Promise<{ id: number; email: string }> {
  made += 1;
  const email = `payer-${made}@qx-deactivate.example`;
  const id = await addUser(t, { email, phone: '+254700200300', ...(role ? { role } : {}) });
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  await t.db
    .updateTable('users')
    .set({ password_hash: await passwordHash })
    .where('id', '=', id)
    .execute();
  await addInvoice(t, id, `QX-DEACT-${made}`);
  return { id, email };
}

const signIn = (email: string, password = DEMO_PASSWORD) =>
  t.api('POST', '/api/auth/login', { body: { email, password } });

describe('POST /api/admin/deleteUser/{id} says what it did', () => {
  it('refuses your own account and the super-admin', async () => {
    const own = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.admin)
      .executeTakeFirstOrThrow();
    const mine = await post(`/api/admin/deleteUser/${own.id}`);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe(adminUserMessages.notYourself);
    const superAdmin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.superAdmin)
      .executeTakeFirstOrThrow();
    const theirs = await post(`/api/admin/deleteUser/${superAdmin.id}`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(adminUserMessages.notSuperAdmin);
  });

  it('deletes an account without records: "deleted", with an audit row', async () => {
    const id = await addUser(t, { email: 'gone@qx-deactivate.example' });
    const response = await post(`/api/admin/deleteUser/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ message: adminUserMessages.deleted, outcome: 'deleted' });
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    const [audit] = await auditOf(t, id);
    expect(audit).toMatchObject({ action: 'user.deleted' });
    expect(audit?.details).toContain('gone@qx-deactivate.example');
  });

  it('deactivates an account with invoices, says so and why; it can no longer sign in or get a reset link', async () => {
    const { id, email } = await payer();
    const response = await post(`/api/admin/deleteUser/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      message: adminUserMessages.deactivatedInstead(['invoices']),
      outcome: 'deactivated',
    });
    expect(response.json().data.message).toBe(
      'User deactivated, not deleted: they have invoices that must be kept. They can no longer sign in.',
    );
    expect((await userRow(t, id)).deactivated_at).not.toBeNull();
    expect((await signIn(email)).statusCode).toBe(401);
    await t.api('POST', '/api/auth/password-reset', { body: { email } });
    expect(await latestMessage(t.db, email)).toBeUndefined();
    const [audit] = await auditOf(t, id);
    expect(audit).toMatchObject({ action: 'user.deactivated' });
    expect(JSON.parse(audit?.details ?? '{}')).toMatchObject({ kept: ['invoices'] });

    const again = await post(`/api/admin/deleteUser/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminUserMessages.deactivated);
  });

  it('names every kind of record that kept the account', () => {
    expect(adminUserMessages.deactivatedInstead(['invoices', 'payments', 'documents'])).toBe(
      'User deactivated, not deleted: they have invoices, payments and documents that must be kept. They can no longer sign in.',
    );
  });

  it('sends no password reset link to a deactivated account', async () => {
    const { id, email } = await payer();
    await post(`/api/admin/deleteUser/${id}`);
    const response = await post('/api/admin/sendActivationLink', { body: { id } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(adminUserMessages.deactivated);
    expect(await latestMessage(t.db, email)).toBeUndefined();
  });
});

describe('POST /api/admin/reactivateUser/{id}', () => {
  it('lets a deactivated account sign in again once it sets a new password, and audits who did it', async () => {
    const { id, email } = await payer();
    await post(`/api/admin/deleteUser/${id}`);

    const response = await post(`/api/admin/reactivateUser/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.message).toBe(adminUserMessages.reactivated);
    expect((await userRow(t, id)).deactivated_at).toBeNull();
    const audit = (await auditOf(t, id)).find((row) => row.action === 'user.reactivated');
    expect(audit?.actor_id).not.toBeNull();

    // The password was made unusable on deactivation: the way back in is a reset link.
    expect((await signIn(email)).statusCode).toBe(401);
    expect((await post('/api/admin/sendActivationLink', { body: { id } })).statusCode).toBe(200);
    const token = linkTokenIn((await latestMessage(t.db, email))?.body_text, 'password');
    const password = 'Rudi#Tena2026';
    const reset = await t.api('POST', '/api/auth/password', {
      body: { token, password, confirmPassword: password },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(email, password)).statusCode).toBe(200);
  });

  it('reactivates once when two admins ask at the same moment', async () => {
    const { id } = await payer();
    await post(`/api/admin/deleteUser/${id}`);
    const answers = await Promise.all([
      post(`/api/admin/reactivateUser/${id}`),
      post(`/api/admin/reactivateUser/${id}`, { token: tokens.superAdmin }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await auditOf(t, id)).filter((row) => row.action === 'user.reactivated')).toHaveLength(1);
  });

  it('answers 409 for an account that is active, and 404 for none', async () => {
    const { id } = await payer();
    const active = await post(`/api/admin/reactivateUser/${id}`);
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe(adminUserMessages.notDeactivated);
    expect(await auditOf(t, id)).toEqual([]);
    expect((await post('/api/admin/reactivateUser/999999')).statusCode).toBe(404);
  });

  it("reactivates a staff account only for the super-admin (issue 23's rule)", async () => {
    const { id } = await payer('approver');
    expect((await post(`/api/admin/deleteUser/${id}`, { token: tokens.superAdmin })).statusCode).toBe(200);

    const byAdmin = await post(`/api/admin/reactivateUser/${id}`);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(adminUserMessages.staffAccount);
    expect((await userRow(t, id)).deactivated_at).not.toBeNull();

    const bySuperAdmin = await post(`/api/admin/reactivateUser/${id}`, { token: tokens.superAdmin });
    expect(bySuperAdmin.statusCode, bySuperAdmin.body).toBe(200);
    expect((await userRow(t, id)).deactivated_at).toBeNull();
  });
});

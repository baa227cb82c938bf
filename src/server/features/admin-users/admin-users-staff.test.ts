import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserMessages } from '../../../contract/admin-users';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { addUser } from './test-support';

let t: TestApp;
const tokens = { superAdmin: '', admin: '' };

beforeAll(async () => {
  t = await startTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
});
afterAll(async () => {
  await t?.close();
});

describe('staff accounts are the super-admin’s to manage (issue 23)', () => {
  /** A staff account of its own per call, so a super-admin's delete or edit touches nothing shared. */
  async function staffAccount(role: 'approver' | 'admin'): Promise<{ id: number; email: string }> {
    const email = `${role}-${Math.random().toString(36).slice(2, 10)}@staff-qx.example`;
    const id = await addUser(t, { email, name: `Staff ${role}`, phone: '+254700111222' });
    await t.db
      .updateTable('users')
      .set(role === 'admin' ? { is_admin: 1 } : { is_approver: 1 })
      .where('id', '=', id)
      .execute();
    return { id, email };
  }
  const takeover = (id: number) => ({ email: `attacker-${id}@evil-qx.example`, phone_no: '0712345678' });
  const actions: [name: string, call: (target: { id: number }) => [url: string, body?: unknown]][] = [
    ['updateUser', ({ id }) => [`/api/admin/updateUser/${id}`, takeover(id)]],
    ['sendActivationLink', ({ id }) => ['/api/admin/sendActivationLink', { id }]],
    ['deleteUser', ({ id }) => [`/api/admin/deleteUser/${id}`]],
    ['unlockUser', ({ id }) => [`/api/admin/unlockUser/${id}`]],
  ];
  const cases = actions.flatMap(([name, call]) =>
    (['approver', 'admin'] as const).map((role) => [name, role, call] as const),
  );

  it.each(cases)('%s on an %s: 403 for an admin, and nothing changes', async (_name, role, call) => {
    const target = await staffAccount(role);
    const [url, body] = call(target);
    const response = await t.api('POST', url, { token: tokens.admin, body });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ message: adminUserMessages.staffAccount });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', target.id).executeTakeFirst();
    expect(row).toMatchObject({ email: target.email, deactivated_at: null });
    const mail = await t.db.selectFrom('outbox').select('id').where('recipient', '=', target.email).execute();
    expect(mail).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', String(target.id))
      .execute();
    expect(audit).toEqual([]);
  });

  it.each(cases)('%s on an %s: allowed to the super-admin', async (_name, role, call) => {
    const target = await staffAccount(role);
    const [url, body] = call(target);
    const response = await t.api('POST', url, { token: tokens.superAdmin, body });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("an admin cannot edit or reset even their own account here; the super-admin's refusal of its own address stays", async () => {
    const own = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.admin)
      .executeTakeFirstOrThrow();
    const edit = await t.api('POST', `/api/admin/updateUser/${own.id}`, {
      token: tokens.admin,
      body: { email: demo.admin, phone_no: '0712345678' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(adminUserMessages.staffAccount);
    const superAdmin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.superAdmin)
      .executeTakeFirstOrThrow();
    const move = await t.api('POST', `/api/admin/updateUser/${superAdmin.id}`, {
      token: tokens.superAdmin,
      body: { email: 'elsewhere@qx.example', phone_no: '0712345678' },
    });
    expect(move.statusCode).toBe(403);
    expect(move.json().message).toBe(adminUserMessages.superAdminEmail);
  });

  it('leaves member accounts to any admin', async () => {
    const id = await addUser(t, { email: 'plain-member@qx-mail.example', phone: '+254700333444' });
    const response = await t.api('POST', `/api/admin/updateUser/${id}`, {
      token: tokens.admin,
      body: { email: 'plain-member@qx-mail.example', phone_no: '0700333445' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminUsersPage, adminUserMessages } from '../../../contract/admin-users';
import { messages } from '../../../contract/common';
import { nowIso } from '../../platform/time';
import { DEMO_PASSWORD, demo, startTestApp, type TestApp } from '../../test-support/harness';
import { addUser } from './test-support';

let t: TestApp;
const tokens = { superAdmin: '', admin: '', approver: '', member: '' };

const ids = { zebedee: 0, quill: 0, marlowe: 0, percy: 0 };

beforeAll(async () => {
  t = await startTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
  ids.zebedee = await addUser(t, {
    email: 'zebedee.k@qx-mail.example',
    phone: '+254711000111',
    idNumber: 'QX778899',
    profile: { id: 'PRF-QX-0001', first: 'ZEBEDEE', last: 'KARANJA' },
  });
  ids.quill = await addUser(t, {
    email: 'quill@qx-mail.example',
    name: 'Quill Staffer',
    phone: '+254722000222',
    idNumber: 'QX445566',
  });
  ids.marlowe = await addUser(t, {
    email: 'marlowe@other.example',
    phone: '+254733000333',
    idNumber: '99887766',
    profile: { id: 'PRF-QX-0002', first: 'MARLOWE', last: 'ZEBEDEE' },
  });
  ids.percy = await addUser(t, { email: 'percy_p@qx-mail.example', name: 'Percy 100% Sure' });
});
afterAll(async () => {
  await t?.close();
});

const list = async (query: string, token = tokens.admin) => {
  const response = await t.api('GET', `/api/admin/users?${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as AdminUsersPage;
};

describe('who may administer users', () => {
  const calls: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/updateUser/1', { email: 'a@b.example', phone_no: '0712345678' }],
    ['POST', '/api/admin/deleteUser/1'],
    ['POST', '/api/admin/sendActivationLink', { id: 1 }],
    ['POST', '/api/admin/loginas', { id: 1 }],
  ];

  it.each(calls)('%s %s: 401 for visitors, 403 for members and approvers', async (method, url, body) => {
    const visitor = await t.api(method, url, { body });
    expect(visitor.statusCode).toBe(401);
    for (const role of ['member', 'approver'] as const) {
      const response = await t.api(method, url, { token: tokens[role], body });
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ message: messages.forbidden });
    }
  });

  it('lets the admin and the super-admin list users', async () => {
    for (const role of ['admin', 'superAdmin'] as const) {
      expect((await list('', tokens[role])).total).toBeGreaterThan(3);
    }
  });
});

describe('GET /api/admin/users', () => {
  it('answers 20 a page with the total, and never a password hash', async () => {
    const response = await t.api('GET', '/api/admin/users?page=1', { token: tokens.admin });
    const page: AdminUsersPage = response.json().data;
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
    expect(page.users.length).toBe(Math.min(20, page.total));
    expect(response.body).not.toMatch(/password|argon|not-a-hash/i);
    const marlowe = page.users.find((user) => user.id === ids.marlowe);
    expect(marlowe).toMatchObject({
      name: null,
      profile_name: 'MARLOWE ZEBEDEE',
      profile_id: 'PRF-QX-0002',
      is_admin: false,
    });
  });

  it('pages: a page past the end is empty but keeps the total', async () => {
    const first = await list('page=1');
    const far = await list('page=50');
    expect(far.users).toEqual([]);
    expect(far.total).toBe(first.total);
  });

  // spec 1 §5: words match name and e-mail; the whole text matches ID number and phone; words match
  // the profile id; case-insensitive.
  const searches: [search: string, expected: (keyof typeof ids)[]][] = [
    ['zebedee', ['zebedee', 'marlowe']], // profile first name of one, last name of the other
    ['ZEBEDEE karanja', ['zebedee']], // every word must match
    ['quill staffer', ['quill']], // the account's own name
    ['QX-MAIL', ['zebedee', 'quill', 'percy']], // e-mail, case-insensitive
    ['qx-mail zebedee', ['zebedee']],
    ['prf-qx-0002', ['marlowe']], // profile id
    ['qx445566', ['quill']], // ID number, case-insensitive
    ['99887766', ['marlowe']],
    ['+254733000333', ['marlowe']], // phone as stored
    ['0711 000 111', ['zebedee']], // phone typed the local way, or any other way
    ['0711000111', ['zebedee']],
    ['711 000 111', ['zebedee']],
    ['254711000111', ['zebedee']],
    ['+254 711 000 111', ['zebedee']],
    ['000222', ['quill']], // part of a phone
    ['0711 000', ['zebedee']], // part of a phone, typed the local way
    ['100%', ['percy']], // % and _ are the characters themselves, not wildcards
    ['%', ['percy']],
    ['y_p', ['percy']],
    ['_', ['percy']],
    ['\\', []],
    ['karanja marlowe', []], // words from two different people
    ['nobody-here', []],
  ];

  it.each(searches)('search %j finds %j', async (search, expected) => {
    const page = await list(`search=${encodeURIComponent(search)}`);
    const ours = page.users.map((user) => user.id).filter((id) => Object.values(ids).includes(id));
    expect(ours.sort()).toEqual(expected.map((key) => ids[key]).sort());
    expect(page.total).toBe(page.users.length);
  });
});

describe('POST /api/admin/updateUser/{id}', () => {
  it('updates the fields, normalises the phone and writes an audit row', async () => {
    const response = await t.api('POST', `/api/admin/updateUser/${ids.quill}`, {
      token: tokens.admin,
      body: {
        name: 'Quill Renamed',
        email: 'Quill.New@QX-mail.example',
        phone_no: '0722 999 888',
        id_number: 'QX445566',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.message).toBe(adminUserMessages.updated);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ids.quill)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Quill Renamed',
      email: 'quill.new@qx-mail.example',
      phone_no: '+254722999888',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.updated')
      .where('subject_id', '=', String(ids.quill))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      email: { from: 'quill@qx-mail.example', to: 'quill.new@qx-mail.example' },
    });
  });

  it.each([
    [{ email: '', phone_no: '0712345678' }, 'email', adminUserMessages.required],
    [{ email: 'not-an-email', phone_no: '0712345678' }, 'email', messages.emailInvalid],
    [{ email: 'ok@qx.example', phone_no: '' }, 'phone_no', adminUserMessages.required],
    [{ email: 'ok@qx.example', phone_no: '12' }, 'phone_no', messages.phoneInvalid],
  ])('refuses %j (%s)', async (body, field, message) => {
    const response = await t.api('POST', `/api/admin/updateUser/${ids.quill}`, { token: tokens.admin, body });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(response.body).toContain(field);
  });

  it('refuses an e-mail another account uses', async () => {
    const response = await t.api('POST', `/api/admin/updateUser/${ids.quill}`, {
      token: tokens.admin,
      body: { email: demo.member, phone_no: '0712345678' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(adminUserMessages.emailTaken);
  });

  it("refuses to move the super-admin's address", async () => {
    const superAdmin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.superAdmin)
      .executeTakeFirstOrThrow();
    const response = await t.api('POST', `/api/admin/updateUser/${superAdmin.id}`, {
      token: tokens.admin,
      body: { email: 'someone@else.example', phone_no: '0712345678' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(adminUserMessages.superAdminEmail);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await t.api('POST', '/api/admin/updateUser/999999', {
      token: tokens.admin,
      body: { email: 'x@y.example', phone_no: '0712345678' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/admin/sendActivationLink', () => {
  it('queues the reset e-mail and audits it', async () => {
    const response = await t.api('POST', '/api/admin/sendActivationLink', {
      token: tokens.admin,
      body: { id: ids.zebedee },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.message).toBe(adminUserMessages.resetLinkSent);
    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'zebedee.k@qx-mail.example')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('/password/');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('actor_id')
      .where('action', '=', 'user.reset-link-sent')
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).not.toBeNull();
  });
});

describe('POST /api/admin/deleteUser/{id}', () => {
  const adminId = async () =>
    (await t.db.selectFrom('users').select('id').where('email', '=', demo.admin).executeTakeFirstOrThrow())
      .id;

  it('refuses your own account and the super-admin', async () => {
    const own = await t.api('POST', `/api/admin/deleteUser/${await adminId()}`, { token: tokens.admin });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(adminUserMessages.notYourself);
    const superAdmin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.superAdmin)
      .executeTakeFirstOrThrow();
    const theSuperAdmin = await t.api('POST', `/api/admin/deleteUser/${superAdmin.id}`, {
      token: tokens.admin,
    });
    expect(theSuperAdmin.statusCode).toBe(403);
    expect(theSuperAdmin.json().message).toBe(adminUserMessages.notSuperAdmin);
  });

  it('removes an account without money records, with an audit row', async () => {
    const id = await addUser(t, { email: 'gone@qx-mail.example' });
    const response = await t.api('POST', `/api/admin/deleteUser/${id}`, { token: tokens.admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ message: adminUserMessages.deleted, outcome: 'deleted' });
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.deleted')
      .where('subject_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.details).toContain('gone@qx-mail.example');
  });

  it('deactivates an account with invoices: it keeps its ledger but can no longer sign in or reset', async () => {
    const email = 'payer@qx-mail.example';
    const id = await addUser(t, { email });
    const now = nowIso();
    await t.db
      .insertInto('invoices')
      .values({
        invoice_no: 'QX-INV-1',
        user_id: id,
        source_type: 'APPLICATION',
        source_ref: '1',
        description: 'Fee',
        currency: 'KES',
        total_cents: 100,
        document_date: now,
        due_date: now,
        posted_at: now,
        created_at: now,
      })
      .execute();
    const response = await t.api('POST', `/api/admin/deleteUser/${id}`, { token: tokens.admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ message: adminUserMessages.deleted, outcome: 'deactivated' });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deactivated_at).not.toBeNull();
    const login = await t.api('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(401);
    await t.api('POST', '/api/auth/password-reset', { body: { email } });
    const mail = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', email)
      .executeTakeFirst();
    expect(mail).toBeUndefined();
    const again = await t.api('POST', `/api/admin/deleteUser/${id}`, { token: tokens.admin });
    expect(again.statusCode).toBe(409);
    expect((await list('search=payer%40qx')).users[0]?.deactivated_at).not.toBeNull();
  });
});

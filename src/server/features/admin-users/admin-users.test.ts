import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminUsersPage, adminUserMessages } from '../../../contract/admin-users';
import { messages } from '../../../contract/common';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
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
    ['POST', '/api/admin/reactivateUser/1'],
    ['POST', '/api/admin/unlockUser/1'],
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

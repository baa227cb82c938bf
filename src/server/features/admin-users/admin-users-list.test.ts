import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUsersPage } from '../../../contract/admin-users';
import { bulkMessageMessages } from '../../../contract/bulk-messages';
import { messages } from '../../../contract/common';
import { nowIso } from '../../platform/time';
import { parseCsv } from '../../test-support/csv';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { addUser } from './test-support';

/**
 * The users list of issue 27: filtered by role and state, sorted by name, e-mail or type, its CSV,
 * and a bulk e-mail to selected accounts. Every account here has 'qvlist' in its e-mail.
 */

let t: TestApp;
const tokens = { admin: '', approver: '', member: '' };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
  ids.member = await addUser(t, {
    email: 'bo.qvlist@example.com',
    profile: { id: 'PR-QV1', first: 'BO', last: 'QVLIST' },
  });
  ids.firm = await addUser(t, { email: 'acme.qvlist@example.com', name: 'Acme Works', type: 'Corporate' });
  ids.admin = await addUser(t, { email: 'zed.qvlist@example.com', name: 'Zed Admin', role: 'admin' });
  ids.approver = await addUser(t, { email: 'cy.qvlist@example.com', name: 'Cy Approver', role: 'approver' });
  ids.formula = await addUser(t, { email: 'eve.qvlist@example.com', name: '=HYPERLINK("http://x","y")' });
  ids.closed = await addUser(t, { email: 'dee.qvlist@example.com', name: 'Dee Closed' });
  await t.db.updateTable('users').set({ deactivated_at: nowIso() }).where('id', '=', ids.closed).execute();
  // Too many wrong passwords this window: the account is locked (auth/throttle.ts).
  await t.db
    .insertInto('rate_limits')
    .values({ key: 'login-account:bo.qvlist@example.com', window_started_at: nowIso(), hits: 99 })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

const list = async (query: string): Promise<AdminUsersPage> => {
  const response = await t.api('GET', `/api/admin/users?search=qvlist&${query}`, { token: tokens.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const emails = (page: AdminUsersPage) =>
  page.users.map((user) => user.email.replace('.qvlist@example.com', ''));

describe('GET /api/admin/users filtered and sorted', () => {
  it('lists the newest first by default, and sorts by e-mail, name or type either way', async () => {
    expect(emails(await list(''))).toEqual(['dee', 'eve', 'cy', 'zed', 'acme', 'bo']);
    expect(emails(await list('sort=email&dir=asc'))).toEqual(['acme', 'bo', 'cy', 'dee', 'eve', 'zed']);
    const byName = emails(await list('sort=name&dir=desc')).filter((email) => email !== 'eve');
    expect(byName).toEqual(['zed', 'dee', 'cy', 'bo', 'acme']);
    // As the Role column reads: admin, approver, then the account types.
    expect(emails(await list('sort=type&dir=asc')).slice(0, 3)).toEqual(['zed', 'cy', 'acme']);
  });

  it('filters by role', async () => {
    expect(emails(await list('role=admin'))).toEqual(['zed']);
    expect(emails(await list('role=approver'))).toEqual(['cy']);
    expect(emails(await list('role=firm'))).toEqual(['acme']);
    expect(emails(await list('role=member'))).toEqual(['dee', 'eve', 'bo']);
  });

  it('filters by state: deactivated, locked by wrong passwords, or active', async () => {
    expect(emails(await list('state=deactivated'))).toEqual(['dee']);
    const locked = await list('state=locked');
    expect(emails(locked)).toEqual(['bo']);
    expect(locked.users[0]?.locked).toBe(true);
    expect(emails(await list('state=active'))).toEqual(['eve', 'cy', 'zed', 'acme']);
    expect((await list('state=active')).total).toBe(4);
  });

  it('refuses an unknown role, state or sort column', async () => {
    for (const query of ['role=root', 'state=gone', 'sort=password_hash']) {
      const response = await t.api('GET', `/api/admin/users?${query}`, { token: tokens.admin });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/users/csv', () => {
  const csv = (query: string, token = tokens.admin) =>
    t.api('GET', `/api/admin/users/csv?search=qvlist&${query}`, { token });

  it('answers the filter in the list order, formula-safe', async () => {
    const response = await csv('role=member&sort=email&dir=asc');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Name',
      'E-mail',
      'Phone',
      'ID number',
      'Type',
      'Role',
      'State',
      'Profile ID',
      'Member No',
      'E-mail verified',
    ]);
    expect(rows.map((row) => row[1])).toEqual([
      'bo.qvlist@example.com',
      'dee.qvlist@example.com',
      'eve.qvlist@example.com',
    ]);
    expect(rows[0]?.slice(0, 8)).toEqual([
      'BO QVLIST',
      'bo.qvlist@example.com',
      '',
      '',
      'Individual',
      'Member',
      'Locked',
      'PR-QV1',
    ]);
    expect(rows[1]?.[6]).toBe('Deactivated');
    expect(rows[2]?.[0]).toBe(`'=HYPERLINK("http://x","y")`);
  });

  it('answers only the selected accounts', async () => {
    const response = await csv(`ids=${ids.admin},${ids.firm}&sort=email&dir=asc`);
    expect(
      parseCsv(response.body)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['acme.qvlist@example.com', 'zed.qvlist@example.com']);
  });

  it('refuses approvers and members with 403 and visitors with 401', async () => {
    for (const role of ['approver', 'member'] as const) {
      const response = await csv('', tokens[role]);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ message: messages.forbidden });
    }
    expect((await csv('', '')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/users/messages', () => {
  const send = (body: unknown, token = tokens.admin) =>
    t.api('POST', '/api/admin/users/messages', { token, body });

  it('e-mails each selected open account through the outbox, skips a deactivated one, and audits', async () => {
    const response = await send({
      ids: [ids.firm, ids.approver, ids.closed],
      subject: 'Portal upgrade',
      text: 'Hello',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      queued: 2,
      withoutEmail: 1,
      message: bulkMessageMessages.queued(2, 1),
    });
    const recipients = await t.db
      .selectFrom('outbox')
      .select('recipient')
      .where('recipient', 'like', '%.qvlist@example.com')
      .orderBy('recipient')
      .execute();
    expect(recipients.map((row) => row.recipient)).toEqual([
      'acme.qvlist@example.com',
      'cy.qvlist@example.com',
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.bulk-message-sent')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      recipients: 2,
      selected: 3,
      subject: 'Portal upgrade',
    });
  });

  it('refuses approvers and members', async () => {
    for (const role of ['approver', 'member'] as const)
      expect(
        (await send({ ids: [ids.firm], subject: 'Hi', text: 'Hello' }, tokens[role])).statusCode,
        role,
      ).toBe(403);
  });
});

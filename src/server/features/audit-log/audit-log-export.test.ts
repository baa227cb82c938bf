import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage } from '../../../contract/audit-log';
import { messages } from '../../../contract/common';
import { parseCsv } from '../../test-support/csv';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';

/**
 * The audit log of issue 27: sorted by date, action or actor, the subject filter finding a person
 * by name or member number, and "Audit: export" as CSV. Rows here are of 2019, which no other row
 * has, so the date filter keeps them apart.
 */

let t: TestApp;
const tokens = { admin: '', approver: '', member: '' };
const year = 'from=2019-01-01&to=2019-12-31';

beforeAll(async () => {
  t = await startTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
  const idOf = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const admin = await idOf(demo.admin);
  const superAdmin = await idOf(demo.superAdmin);
  const stamp = '2019-01-01T00:00:00.000Z';
  const { id: named } = await t.db
    .insertInto('users')
    .values({
      email: 'wanjiru.qa@example.com',
      name: '=cmd|calc',
      password_hash: 'x',
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('member_register')
    .values({
      member_no: 'QA/0007',
      first_name: 'OTIENO',
      last_name: 'QAMEMBER',
      id_number: 'QA-7',
      category: 'GRADUATE',
      status: 'Active',
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  await t.db
    .insertInto('audit_log')
    .values([
      {
        actor_id: admin,
        action: 'qa.b',
        subject_type: 'member_register',
        subject_id: 'QA/0007',
        created_at: '2019-05-02T10:00:00.000Z',
      },
      {
        actor_id: superAdmin,
        action: 'qa.a',
        subject_type: 'user',
        subject_id: String(named),
        created_at: '2019-05-03T10:00:00.000Z',
      },
      {
        actor_id: null,
        action: 'qa.c',
        subject_type: 'receipt',
        subject_id: 'RCT-QA',
        created_at: '2019-05-01T10:00:00.000Z',
      },
    ])
    .execute();
});
afterAll(async () => {
  await t?.close();
});

const page = async (query: string): Promise<AuditLogPage> => {
  const response = await t.api('GET', `/api/admin/audit-log?${year}&${query}`, { token: tokens.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const actions = (log: AuditLogPage) => log.items.map((item) => item.action);

describe('GET /api/admin/audit-log sorted', () => {
  it('is newest first by default, and sorts by date, action or actor', async () => {
    expect(actions(await page(''))).toEqual(['qa.a', 'qa.b', 'qa.c']);
    expect(actions(await page('sort=date&dir=asc'))).toEqual(['qa.c', 'qa.b', 'qa.a']);
    expect(actions(await page('sort=action&dir=desc'))).toEqual(['qa.c', 'qa.b', 'qa.a']);
    // The system's row (no actor) comes last either way.
    expect(actions(await page('sort=actor&dir=asc')).at(-1)).toBe('qa.c');
    expect(actions(await page('sort=actor&dir=desc')).at(-1)).toBe('qa.c');
  });

  it('refuses a sort column outside the whitelist', async () => {
    const response = await t.api('GET', '/api/admin/audit-log?sort=details', { token: tokens.admin });
    expect(response.statusCode).toBe(400);
  });
});

describe('the subject filter', () => {
  it("finds a register entry by the member's name or number, and an account by its name or e-mail", async () => {
    expect(actions(await page('subject=otieno qamember'))).toEqual(['qa.b']);
    expect(actions(await page('subject=qa/0007'))).toEqual(['qa.b']);
    expect(actions(await page('subject=wanjiru.qa'))).toEqual(['qa.a']);
    expect(actions(await page('subject=receipt'))).toEqual(['qa.c']);
  });
});

describe('GET /api/admin/audit-log/csv', () => {
  const csv = (query: string, token = tokens.admin) =>
    t.api('GET', `/api/admin/audit-log/csv?${year}&${query}`, { token });

  it('answers the filtered log in the chosen order, subjects named, formula-safe', async () => {
    const response = await csv('sort=date&dir=asc');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'When',
      'Action',
      'Actor',
      'Actor e-mail',
      'Acted as',
      'Acted as e-mail',
      'Subject type',
      'Subject id',
      'Subject name',
      'Subject member no',
      'Details',
    ]);
    expect(rows.map((row) => row[1])).toEqual(['qa.c', 'qa.b', 'qa.a']);
    expect(rows[0]?.slice(0, 3)).toEqual(['2019-05-01T10:00:00.000Z', 'qa.c', 'System']);
    expect(rows[1]?.slice(6, 10)).toEqual(['member_register', 'QA/0007', 'OTIENO QAMEMBER', 'QA/0007']);
    expect(rows[2]?.[8]).toBe("'=cmd|calc");
  });

  it('respects the filters', async () => {
    const rows = parseCsv((await csv('action=qa.b')).body).slice(1);
    expect(rows.map((row) => row[1])).toEqual(['qa.b']);
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

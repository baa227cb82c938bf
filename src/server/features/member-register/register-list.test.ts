import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGE_MAX_RECIPIENTS, bulkMessageMessages } from '../../../contract/bulk-messages';
import { messages } from '../../../contract/common';
import type { MemberStatus, RegisterPage } from '../../../contract/member-register';
import { parseCsv } from '../../test-support/csv';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';

/**
 * The register list of issue 27: sorted by a whitelisted column, filtered by status and category,
 * its CSV the same filter without paging (or only the selected entries), and a bulk e-mail to the
 * selected entries through the outbox. Every entry here has 'Zqlist' in its name, so the demo
 * register cannot confuse the counts.
 */

let t: TestApp;
const tokens = { admin: '', approver: '', member: '' };
const stamp = '2026-01-01T00:00:00.000Z';
const ids: Record<string, number> = {};

async function addEntry(
  memberNo: string,
  first: string,
  category: string,
  status: MemberStatus,
  email: string | null,
) {
  const { id } = await t.db
    .insertInto('member_register')
    .values({
      member_no: memberNo,
      first_name: first,
      last_name: 'ZQLIST',
      id_number: `ID-${memberNo}`,
      email,
      category,
      status,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[memberNo] = id;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
  await addEntry('ZQ/003', 'ALICE', 'GRADUATE', 'Active', 'alice.zqlist@example.com');
  await addEntry('ZQ/001', 'CAROL', 'CORPORATE', 'Suspended', 'carol.zqlist@example.com');
  await addEntry('ZQ/002', '=HYPERLINK("http://evil.example","x")', 'GRADUATE', 'Active', null);
  await addEntry('ZQ/004', 'BRIAN', 'GRADUATE', 'Lapsed', 'brian.zqlist@example.com');
});
afterAll(async () => {
  await t?.close();
});

const list = async (query: string): Promise<RegisterPage> => {
  const response = await t.api('GET', `/api/admin/member-register?term=zqlist&${query}`, {
    token: tokens.admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const numbers = (page: RegisterPage) => page.items.map((item) => item.member_no);
const csv = (query: string, token = tokens.admin) =>
  t.api('GET', `/api/admin/member-register/csv?term=zqlist&${query}`, { token });

describe('GET /api/admin/member-register sorted and filtered', () => {
  it('sorts by member number by default, and by name, category or status either way', async () => {
    expect(numbers(await list(''))).toEqual(['ZQ/001', 'ZQ/002', 'ZQ/003', 'ZQ/004']);
    expect(numbers(await list('sort=member_no&dir=desc'))).toEqual(['ZQ/004', 'ZQ/003', 'ZQ/002', 'ZQ/001']);
    // Where the '=' name goes is the database's collation; the letters sort the same on both.
    const byName = numbers(await list('sort=name&dir=asc')).filter((no) => no !== 'ZQ/002');
    expect(byName).toEqual(['ZQ/003', 'ZQ/004', 'ZQ/001']);
    // Equal values keep the order rows were added in (the tie-breaker), in the chosen direction.
    expect(numbers(await list('sort=category&dir=desc'))).toEqual(['ZQ/004', 'ZQ/002', 'ZQ/003', 'ZQ/001']);
    expect(numbers(await list('sort=status'))).toEqual(['ZQ/003', 'ZQ/002', 'ZQ/004', 'ZQ/001']);
  });

  it('filters by status and by category, in any case', async () => {
    expect(numbers(await list('status=Active'))).toEqual(['ZQ/002', 'ZQ/003']);
    expect(numbers(await list('category=corporate'))).toEqual(['ZQ/001']);
    expect(numbers(await list('category=GRADUATE&status=Lapsed'))).toEqual(['ZQ/004']);
  });

  it('refuses a column outside the whitelist rather than ordering by it', async () => {
    for (const query of ['sort=id_number', 'sort=member_no;drop table users', 'dir=sideways']) {
      const response = await t.api('GET', `/api/admin/member-register?${query}`, { token: tokens.admin });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/member-register/csv', () => {
  it('answers the filter in the list order as a formula-safe CSV', async () => {
    const response = await csv('category=GRADUATE&sort=member_no&dir=desc');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="member-register-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Member No',
      'First name',
      'Second name',
      'Last name',
      'ID / Passport',
      'E-mail',
      'Phone',
      'Category',
      'Status',
      'Account activated',
    ]);
    expect(rows.map((row) => row[0])).toEqual(['ZQ/004', 'ZQ/003', 'ZQ/002']);
    // The name a spreadsheet would run as a formula is written as text.
    expect(rows[2]?.[1]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(rows[0]).toEqual([
      'ZQ/004',
      'BRIAN',
      '',
      'ZQLIST',
      'ID-ZQ/004',
      'brian.zqlist@example.com',
      '',
      'GRADUATE',
      'Lapsed',
      '',
    ]);
  });

  it('answers only the selected entries when given their ids', async () => {
    const response = await csv(`ids=${ids['ZQ/001']},${ids['ZQ/004']}`);
    expect(response.statusCode).toBe(200);
    expect(
      parseCsv(response.body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['ZQ/001', 'ZQ/004']);
  });

  it('refuses a malformed selection', async () => {
    const response = await csv('ids=1,two');
    expect(response.statusCode).toBe(400);
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

describe('POST /api/admin/member-register/messages', () => {
  const send = (body: unknown, token = tokens.admin) =>
    t.api('POST', '/api/admin/member-register/messages', { token, body });
  const outboxTo = (recipient: string) =>
    t.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).execute();

  it('queues one e-mail per selected entry with an address, and audits the count', async () => {
    const body = {
      ids: [ids['ZQ/001'], ids['ZQ/002'], ids['ZQ/003']],
      subject: 'AGM notice',
      text: 'The AGM is on 12 March.\n\nBring your card.',
    };
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      message: bulkMessageMessages.queued(2, 1),
      queued: 2,
      withoutEmail: 1,
    });
    for (const email of ['carol.zqlist@example.com', 'alice.zqlist@example.com']) {
      const queued = await outboxTo(email);
      expect(queued, email).toHaveLength(1);
      expect(queued[0]).toMatchObject({ channel: 'email', status: 'pending' });
      expect(queued[0]?.subject).toMatch(/AGM notice$/);
      expect(queued[0]?.body_text).toContain('Bring your card.');
    }
    expect(await outboxTo('brian.zqlist@example.com')).toHaveLength(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.bulk-message-sent')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ recipients: 2, selected: 3, withoutEmail: 1 });
    expect(audit.subject_type).toBe('member_register');
  });

  it('refuses more recipients than the cap, an empty selection and a message without subject or text', async () => {
    const tooMany = Array.from({ length: BULK_MESSAGE_MAX_RECIPIENTS + 1 }, (_, index) => index + 1);
    const over = await send({ ids: tooMany, subject: 'Hi', text: 'Hello' });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain(bulkMessageMessages.tooMany);
    expect((await send({ ids: [], subject: 'Hi', text: 'Hello' })).statusCode).toBe(400);
    expect((await send({ ids: [ids['ZQ/003']], subject: ' ', text: 'Hello' })).statusCode).toBe(400);
    expect((await send({ ids: [ids['ZQ/003']], subject: 'Hi', text: '' })).statusCode).toBe(400);
  });

  it('says so when no selected entry has an e-mail, and queues nothing', async () => {
    const response = await send({ ids: [ids['ZQ/002']], subject: 'Hi', text: 'Hello' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(bulkMessageMessages.nobodyReachable);
  });

  it('refuses approvers and members', async () => {
    for (const role of ['approver', 'member'] as const) {
      const response = await send({ ids: [ids['ZQ/003']], subject: 'Hi', text: 'Hello' }, tokens[role]);
      expect(response.statusCode, role).toBe(403);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewQueue } from '../../../contract/applications';
import { messages } from '../../../contract/common';
import { wholeDaysSince } from '../../../contract/service-level';
import { parseCsv } from '../../test-support/csv';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { waiveChecklist } from '../applications/test-support';
import { reviewCalls } from './test-support';

/**
 * The review queue on the list kit (issue 27, decision 0032): every sortable column in both
 * directions, and the CSV of exactly what the filter shows, in its order, or only the selected rows.
 * Four applications share the name word "Zqsort", so `term=zqsort` narrows the queue to them.
 */

let t: TestApp;
let approver: string;
const codes = { a: '', b: '', c: '', d: '' };
const ids = { a: 0, b: 0, c: 0, d: 0 };

const { submitted } = reviewCalls(
  () => t,
  () => approver,
);

/** One application of the set: its applicant's first name, category, stage and dates. */
async function application(
  key: keyof typeof codes,
  first: string,
  category: string,
  status: 'Open' | 'Verified' | 'Committee Review' | 'Rejected',
  submittedAt: string,
  stageEnteredAt: string,
) {
  const applicant = await submitted(category);
  await t.db
    .updateTable('profiles')
    .set({ first_name: first, second_name: null, last_name: 'Zqsort' })
    .where('user_id', '=', applicant.userId)
    .execute();
  const row = await t.db
    .updateTable('applications')
    .set({ status, submitted_at: submittedAt, stage_entered_at: stageEnteredAt })
    .where('application_no', '=', applicant.code)
    .returning('id')
    .executeTakeFirstOrThrow();
  codes[key] = applicant.code;
  ids[key] = row.id;
  return applicant;
}

beforeAll(async () => {
  t = await startTestApp();
  approver = await t.login(demo.approver);
  await waiveChecklist(t, 'GRADUATE');
  await waiveChecklist(t, 'TECHNICIAN');
  // Due (default service days): A Committee Review 30 d → 2 Feb; B Open 7 d → 12 Jan; C Verified
  // 14 d → 16 Jan; D rejected, no due date.
  await application(
    'a',
    'Brian',
    'GRADUATE',
    'Committee Review',
    '2020-01-03T08:00:00.000Z',
    '2020-01-03T08:00:00.000Z',
  );
  await application(
    'b',
    'alice',
    'TECHNICIAN',
    'Open',
    '2020-01-01T08:00:00.000Z',
    '2020-01-05T08:00:00.000Z',
  );
  await application(
    'c',
    '=cmd',
    'GRADUATE',
    'Verified',
    '2020-01-02T08:00:00.000Z',
    '2020-01-02T08:00:00.000Z',
  );
  await application(
    'd',
    'Dan',
    'TECHNICIAN',
    'Rejected',
    '2020-01-04T08:00:00.000Z',
    '2020-01-04T08:00:00.000Z',
  );
});
afterAll(async () => {
  await t?.close();
});

const queue = (query: string, token = approver) =>
  t.api('GET', `/api/review/applications?view=all&term=zqsort&${query}`, { token });

async function orderOf(query: string): Promise<string[]> {
  const response = await queue(query);
  expect(response.statusCode, response.body).toBe(200);
  const byCode = new Map(Object.entries(codes).map(([key, code]) => [code, key]));
  return (response.json().data as ReviewQueue).items.map((item) => byCode.get(item.code) ?? item.code);
}

describe('sorting the queue', () => {
  it('opens on the oldest submission first', async () => {
    expect(await orderOf('')).toEqual(['b', 'c', 'a', 'd']);
  });

  it.each([
    ['submitted', ['b', 'c', 'a', 'd'], ['d', 'a', 'c', 'b']],
    ['code', ['a', 'b', 'c', 'd'], ['d', 'c', 'b', 'a']],
    // By stage in the state machine, not by the status's letters.
    ['status', ['b', 'c', 'a', 'd'], ['d', 'a', 'c', 'b']],
    // By the category's name (Engineering Technician before Graduate); ties by row, in the same direction.
    ['category', ['b', 'd', 'a', 'c'], ['c', 'a', 'd', 'b']],
    // Finished work has no due date and comes last either way.
    ['due', ['b', 'c', 'a', 'd'], ['a', 'c', 'b', 'd']],
  ])('sorts by %s both ways', async (column, ascending, descending) => {
    expect(await orderOf(`sort=${column}&dir=asc`)).toEqual(ascending);
    expect(await orderOf(`sort=${column}&dir=desc`)).toEqual(descending);
  });

  it('sorts by applicant without regard to case', async () => {
    // The punctuation of "=cmd" orders by each database's collation; the letters the same on both.
    const letters = (order: string[]) => order.filter((key) => key !== 'c');
    expect(letters(await orderOf('sort=applicant&dir=asc'))).toEqual(['b', 'a', 'd']);
    expect(letters(await orderOf('sort=applicant&dir=desc'))).toEqual(['d', 'a', 'b']);
  });

  it('refuses a column or direction it does not list (400)', async () => {
    expect((await queue('sort=email')).statusCode).toBe(400);
    expect((await queue('sort=submitted&dir=up')).statusCode).toBe(400);
    expect((await queue('sort=applications.id')).statusCode).toBe(400);
  });

  it('gives every row its number for the selection', async () => {
    const response = await queue('sort=code');
    expect((response.json().data as ReviewQueue).items.map((item) => item.id)).toEqual([
      ids.a,
      ids.b,
      ids.c,
      ids.d,
    ]);
  });
});

const csv = (query: string, token = approver) =>
  t.api('GET', `/api/review/applications/csv?view=all&term=zqsort&${query}`, { token });

const codesIn = (body: string) => {
  const byCode = new Map(Object.entries(codes).map(([key, code]) => [code, key]));
  return parseCsv(body)
    .slice(1)
    .map((row) => byCode.get(row[0] ?? '') ?? row[0]);
};

describe('GET /api/review/applications/csv', () => {
  it('answers the filter in the queue order as a formula-safe CSV', async () => {
    const response = await csv('sort=due&dir=asc');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="review-queue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Code',
      'Applicant',
      'E-mail',
      'Category',
      'Stage',
      'Submitted',
      'Days in stage',
      'Due date',
      'Overdue',
      'Assignee',
      'Paid',
    ]);
    expect(codesIn(response.body)).toEqual(['b', 'c', 'a', 'd']);
    const email = (code: string) =>
      t.db
        .selectFrom('applications')
        .innerJoin('users', 'users.id', 'applications.user_id')
        .select('users.email')
        .where('application_no', '=', code)
        .executeTakeFirstOrThrow();
    expect(rows[0]).toEqual([
      codes.b,
      'alice Zqsort',
      (await email(codes.b)).email,
      'Engineering Technician Member',
      'Open',
      '2020-01-01T08:00:00.000Z',
      String(wholeDaysSince('2020-01-05T08:00:00.000Z')),
      '2020-01-12T08:00:00.000Z',
      'Yes',
      '',
      'Yes',
    ]);
    // The name a spreadsheet would run as a formula is written as text.
    expect(rows[1]?.[1]).toBe("'=cmd Zqsort");
    // Finished work: no due date, never overdue.
    expect(rows[3]?.slice(4, 9)).toEqual([
      'Rejected',
      '2020-01-04T08:00:00.000Z',
      String(wholeDaysSince('2020-01-04T08:00:00.000Z')),
      '',
      'No',
    ]);
  });

  it('follows every filter of the queue, "assigned to me" meaning the caller', async () => {
    expect(codesIn((await csv('category=GRADUATE&sort=code&dir=desc')).body)).toEqual(['c', 'a']);
    expect(codesIn((await csv('status=Open')).body)).toEqual(['b']);
    const waiting = await t.api('GET', '/api/review/applications/csv?term=zqsort', { token: approver });
    expect(codesIn(waiting.body)).toEqual(['b', 'c', 'a']);
    const me = await t.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', demo.approver)
      .executeTakeFirstOrThrow();
    const assigned = await t.api('POST', '/api/review/assignments', {
      token: approver,
      body: { codes: [codes.c], assigneeId: me.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const mine = await csv('assignee=me');
    expect(codesIn(mine.body)).toEqual(['c']);
    expect(parseCsv(mine.body)[1]?.[9]).toBe(me.name);
    expect(codesIn((await csv('age=overdue')).body)).toEqual(['b', 'c', 'a']);
  });

  it('answers only the selected rows, in the queue order', async () => {
    const response = await csv(`ids=${ids.d},${ids.a}&sort=code`);
    expect(response.statusCode, response.body).toBe(200);
    expect(codesIn(response.body)).toEqual(['a', 'd']);
    expect((await csv('ids=1,two')).statusCode).toBe(400);
    expect((await csv('sort=email')).statusCode).toBe(400);
  });

  it('refuses members with 403 and visitors with 401', async () => {
    const member = await t.login(demo.member);
    const refused = await csv('', member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.forbidden });
    expect((await csv('', '')).statusCode).toBe(401);
    const admin = await t.login(demo.admin);
    expect((await csv('', admin)).statusCode).toBe(200);
  });
});

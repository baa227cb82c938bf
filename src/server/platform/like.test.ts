import { type Expression, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/harness';
import { containsText, escapeLike, startsWithText } from './like';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** Asks the database itself, so the test holds on SQLite and on PostgreSQL alike. */
async function holds(condition: Expression<boolean>): Promise<boolean> {
  const { rows } = await sql<{ hit: number }>`select case when ${condition} then 1 else 0 end as hit`.execute(
    database.handle.db,
  );
  return Number(rows[0]?.hit) === 1;
}

describe('LIKE searches match the typed text literally', () => {
  it.each([
    ['100% sure', '0% s', true],
    ['100 percent', '%', false],
    ['first_name', 'T_N', true],
    ['firstname', 't_n', false],
    ['C:\\temp', ':\\t', true],
    ['C:temp', ':\\t', false],
    ['Zebedee Karanja', 'KARANJA', true],
    ['Zebedee', 'Karanja', false],
  ])('%j contains %j: %s', async (value, typed, expected) => {
    expect(await holds(containsText(sql.val(value), typed))).toBe(expected);
  });

  it('a null column contains nothing', async () => {
    expect(await holds(containsText(sql`null`, ''))).toBe(false);
  });

  it.each([
    ['M_1021', 'M_', true],
    ['MX1021', 'M_', false],
    ['m/1021', 'M/', true],
    ['XM/1021', 'M/', false],
  ])('%j starts with %j: %s', async (value, prefix, expected) => {
    expect(await holds(startsWithText(sql.val(value), prefix))).toBe(expected);
  });

  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_\\')).toBe('50\\%\\_\\\\');
  });
});

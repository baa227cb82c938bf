import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { runCli } from '../cli/run-cli';
import { createContext } from '../context';
import { createTestDatabase, SUPER_ADMIN_EMAIL, type TestDatabase, testEnv } from '../test-support/harness';
import { migrateToLatest } from './migrate';
import type { MigrationDb } from './migrations/helpers';
import { prepareDatabase } from './prepare';

let database: TestDatabase | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  await database?.drop();
  database = undefined;
});

const now = '2025-06-01T00:00:00.000Z';

/** Two members and their accounts as a portal from before the Member Checker (0020) held them. */
async function membersBeforeSearch(db: MigrationDb): Promise<void> {
  const people = [
    { memberNo: 'C/0101', first: 'WANGARI', last: 'MAATHAI', email: 'wangari@old.example', id: '11112222' },
    { memberNo: 'C/0102', first: 'ODHIAMBO', last: 'OTIENO', email: 'odhiambo@old.example', id: '33334444' },
  ];
  for (const person of people) {
    const user = await db
      .insertInto('users')
      .values({
        email: person.email,
        password_hash: 'x',
        id_number: person.id,
        type: 'Individual',
        category: 'CORPORATE',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('profiles')
      .values({
        profile_id: `PR-${person.id}`,
        user_id: user.id,
        first_name: person.first,
        last_name: person.last,
        id_number: person.id,
        member_no: person.memberNo,
        confirmed: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('member_register')
      .values({
        member_no: person.memberNo,
        first_name: person.first,
        last_name: person.last,
        id_number: person.id,
        email: person.email,
        category: 'CORPORATE',
        status: 'Active',
        user_id: user.id,
        activated_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

describe('upgrading a database from before the Member Checker', () => {
  it('finds its members in the public search at the first start, with no search:rebuild', async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await migrateToLatest(db, '0020-events');
    await membersBeforeSearch(db as unknown as MigrationDb);

    await prepareDatabase(db, { demo: false, superAdminEmail: SUPER_ADMIN_EMAIL });
    const env = testEnv(database.url, { SEED_DEMO: 'false' });
    app = await buildApp(createContext(db, env), {});
    const search = async (term: string) => {
      const response = await app!.inject({ method: 'GET', url: `/api/profile/search?term=${term}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.results as { MemberNo: string }[]).map((row) => row.MemberNo);
    };
    expect(await search('maathai')).toEqual(['C/0101']);
    expect(await search('C%2F0102')).toEqual(['C/0102']);
    // Done once: the next start finds nothing marked for rebuilding.
    expect(await db.selectFrom('derived_rebuilds').selectAll().execute()).toEqual([]);
  }, 60_000);

  it('is rebuilt by cli.js migrate too, which says so', async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await migrateToLatest(db, '0020-events');
    await membersBeforeSearch(db as unknown as MigrationDb);
    const lines: string[] = [];
    const code = await runCli(
      ['migrate'],
      () => testEnv(database!.url),
      (line) => lines.push(line),
    );
    expect(code).toBe(0);
    expect(lines).toEqual(['Rebuilt member-search after the migrations: 2 rows.', 'Database migrated.']);
    const indexed = await db.selectFrom('member_search').select('member_no').orderBy('member_no').execute();
    expect(indexed.map((row) => row.member_no)).toEqual(['C/0101', 'C/0102']);
  }, 60_000);
});

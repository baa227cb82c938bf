import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, SUPER_ADMIN_EMAIL, type TestDatabase } from '../test-support/harness';
import { type DatabaseHandle, openDatabase } from './database';
import { prepareDatabase } from './prepare';

let database: TestDatabase | undefined;
let instances: DatabaseHandle[] = [];
afterEach(async () => {
  for (const instance of instances) await instance.close();
  instances = [];
  await database?.drop();
  database = undefined;
});

/**
 * Instances started together: each its own connection (pool) to the same database, as separate
 * processes would have. Within one process SQLite's locks between connections behave as between
 * processes, and the Kysely calls of the instances interleave at every await.
 */
async function startTogether(count: number, demo: boolean): Promise<PromiseSettledResult<void>[]> {
  database ??= await createTestDatabase();
  const url = database.url;
  instances = Array.from({ length: count }, () => openDatabase(url));
  return Promise.allSettled(
    instances.map((instance) => prepareDatabase(instance.db, { demo, superAdminEmail: SUPER_ADMIN_EMAIL })),
  );
}

const failures = (results: PromiseSettledResult<void>[]) =>
  results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));

describe('instances starting together', () => {
  it('migrate and seed an empty database once, every one of them starting', async () => {
    const results = await startTogether(3, true);
    expect(failures(results)).toEqual([]);
    const { db } = database!.handle;
    const runs = await db.selectFrom('seed_runs').select('name').execute();
    expect(new Set(runs.map((run) => run.name)).size).toBe(runs.length);
    const admins = await db.selectFrom('users').select('id').where('email', '=', SUPER_ADMIN_EMAIL).execute();
    expect(admins).toHaveLength(1);
    const members = await db
      .selectFrom('member_register')
      .select('id')
      .where('member_no', '=', 'M/1007')
      .execute();
    expect(members).toHaveLength(1);
    expect(await db.selectFrom('member_search').select('member_pk').execute()).not.toHaveLength(0);
  }, 60_000);

  it('start again together on a database that exists, with demo seeding', async () => {
    expect(failures(await startTogether(1, true))).toEqual([]);
    for (const instance of instances) await instance.close();
    expect(failures(await startTogether(3, true))).toEqual([]);
  }, 60_000);
});

import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/common';
import { buildApp } from '../app';
import { createContext } from '../context';
import { isDatabaseUnavailable } from '../platform/errors';
import { freePort } from '../test-support/free-port';
import { createTestDatabase, testDialect, testEnv } from '../test-support/harness';
import { openDatabase } from './database';

describe('a database out of reach', () => {
  it('is answered 503 with the { message } envelope, on the API and on the health check', async () => {
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/portal`;
    const handle = openDatabase(url);
    const app = await buildApp(createContext(handle.db, 'postgres', testEnv(url)), { logger: false });
    try {
      for (const request of [
        { method: 'GET' as const, url: '/api/health' },
        { method: 'GET' as const, url: '/api/auth/user', headers: { authorization: 'Bearer some-token' } },
        {
          method: 'POST' as const,
          url: '/api/auth/login',
          payload: { email: 'member@eik.example', password: 'Portal#2026' },
        },
      ]) {
        const response = await app.inject(request);
        expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 503 });
        expect(response.json()).toEqual({ message: messages.serviceUnavailable });
      }
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('is told apart from other failures by its error code or node-postgres wording', () => {
    const withCode = (code: string) => Object.assign(new Error('failed'), { code });
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '53300'])
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    for (const code of ['23505', '42P01', '22001', 'SQLITE_CONSTRAINT'])
      expect(isDatabaseUnavailable(withCode(code))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe.skipIf(testDialect() !== 'postgres')('a PostgreSQL connection dropped while in use', () => {
  const database = createTestDatabase();
  afterAll(async () => (await database).drop());

  it('fails the transaction that held it without crashing the process, and the pool carries on', async () => {
    const { db } = (await database).handle;
    const unhandled: unknown[] = [];
    const onUncaught = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // Another connection ends this one while it sits idle in the transaction, as a restart does.
          await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(db);
          await sleep(300);
          await sql`select 1`.execute(trx);
        })
        .then(
          () => 'committed',
          (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : String(error)),
        );
      expect(outcome).toBe('unavailable');
      expect(unhandled).toEqual([]);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});

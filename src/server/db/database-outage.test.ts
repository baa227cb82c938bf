import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/common';
import { buildApp } from '../app';
import { createContext } from '../context';
import { isDatabaseUnavailable } from '../platform/errors';
import { freePort } from '../test-support/free-port';
import { testEnv } from '../test-support/harness';
import { openDatabase } from './database';

describe('a database out of reach', () => {
  it('is answered 503 with the { message } envelope, on the API and on the health check', async () => {
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/portal`;
    const handle = openDatabase(url);
    const app = await buildApp(createContext(handle.db, testEnv(url)), { logger: false });
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

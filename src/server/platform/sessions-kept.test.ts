import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createContext } from '../context';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { demo, startTestApp, type TestApp } from '../test-support/harness';
import { revokeSessionsOf } from './sessions';

// Session rows are kept in memory between writes (decision 0023). Two app instances on one
// database: whatever one of them (or any other connection) changes, the other answers from the
// very next request, never from what it kept.
let a: TestApp;
let otherHandle: DatabaseHandle;
let b: FastifyInstance;

beforeAll(async () => {
  a = await startTestApp();
  otherHandle = openDatabase(a.env.DATABASE_URL);
  b = await buildApp(createContext(otherHandle.db, a.env));
  await b.ready();
});

afterAll(async () => {
  await b.close();
  await otherHandle.close();
  await a.close();
});

const userOn = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });

/** Asks twice, so the second answer is the one an instance could have kept. */
async function twiceOn(app: FastifyInstance, token: string) {
  await userOn(app, token);
  return userOn(app, token);
}

const userId = async (email: string) =>
  (await a.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('sessions read on one instance, changed on another', () => {
  it('a logout on one instance ends the session on the other at once', async () => {
    const token = await a.login(demo.member);
    expect((await twiceOn(b, token)).statusCode).toBe(200);
    expect((await a.api('POST', '/api/auth/logout', { token })).statusCode).toBe(200);
    expect((await userOn(b, token)).statusCode).toBe(401);
  });

  it('signing a user out everywhere (password change, deactivation) ends every kept session', async () => {
    const first = await a.login(demo.firm);
    const second = await a.login(demo.firm);
    expect((await twiceOn(b, first)).statusCode).toBe(200);
    expect((await twiceOn(a.app, second)).statusCode).toBe(200);
    await revokeSessionsOf(a.db, await userId(demo.firm));
    expect((await userOn(b, first)).statusCode).toBe(401);
    expect((await userOn(a.app, second)).statusCode).toBe(401);
  });

  it('a role or status change shows in the next answer of either instance', async () => {
    const token = await a.login(demo.member);
    expect((await twiceOn(b, token)).json().data).toMatchObject({
      is_approver: false,
      category: 'CORPORATE',
    });
    const id = await userId(demo.member);
    await a.db
      .updateTable('users')
      .set({ is_approver: 1, category: 'FELLOW' })
      .where('id', '=', id)
      .execute();
    expect((await userOn(b, token)).json().data).toMatchObject({ is_approver: true, category: 'FELLOW' });

    // And the other way round: a write by the second instance reaches the first.
    expect((await twiceOn(a.app, token)).json().data.is_approver).toBe(true);
    await otherHandle.db
      .updateTable('users')
      .set({ is_approver: 0, category: 'CORPORATE' })
      .where('id', '=', id)
      .execute();
    expect((await userOn(a.app, token)).json().data).toMatchObject({
      is_approver: false,
      category: 'CORPORATE',
    });
  });

  it('a change inside a transaction that is rolled back is never served', async () => {
    const token = await a.login(demo.approver);
    const id = await userId(demo.approver);
    expect((await twiceOn(a.app, token)).json().data.is_admin).toBe(false);
    await expect(
      a.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ is_admin: 1 }).where('id', '=', id).execute();
        // On SQLite the session lookup shares the connection, so it may see the change not yet
        // committed; what matters is that it is not kept past the rollback.
        await userOn(a.app, token);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await userOn(a.app, token)).json().data.is_admin).toBe(false);
  });
});

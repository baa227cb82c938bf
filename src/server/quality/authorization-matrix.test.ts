import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserMessages } from '../../contract/admin-users';
import type { RouteEntry } from '../platform/route-table';
import { nowIso } from '../platform/time';
import { type Method, startTestApp, type TestApp } from '../test-support/harness';
import {
  type AccessClass,
  type Caller,
  callers,
  expectedAnswer,
  refusalsOf,
  staffTargetAccess,
} from './access-classes';
import { createMatrixRecords, type MatrixRecords, signIn } from './matrix-fixtures';
import { matrixRequest, staffTargetRequest } from './matrix-requests';
import { routeAccess } from './route-access';

/**
 * Issue 11 "Authorization matrix": every /api route in the route table, called as each caller, must
 * answer what its access class in route-access.ts says. Refusals are all tried before any allowed
 * call, so a call that changes or revokes something cannot hide a refusal.
 */

let t: TestApp;
let records: MatrixRecords;
const tokens = {} as Record<Caller, string | undefined>;

const keyOf = (route: RouteEntry) => `${route.method} ${route.url}`;
const apiRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith('/api/'));

async function signInEveryone(): Promise<void> {
  for (const caller of callers) tokens[caller] = await signIn(t, caller, records?.firmUserId ?? 0);
}

async function call(route: RouteEntry, caller: Caller): Promise<number> {
  const { url, body } = matrixRequest(route, records);
  const token = tokens[caller];
  const response = await t.api(route.method as Method, url, { ...(token ? { token } : {}), body });
  return response.statusCode;
}

/** Routes that end or swap the caller's session: called last, and the caller signs in again after. */
const endsSession = new Set([
  'POST /api/auth/logout',
  'POST /api/admin/loginas/return',
  'POST /api/auth/set-password',
  'POST /api/auth/password',
]);
/** Allowed calls that remove one of A's records come after every call that reads it (a transcript before its entry). */
const removes = (route: RouteEntry) =>
  route.method === 'DELETE' ||
  (/\/remove$|deleteUser/.test(route.url) && !route.url.includes('/transcripts/'));
const orderOf = (route: RouteEntry) =>
  endsSession.has(keyOf(route)) ? 3 : removes(route) ? 2 : route.method === 'GET' ? 0 : 1;

beforeAll(async () => {
  t = await startTestApp({ env: { SEARCH_RATE_LIMIT_PER_MINUTE: '100000' } });
  tokens.memberA = await signIn(t, 'memberA', 0);
  records = await createMatrixRecords(t, tokens.memberA as string);
  await signInEveryone();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the authorization matrix (issue 11)', () => {
  it('has one declaration for every /api route, and none for a route that is gone', () => {
    const keys = new Set(apiRoutes().map(keyOf));
    const undeclared = [...keys].filter((key) => !(key in routeAccess));
    const stale = Object.keys(routeAccess).filter((key) => !keys.has(key));
    expect({ undeclared, stale }).toEqual({ undeclared: [], stale: [] });
  });

  it('refuses every caller the class refuses, with 401, 403 or 404 as declared', async () => {
    const unexpectedAllows: string[] = [];
    for (const route of apiRoutes()) {
      const access = routeAccess[keyOf(route)] as AccessClass | undefined;
      if (!access) continue;
      for (const caller of callers) {
        const expected = expectedAnswer(access, caller);
        if (expected === 'allow') continue;
        const status = await call(route, caller);
        if (status !== expected)
          unexpectedAllows.push(`${keyOf(route)} [${access}] as ${caller}: ${status}, expected ${expected}`);
      }
    }
    expect(unexpectedAllows).toEqual([]);
  }, 60_000);

  it("changes nothing of A's when B marks A's notification read (the route is declared signedIn)", async () => {
    const byB = await t.api('POST', '/api/notifications/read', {
      token: tokens.memberB as string,
      body: { id: records.notificationId },
    });
    expect(byB.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', records.notificationId)
      .executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
  });

  it('lets every caller the class allows through (no 401/403, nor 404 on their own record)', async () => {
    const unexpectedRefusals: string[] = [];
    const routes = apiRoutes().sort((a, b) => orderOf(a) - orderOf(b));
    for (const route of routes) {
      const access = routeAccess[keyOf(route)] as AccessClass | undefined;
      if (!access) continue;
      for (const caller of callers) {
        if (expectedAnswer(access, caller) !== 'allow') continue;
        const status = await call(route, caller);
        if (refusalsOf(access).includes(status))
          unexpectedRefusals.push(`${keyOf(route)} [${access}] as ${caller}: ${status}`);
        if (endsSession.has(keyOf(route))) tokens[caller] = await signIn(t, caller, records.firmUserId);
      }
    }
    expect(unexpectedRefusals).toEqual([]);
  }, 60_000);
});

describe('accounts of staff (issue 23)', () => {
  /** A fresh approver per call, so an allowed delete or edit touches nothing another call reads. */
  async function newApprover(): Promise<{ id: number; email: string }> {
    const email = `matrix-staff-${Math.random().toString(36).slice(2, 10)}@eik.example`;
    const now = nowIso();
    const { id } = await t.db
      .insertInto('users')
      .values({
        email,
        name: 'Matrix Approver',
        phone_no: '+254712345678',
        id_number: null,
        password_hash: 'not-a-hash',
        type: null,
        category: null,
        is_approver: 1,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, email };
  }

  it('lists every admin route that acts on an account named by id', () => {
    const accountRoutes = apiRoutes()
      .map(keyOf)
      .filter((key) => /^POST \/api\/admin\/(\w+User|loginas|sendActivationLink)(\/:id)?$/.test(key));
    expect(accountRoutes.sort()).toEqual(Object.keys(staffTargetAccess).sort());
  });

  it('refuses the admin on a staff account, and lets the super-admin act unless the route never targets staff', async () => {
    const wrong: string[] = [];
    for (const [key, access] of Object.entries(staffTargetAccess)) {
      for (const caller of ['admin', 'superAdmin'] as const) {
        const { url, body } = staffTargetRequest(key, await newApprover());
        const response = await t.api('POST', url, { token: tokens[caller] as string, body });
        const refused = caller === 'admin' || access === 'never';
        if (refused ? response.statusCode !== 403 : [401, 403].includes(response.statusCode))
          wrong.push(`${key} as ${caller}: ${response.statusCode} ${response.body}`);
        if (
          caller === 'admin' &&
          response.json().message !== adminUserMessages.staffAccount &&
          access !== 'never'
        )
          wrong.push(`${key} as admin: ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';

let t: TestApp;
let member: string;
let approver: string;
beforeAll(async () => {
  t = await startTestApp();
  member = await t.login(demo.member);
  approver = await t.login(demo.approver);
});
afterAll(async () => {
  await t?.close();
});

/** The admin routes open to more than admins, each with the reason. */
const openedTo: Record<string, { visitor?: number; member?: number; approver?: number }> = {
  // The theme and captions every page needs, signed in or not (spec 1 §7).
  'GET /api/admin/settings': { visitor: 200, member: 200, approver: 200 },
  // Spec 1 §6: approvers are staff and see the overview of the queue.
  'GET /api/admin/overview': { approver: 200 },
};

describe('every /api/admin route (issue 10)', () => {
  it('answers 401 to visitors and 403 to members and approvers, unless declared above', async () => {
    const routes = t.app.routeTable.filter((route) => route.url.startsWith('/api/admin/'));
    expect(routes.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, '1');
      const key = `${route.method} ${route.url}`;
      const as = async (token?: string) =>
        (await t.api(route.method as 'GET', url, token ? { token } : {})).statusCode;
      const wanted = { visitor: 401, member: 403, approver: 403, ...openedTo[key] };
      const got = { visitor: await as(), member: await as(member), approver: await as(approver) };
      if (JSON.stringify(got) !== JSON.stringify(wanted)) answers.push(`${key}: ${JSON.stringify(got)}`);
    }
    expect(answers).toEqual([]);
  });
});

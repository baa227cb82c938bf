import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { type PackageName, packageNames } from '../../../contract/settings';
import { type DemoRole, loginEveryDemoRole, startTestApp, type TestApp } from '../../test-support/harness';
import { packageEndpoints } from './package-endpoints';

let t: TestApp;
const tokens = {} as Record<DemoRole, string>;

beforeAll(async () => {
  t = await startTestApp();
  Object.assign(tokens, await loginEveryDemoRole(t));
});
afterAll(async () => {
  await t?.close();
});

const install = (packages: readonly PackageName[]) =>
  t.db
    .updateTable('settings')
    .set({ site_installed_packages: JSON.stringify(packages) })
    .execute();

beforeEach(async () => {
  await install(packageNames);
});

describe('the calls of a package that is not installed (site_installed_packages)', () => {
  it('lists only routes the server has', () => {
    const served = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    for (const endpoints of Object.values(packageEndpoints))
      for (const declared of endpoints) expect(served).toContain(`${declared.method} ${declared.path}`);
  });

  it('answer 404 for members and visitors alike while the package is off, and work again once it is on', async () => {
    const calls = [
      '/api/cpd_awards/awards?memberNo=M%2F1007',
      '/api/events/all_events',
      '/api/license',
      '/api/subs',
    ];
    for (const url of calls) {
      const response = await t.api('GET', url, { token: tokens.member });
      expect(response.statusCode, url).not.toBe(404);
    }
    await install(
      packageNames.filter((name) => !['CPD', 'Events', 'License', 'Subscription'].includes(name)),
    );
    for (const url of calls) {
      const member = await t.api('GET', url, { token: tokens.member });
      expect(member.statusCode, url).toBe(404);
      expect(member.json()).toEqual({ message: messages.notFound });
      expect((await t.api('GET', url)).statusCode, url).toBe(404);
    }
    const booking = await t.api('POST', '/api/events/EV-1/book', { token: tokens.member, body: {} });
    expect(booking.statusCode).toBe(404);
    await install(packageNames);
    expect((await t.api('GET', '/api/events/all_events', { token: tokens.member })).statusCode).toBe(200);
  });

  it('leaves the dashboard data and the staff calls of the area open', async () => {
    await install(['Dashboard', 'Profile']);
    expect(
      (await t.api('GET', '/api/cpd_awards/points?memberNo=M%2F1007', { token: tokens.member })).statusCode,
    ).not.toBe(404);
    expect((await t.api('GET', '/api/profile/ledger', { token: tokens.member })).statusCode).toBe(200);
    expect((await t.api('GET', '/api/admin/events', { token: tokens.admin })).statusCode).toBe(200);
    expect((await t.api('GET', '/api/billing/history', { token: tokens.member })).statusCode).toBe(404);
  });
});

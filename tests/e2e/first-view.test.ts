import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstViewLockAttribute, firstViewStateId } from '../../src/contract/first-view';
import { appTookOver, type Portal, signIn, startPortal } from './support/portal';

/**
 * The server sends each page with its first screen drawn (src/web/entry-server.tsx and
 * src/server/platform/first-view.ts), and the browser's app then takes that page over.
 */
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

const MEMBER = 'member@eik.example';
const MEMBER_NAME = 'JAMES MWANGI KAMAU';

/** The page as the server drew it: the app's scripts never arrive. */
async function withoutTheApp(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

describe('pages drawn by the server', () => {
  it("shows the login page and a shared search's results before the app's script has run", async () => {
    const page = await portal.freshPage({ width: 375, height: 800 });
    await withoutTheApp(page);
    await page.goto(portal.baseUrl);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sign in');
    await page.goto(`${portal.baseUrl}/search/Search-list?term=kamau`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Member Checker');
    await page.getByText(MEMBER_NAME).first().waitFor();
  });

  it('takes no typing and sends no form before the app takes over', async () => {
    const page = await portal.freshPage();
    await withoutTheApp(page);
    await page.goto(portal.baseUrl);
    const password = page.getByRole('textbox', { name: 'Password' });
    // Text typed now would be unknown to the app's first render: the fields wait for it.
    await expect(password.isEditable()).resolves.toBe(false);
    // The form's own submission would put the fields, the password among them, in the address.
    await password.press('Enter');
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${portal.baseUrl}/`);
  });

  it("draws a member's dashboard for that member only, and no cache may keep it", async () => {
    const page = await portal.freshPage();
    await signIn(page, portal.baseUrl, MEMBER);
    await page.waitForURL('**/dashboard');

    const own = await page.request.get(`${portal.baseUrl}/dashboard`);
    expect(own.headers()['cache-control']).toBe('private, no-store');
    expect(await own.text()).toContain(`Welcome, ${MEMBER_NAME}`);

    // The same address without the member's cookie: straight to login, which returns here after.
    const visitor = await fetch(`${portal.baseUrl}/dashboard`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/?redirect=%2Fdashboard');
    const login = await (await fetch(`${portal.baseUrl}/?redirect=%2Fdashboard`)).text();
    expect(login).not.toContain(MEMBER_NAME);
    expect(login).not.toContain(MEMBER);
  });

  it("takes the server's page over without an error, and its links then open pages in place", async () => {
    const page = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(page, portal.baseUrl, MEMBER);
    await page.waitForURL('**/dashboard');
    const errors = errorsOf(page);
    for (const path of ['/dashboard', '/profile', '/cpd', '/search/Search-list?term=kamau']) {
      await page.goto(`${portal.baseUrl}${path}`);
      await appTookOver(page);
      await page.waitForLoadState('networkidle');
      // Every field the server drew read-only takes typing again.
      expect(await page.locator(`[${firstViewLockAttribute}]`).count(), path).toBe(0);
    }
    expect(errors).toEqual([]);

    await page.goto(`${portal.baseUrl}/dashboard`);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    // Opened by the app, not by a new request for the page: the same document is still there.
    await expect(
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("takes staff pages over without an error: no block inside a paragraph, which the browser's parser moves", async () => {
    const page = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(page, portal.baseUrl, 'admin@eik.example');
    await page.waitForURL((url) => url.pathname !== '/');
    const errors = errorsOf(page);
    for (const path of [
      `/admin/members/${encodeURIComponent('M/1007')}`,
      '/admin/cpd-rules',
      '/admin/cpd-review',
      '/admin/cpd-audits',
    ]) {
      await page.goto(`${portal.baseUrl}${path}`);
      await appTookOver(page);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });

  it('loads the code of the parts the first view drew before taking it over, so they answer the first tap', async () => {
    const page = await portal.freshPage();
    await signIn(page, portal.baseUrl, MEMBER);
    await page.waitForURL('**/dashboard');
    await page.goto(`${portal.baseUrl}/profile`);
    const state = JSON.parse((await page.locator(`#${firstViewStateId}`).textContent()) ?? '{}');
    // The Bio tab's section loads on its own (a lazy part), so the server names it.
    expect(state.parts).toEqual(['profile/BioSection']);
    await appTookOver(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    // The form's own code loads with that first Edit (BioSection.tsx); Save comes with it.
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor({ timeout: 5_000 });
    await expect(page.getByRole('textbox', { name: /^First Name/ }).isEditable()).resolves.toBe(true);
  });
});

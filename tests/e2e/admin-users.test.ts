import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { noHorizontalScroll } from './support/forms';
import { type Portal, signIn, startPortal } from './support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

async function openUserSettings(page: Page): Promise<void> {
  await signIn(page, portal.baseUrl, 'admin@eik.example');
  await page.waitForURL('**/admin/user-settings');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'User Settings' })
    .click();
  await page.waitForURL('**/admin/user-settings');
  await page.getByRole('heading', { name: 'User Settings', level: 1 }).waitFor();
}

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

describe('user settings', () => {
  it('searches users by name, keeping the search in the address', async () => {
    const page = await portal.freshPage();
    await openUserSettings(page);
    await page.getByLabel('Search users').fill('kamau');
    await page.waitForURL('**/admin/user-settings?search=kamau');
    // The previous page stays on screen while the search is asked: wait for the answer itself.
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2); // the header and James Kamau
    await rowOf(page, 'member@eik.example').waitFor();
    await page.getByLabel('Search users').fill('no-such-person-here');
    await page.getByText('No users match "no-such-person-here".').waitFor();
  });

  it('hides log-in-as for staff and delete for yourself and the super-admin', async () => {
    const page = await portal.freshPage();
    await openUserSettings(page);
    await rowOf(page, 'superadmin@eik.example').waitFor();
    for (const email of ['approver@eik.example', 'superadmin@eik.example', 'admin@eik.example']) {
      await expect(rowOf(page, email).getByRole('button', { name: 'Log in as' }).count()).resolves.toBe(0);
    }
    for (const email of ['superadmin@eik.example', 'admin@eik.example']) {
      await expect(rowOf(page, email).getByRole('button', { name: 'Delete' }).count()).resolves.toBe(0);
    }
  });

  it('sends a password reset link by e-mail', async () => {
    const page = await portal.freshPage();
    await openUserSettings(page);
    await page.getByLabel('Search users').fill('applicant@eik.example');
    await rowOf(page, 'applicant@eik.example')
      .getByRole('button', { name: 'Send password reset link' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send link' }).click();
    await page.getByText('Password Reset link sent successfully').waitFor();
    const mail = await portal.mail.waitFor('applicant@eik.example', /reset your password/);
    expect(mail.text).toContain('/password/');
  });

  it('logs in as a member, shows the banner, and returns to the admin account', async () => {
    const page = await portal.freshPage();
    await openUserSettings(page);
    await page.getByLabel('Search users').fill('kamau');
    // The search reaches the address after a pause; confirm only once it has, so no navigation runs
    // under the dialog while the session switches.
    await page.waitForURL('**/admin/user-settings?search=kamau');
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await rowOf(page, 'member@eik.example').getByRole('button', { name: 'Log in as' }).click();
    await expectAccessible(page, 'log-in-as confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Log in as' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Logged in as user successfully').waitFor();
    await page.getByRole('heading', { name: 'Welcome, JAMES MWANGI KAMAU', level: 1 }).waitFor();
    await page.getByText(/is logged in as member@eik\.example/).waitFor();
    await expectAccessible(page, 'impersonation banner');

    await page.getByRole('button', { name: 'Return to my account' }).click();
    await page.waitForURL('**/admin/user-settings');
    await page.getByRole('heading', { name: 'User Settings', level: 1 }).waitFor();
    await expect(page.getByText(/is logged in as/).count()).resolves.toBe(0);
  });

  it('fits a phone screen', async () => {
    const page = await portal.freshPage({ width: 375, height: 800 });
    await signIn(page, portal.baseUrl, 'admin@eik.example');
    await page.waitForURL('**/admin/user-settings');
    await page.goto(`${portal.baseUrl}/admin/user-settings`);
    await page.getByRole('list', { name: 'Users' }).waitFor();
    await expect(noHorizontalScroll(page)).resolves.toBeLessThanOrEqual(0);
  });
});

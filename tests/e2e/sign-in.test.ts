import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { type Portal, signIn, startPortal } from './support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

describe('signing in', () => {
  const landings = [
    { email: 'superadmin@eik.example', path: '/admin/settings', heading: 'Admin Settings' },
    { email: 'admin@eik.example', path: '/admin/user-settings', heading: 'User Settings' },
    { email: 'approver@eik.example', path: '/admin/review', heading: 'Review queue' },
    { email: 'member@eik.example', path: '/dashboard', heading: 'Welcome, JAMES MWANGI KAMAU' },
  ];
  for (const { email, path, heading } of landings) {
    it(`${email} lands on ${path}`, async () => {
      const page = await portal.freshPage();
      await signIn(page, portal.baseUrl, email);
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    });
  }

  it('shows only the links a role may use in the admin area', async () => {
    const page = await portal.freshPage();
    await signIn(page, portal.baseUrl, 'approver@eik.example');
    await page.waitForURL('**/admin/review');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Overview' }).waitFor();
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual([
      'Review queue',
      'Upgrades',
      'Licences',
      'Overview',
      // Approvers verify CPD and record audit outcomes; drawing an audit stays with admins.
      'CPD to Verify',
      'CPD Audits',
    ]);
    await page.goto(`${portal.baseUrl}/admin/settings`);
    await page.waitForURL('**/admin/review');
  });

  it('shows the server message for a wrong password and stays on login', async () => {
    const page = await portal.freshPage();
    await signIn(page, portal.baseUrl, 'member@eik.example', 'Wrong#Pass1');
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the form rules before asking the server', async () => {
    const page = await portal.freshPage();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('E-mail must be valid').waitFor();
    await page.getByText('Password is required').waitFor();
    await expectAccessible(page, 'login form errors');
  });

  it('sends a visitor to login and back to the page they asked for', async () => {
    const page = await portal.freshPage();
    await page.goto(`${portal.baseUrl}/dashboard`);
    await page.waitForURL('**/?redirect=%2Fdashboard');
    await signIn(page, page.url(), 'member@eik.example');
    await page.waitForURL('**/dashboard');
  });

  it('sends the browser to login with a note once the session is revoked', async () => {
    const page = await portal.freshPage();
    await signIn(page, portal.baseUrl, 'member@eik.example');
    await page.waitForURL('**/dashboard');
    // Revoke the session behind the page's back, as another tab's logout or an admin would.
    const revoked = await page.request.post(`${portal.baseUrl}/api/auth/logout`);
    expect(revoked.ok()).toBe(true);
    await page.reload();
    await page.waitForURL('**/?redirect=%2Fdashboard');
    await page.getByText('Your session has expired. Please sign in again.').waitFor();
  });

  it('logs out from the top bar and the old page no longer opens', async () => {
    const page = await portal.freshPage();
    await signIn(page, portal.baseUrl, 'member@eik.example');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL(`${portal.baseUrl}/`);
    await page.goto(`${portal.baseUrl}/dashboard`);
    await page.waitForURL('**/?redirect=%2Fdashboard');
  });

  it('works at 375 px wide: the sidebar opens from the burger', async () => {
    const page = await portal.freshPage({ width: 375, height: 740 });
    await signIn(page, portal.baseUrl, 'member@eik.example');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('applicants without a profile', () => {
  const applicants = [
    {
      email: 'applicant@eik.example',
      path: '/initiate-profile',
      heading: 'Initial Profile',
      other: '/initiate-firm',
    },
    {
      email: 'firm@eik.example',
      path: '/initiate-firm',
      heading: 'Initial Firm Profile',
      other: '/initiate-profile',
    },
  ];
  for (const { email, path, heading, other } of applicants) {
    it(`${email} lands on ${path} and cannot open the dashboard or the other type's route`, async () => {
      const page = await portal.freshPage();
      await signIn(page, portal.baseUrl, email);
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByText(/^Application fee .+ incl\. VAT$/).waitFor();
      for (const elsewhere of ['/dashboard', other, '/admin/settings']) {
        await page.goto(`${portal.baseUrl}${elsewhere}`);
        await page.waitForURL(`**${path}`, { timeout: 5000 }).catch(() => {
          throw new Error(`${elsewhere} left the applicant at ${page.url()}`);
        });
      }
    });
  }

  it('a member with a profile cannot open the initiate routes', async () => {
    const page = await portal.freshPage();
    await signIn(page, portal.baseUrl, 'member@eik.example');
    await page.waitForURL('**/dashboard');
    await page.goto(`${portal.baseUrl}/initiate-profile`);
    await page.waitForURL('**/dashboard');
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver, type Portal, signIn, startPortal } from './support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

/** The colour the theme resolves the primary filled shade to, read from a probe element on the page. */
const themePrimary = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });

const backgroundOf = (page: Page, name: string) =>
  page
    .getByRole('button', { name, exact: true })
    .evaluate((element) => getComputedStyle(element).backgroundColor);

async function openSettings(): Promise<Page> {
  const page = await portal.freshPage();
  await signIn(page, portal.baseUrl, 'superadmin@eik.example');
  await page.waitForURL('**/admin/settings');
  await page.getByRole('heading', { name: 'Admin Settings', level: 1 }).waitFor();
  // The switches are clicked with force (Mantine hides their inputs), which waits for nothing.
  await appTookOver(page);
  return page;
}

describe('admin settings', () => {
  it('a new primary colour and login caption show across the portal', async () => {
    const page = await openSettings();
    const primary = page.getByRole('textbox', { name: 'Primary', exact: true });
    await primary.fill('#1F4E79');
    await primary.press('Enter');
    await page.getByLabel('Login caption').fill('Engineers Members Area');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Setting Saved Successfully').waitFor();

    // A visitor: the sign-in page's top bar carries the caption and its Login button the colour.
    const visitor = await portal.freshPage();
    await visitor.getByRole('button', { name: 'Login' }).waitFor();
    await visitor.getByRole('banner').getByText('Engineers Members Area').waitFor();
    await expect.poll(() => backgroundOf(visitor, 'Login')).toBe('rgb(31, 78, 121)');

    // A member: the dashboard is themed the same way and shows the caption too.
    await signIn(visitor, portal.baseUrl, 'member@eik.example');
    await visitor.waitForURL('**/dashboard');
    await visitor.getByRole('banner').getByText('Engineers Members Area').waitFor();
    await expect.poll(() => themePrimary(visitor)).toBe('rgb(31, 78, 121)');
  });

  it('keeps a caption read-only while its switch is off', async () => {
    const page = await openSettings();
    const caption = page.getByLabel('Referee disclaimer caption');
    await expect.poll(() => caption.isDisabled()).toBe(true);
    await page.getByRole('switch', { name: /^Referee disclaimer/ }).click({ force: true });
    await expect.poll(() => caption.isDisabled()).toBe(false);
    await caption.fill('I confirm I know the applicant well.');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Setting Saved Successfully').waitFor();

    await page.reload();
    await expect
      .poll(() => page.getByLabel('Referee disclaimer caption').inputValue())
      .toBe('I confirm I know the applicant well.');
  });

  it('a new display name shows in every visitor footer', async () => {
    const page = await openSettings();
    await page.getByLabel('Display name').fill('Institution of Engineers of Kenya');
    await page.getByRole('button', { name: 'Save company information' }).click();
    await page.getByText('Company information saved').waitFor();

    const visitor = await portal.freshPage();
    await visitor.locator('footer').getByText('Institution of Engineers of Kenya').waitFor();
  });

  it('an admin who is not the super-admin cannot save settings', async () => {
    const page = await portal.freshPage();
    await signIn(page, portal.baseUrl, 'admin@eik.example');
    await page.waitForURL('**/admin/user-settings');
    const refused = await page.request.post(`${portal.baseUrl}/api/admin/updateSettings`, {
      data: { site_colors: [], site_installed_packages: [], minor_settings: {} },
    });
    expect(refused.status()).toBe(403);
    const company = await page.request.put(`${portal.baseUrl}/api/admin/company/information`, {
      data: { displayName: 'Taken over' },
    });
    expect(company.status()).toBe(403);
  });

  it('with registration switched off, the registration pages say so at once, as the server draws them too', async () => {
    const page = await openSettings();
    await page.getByRole('switch', { name: /^Registration open/ }).click({ force: true });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Setting Saved Successfully').waitFor();

    // The server's drawing, the app's scripts never arriving: the closed page, no form behind it.
    const visitor = await portal.freshPage({ width: 375, height: 800 });
    await visitor.route('**/assets/*.js', (route) => route.abort());
    for (const path of ['/categories', '/signup/Individual/GRADUATE', '/register/Individual/GRADUATE']) {
      await visitor.goto(`${portal.baseUrl}${path}`);
      await expect(visitor.getByRole('heading', { level: 1 }).textContent(), path).resolves.toBe(
        'Registration is closed',
      );
      await expect(visitor.locator('form').count(), path).resolves.toBe(0);
    }

    // Opened by the app: the login page offers no registration, and an old link lands on the closed page.
    const browsing = await portal.freshPage();
    await browsing.getByRole('button', { name: 'Login' }).waitFor();
    await appTookOver(browsing);
    await expect(browsing.getByRole('link', { name: 'Register As Member' }).count()).resolves.toBe(0);
    await browsing.evaluate(() => {
      history.pushState(null, '', '/register/Corporate/FIRM');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await browsing.getByRole('heading', { name: 'Registration is closed', level: 1 }).waitFor();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Portal, signIn, startPortal } from './support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

describe('site settings and pages', () => {
  it('a primary colour saved in settings becomes the rendered theme', async () => {
    const page = await portal.freshPage();
    await signIn(page, portal.baseUrl, 'superadmin@eik.example');
    await page.waitForURL('**/admin/settings');
    const primary = page.getByRole('textbox', { name: 'Primary', exact: true });
    await primary.fill('#0B6E4F');
    await primary.press('Enter');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Setting Saved Successfully').waitFor();
    await page.mouse.move(0, 0); // a hovered button shows the darker hover shade

    const background = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect.poll(() => background('button:has-text("Save settings")')).toBe('rgb(11, 110, 79)');

    // A visitor sees the new colour too: the login button is themed from the stored settings.
    const visitor = await portal.freshPage();
    await visitor.getByRole('button', { name: 'Login' }).waitFor();
    await expect
      .poll(() =>
        visitor.getByRole('button', { name: 'Login' }).evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(11, 110, 79)');
  });

  it('unknown paths show "Nothing here" and Go Back returns to the start', async () => {
    const page = await portal.freshPage();
    await page.goto(`${portal.baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Nothing here' }).waitFor();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await page.waitForURL(`${portal.baseUrl}/`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });

  it('the footer carries the company name, the year and the vendor credit', async () => {
    const page = await portal.freshPage();
    const footer = page.locator('footer');
    await footer.getByText('Engineers Institute of Kenya').waitFor();
    const text = await footer.textContent();
    expect(text).toContain(String(new Date().getFullYear()));
    expect(text).toContain('Portal by');
  });
});

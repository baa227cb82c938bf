import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choice, makePng } from './support/forms';
import { type Portal, signIn, startPortal } from './support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

describe('initial profile', () => {
  it('the demo applicant completes the initial profile with a downsized photo and lands on the dashboard', async () => {
    const small = makePng(64, 64, false);
    const large = makePng(1200, 800, true);
    expect(large.length).toBeGreaterThan(2_000_000);

    const page = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(page, portal.baseUrl, 'applicant@eik.example');
    await page.waitForURL('**/initiate-profile');
    await page.getByRole('heading', { name: 'Initial Profile', level: 1 }).waitFor();
    await choice(page, 'Nationality').waitFor();
    await expect.poll(() => choice(page, 'Nationality').inputValue()).toBe('Kenya');
    await page.screenshot({ path: '/tmp/initial-profile-1280.png', fullPage: true });

    // Nothing filled: the dialog lists what failed.
    await page.getByRole('button', { name: 'Create Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
    await dialog.getByText('Profile Picture: Profile Picture is required').waitFor();
    await dialog.getByText('First Name: Field is required').waitFor();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The rest at phone width.
    await page.setViewportSize({ width: 375, height: 800 });
    const pictureInput = page.locator('input[type="file"][accept="image/png,image/jpeg"]');
    await pictureInput.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: small });
    await expect
      .poll(() => page.getByRole('img', { name: 'Profile picture preview' }).getAttribute('src'))
      .toMatch(/^blob:/);
    await pictureInput.setInputFiles({ name: 'phone-photo.png', mimeType: 'image/png', buffer: large });
    await page.getByText(/Your photo was resized to/).waitFor();

    await choice(page, 'Title').click();
    await page.getByRole('option', { name: 'Ms.' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('First Name').fill('wanjiru');
    await expect(page.getByLabel('First Name').inputValue()).resolves.toBe('WANJIRU');
    await page.getByLabel('Last Name').fill('otieno');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Date of Birth').fill('1995-06-01');
    await page.getByLabel('ID/Passport Number').fill('34567890');
    await choice(page, 'County').click();
    await page.getByRole('option', { name: 'Nairobi', exact: true }).click();
    await choice(page, 'City').click();
    await page.getByRole('option', { name: 'Nairobi', exact: true }).click();
    await choice(page, 'Discipline').click();
    await page.getByRole('option', { name: 'Civil Engineering' }).click();
    await choice(page, 'Specialization type').click();
    await page.getByRole('option', { name: 'Geotechnical Engineering' }).click();
    await page.getByRole('button', { name: 'Add specialization' }).click();
    await page
      .getByRole('table', { name: 'Specializations' })
      .getByText('Geotechnical Engineering')
      .first()
      .waitFor();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/initial-profile-375.png', fullPage: true });

    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.waitForURL('**/dashboard');

    const stored = await page.evaluate(async () => {
      const profile = await (await fetch('/api/profile')).json();
      const specializations = await (await fetch('/api/profile/specialization')).json();
      const user = await (await fetch('/api/auth/user')).json();
      return { profile: profile.data, specializations: specializations.data, user: user.data };
    });
    expect(stored.user.profile).toBe(true);
    expect(stored.profile).toMatchObject({ FirstName: 'WANJIRU', LastName: 'OTIENO', City: 'Nairobi' });
    expect(stored.profile.picture.kind).toBe('jpeg');
    expect(stored.profile.picture.size).toBeLessThanOrEqual(2_000_000);
    expect(stored.specializations).toMatchObject([{ Code: 'CIVIL_GEOTECH' }]);
  });
});

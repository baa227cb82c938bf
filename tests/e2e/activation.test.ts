import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRegister } from './support/forms';
import { type Portal, signIn, startPortal } from './support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

const register = [
  'member_no,first_name,second_name,last_name,id_number,email,phone,category,status',
  'E2E/001,Amani,Chepkoech,Kiptoo,29876543,amani.kiptoo@e2e.example,0712 000 101,CORPORATE,Inactive',
  'E2E/002,Baraka,,Mwangi,30123456,baraka.mwangi@e2e.example,,GRADUATE,Inactive',
  'E2E/003,Broken,,Row,31234567,not-an-email,,GRADUATE,Inactive',
].join('\r\n');

describe('activation of an imported member', () => {
  it('an admin imports the register; the member activates with the e-mailed code and lands on the dashboard', async () => {
    // The admin imports a small register file through the page.
    const admin = await portal.freshPage();
    await signIn(admin, portal.baseUrl, 'admin@eik.example');
    await admin.waitForURL('**/admin/user-settings');
    await admin
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Member Register' })
      .click();
    await admin.getByRole('heading', { name: 'Member Register', level: 1 }).waitFor();
    await importRegister(admin, register);
    await admin.getByText('2 accepted (2 added, 0 updated), 0 unchanged, 1 rejected.').waitFor();
    const report = admin.getByRole('table', { name: 'Import report rows' });
    await report.getByText('email: E-mail must be valid').waitFor();
    await admin.getByRole('textbox', { name: 'Search' }).fill('E2E/001');
    await admin.getByRole('table', { name: 'Member register' }).getByText('AMANI CHEPKOECH KIPTOO').waitFor();

    // A visitor activates E2E/001: consent, search, ID, bot check, request.
    const page = await portal.freshPage({ width: 375, height: 800 });
    await page.goto(`${portal.baseUrl}/activate?memberNo=${Buffer.from('E2E/001').toString('base64')}`);
    const consent = page.getByRole('dialog', { name: 'Disclaimer' });
    await consent.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('AMANI');
    await expect(page.getByLabel('Last Name').inputValue()).resolves.toBe('KIPTOO');
    await page.getByLabel('ID/Passport Number').fill('2987 6543');
    await page.getByRole('textbox', { name: 'Email' }).fill('amani.kiptoo@e2e.example');
    // The bot check solves itself once the form has focus; the widget then shows it is verified.
    await expect
      .poll(
        () =>
          page
            .locator('altcha-widget')
            .evaluate((el) => (el as HTMLElement & { getState(): string }).getState()),
        {
          timeout: 30_000,
        },
      )
      .toBe('verified');
    await page.getByRole('button', { name: 'Request Activation' }).click();

    const dialog = page.getByRole('dialog', { name: 'Activate your account' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe('amani.kiptoo@e2e.example');
    const mail = await portal.mail.waitFor('amani.kiptoo@e2e.example', /activate your member account/);
    const code = mail.text.match(/activation code is (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByLabel('Activation Code').fill(code ?? '');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Activate#2026');
    await dialog.getByRole('textbox', { name: 'Confirm Password' }).fill('Activate#2026');
    await dialog.getByRole('button', { name: 'Activate' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome, AMANI CHEPKOECH KIPTOO', level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The member number now has an account: the search says so.
    const again = await portal.freshPage();
    await again.goto(`${portal.baseUrl}/activate`);
    await again
      .getByRole('dialog', { name: 'Disclaimer' })
      .getByRole('button', { name: 'Agree', exact: true })
      .click();
    await again.getByLabel('Membership Number').fill('E2E/001');
    await again.getByRole('button', { name: 'Search' }).click();
    await again.getByText('This membership number already has an account. Sign in instead.').waitFor();
  });
});

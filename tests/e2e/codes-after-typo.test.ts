import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noHorizontalScroll } from './support/forms';
import { type Portal, startPortal } from './support/portal';

// Issue 28 item 5, on a phone: a typo or a second try never leaves a person without a way to
// enter the code that was sent.

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

const PHONE = { width: 375, height: 740 };
const PASSWORD = 'Second#Try2026';

/** The bot check solves itself once the form has focus; the widget then shows it is verified. */
async function botCheckPassed(page: Page) {
  await expect
    .poll(
      () =>
        page
          .locator('altcha-widget')
          .evaluate((el) => (el as HTMLElement & { getState(): string }).getState()),
      { timeout: 30_000 },
    )
    .toBe('verified');
}

async function requestActivation(page: Page, idNumber: string) {
  await page.getByLabel('ID/Passport Number').fill(idNumber);
  await botCheckPassed(page);
  await page.getByRole('button', { name: 'Request Activation' }).click();
}

async function fillRegistration(page: Page, who: { email: string; phone: string; idNumber: string }) {
  await page.goto(`${portal.baseUrl}/register/Individual/GRADUATE`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone number').fill(who.phone);
  await page.getByLabel('ID or passport number').fill(who.idNumber);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  const declaration = page.getByRole('dialog', { name: 'Declaration' });
  // The body's declaration, when it has one, comes before the account exists.
  await declaration
    .getByRole('button', { name: 'Agree', exact: true })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
}

const codeIn = (text: string) => text.match(/verification code is (\d{6})/)?.[1] ?? '';

describe('codes after a typo, on a phone', () => {
  it('activation: a mistyped ID, then the right one, sends the code; closing its entry does not lose it', async () => {
    const page = await portal.freshPage(PHONE);
    await page.goto(`${portal.baseUrl}/activate?memberNo=${Buffer.from('G/2307').toString('base64')}`);
    await page
      .getByRole('dialog', { name: 'Disclaimer' })
      .getByRole('button', { name: 'Agree', exact: true })
      .click();
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('BRIAN');

    // A wrong ID gets the same answer as a right one (nothing tells a stranger which is which),
    // and no code goes out.
    await requestActivation(page, '33456721');
    const dialog = page.getByRole('dialog', { name: 'Activate your account' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The right ID a moment later is not told "a code was sent a moment ago": its code goes out.
    await requestActivation(page, '33456712');
    await dialog.waitFor();
    expect(await page.getByText(/sent a moment ago/).count()).toBe(0);
    const mail = await portal.mail.waitFor('brian.ruto@eik.example', /activate your member account/);
    const code = mail.text.match(/activation code is (\d{6})/)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(portal.mail.messages.filter((each) => each.to.includes('brian.ruto@eik.example')).length).toBe(1);

    // Closed by mistake: the page offers the way back to the code entry.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Enter the activation code' }).click();
    await dialog.waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('brian.ruto@eik.example');
    await dialog.getByLabel('Activation Code').fill(code);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await dialog.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /^Welcome, BRIAN/, level: 1 }).waitFor();
  }, 120_000);

  it('registering twice: the same e-mail and password lead back to the code; a new e-mail with the same phone gets its code by e-mail', async () => {
    const stamp = Date.now() % 1_000_000;
    const first = { email: `twice.${stamp}@example.com`, phone: '0745 123 987', idNumber: `3${stamp}1` };
    const page = await portal.freshPage(PHONE);
    await fillRegistration(page, first);
    await page.waitForURL('**/otp/**');
    const firstMail = await portal.mail.waitFor(first.email, /verify your account/);

    // The same details again a moment later: told the truth, with the way back to the code.
    await fillRegistration(page, first);
    const already = page.getByRole('alert').filter({ hasText: 'You have already registered' });
    await already.waitFor();
    await already.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await already.getByRole('link', { name: 'Enter the code' }).click();
    await page.waitForURL('**/otp/**');
    await page.getByLabel('Verification code').fill(codeIn(firstMail.text));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/initiate-profile');

    // Someone else on the same phone a moment later: the account is made and its code goes by e-mail.
    const second = { ...first, email: `twice.other.${stamp}@example.com`, idNumber: `4${stamp}2` };
    const other = await portal.freshPage(PHONE);
    await fillRegistration(other, second);
    await other.waitForURL('**/otp/**');
    await other.getByText('We have sent a 6-digit code to your e-mail.', { exact: false }).waitFor();
    const secondMail = await portal.mail.waitFor(second.email, /verify your account/);
    await other.getByLabel('Verification code').fill(codeIn(secondMail.text));
    await other.getByRole('button', { name: 'Verify OTP' }).click();
    await other.waitForURL('**/initiate-profile');
  }, 120_000);
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/contract/common';
import type { CaughtMail } from '../../src/server/test-support/mail-catcher';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD, type Portal, signIn, startPortal } from './support/portal';

let portal: Portal;
/** Registered (not verified) at the start, so the one-code-a-minute rule has passed by the last test. */
let unverified: { email: string; registeredAt: number };
beforeAll(async () => {
  portal = await startPortal();
  unverified = { email: (await registerByApi()).email, registeredAt: Date.now() };
});
afterAll(async () => {
  await portal?.stop();
});

const NEW_PASSWORD = 'Fresh#Start26';
let sequence = 0;
/** A fresh applicant per test: its own e-mail, phone and ID. */
function applicant(kind: string) {
  sequence += 1;
  const stamp = `${Date.now() % 1_000_000}${sequence}`;
  return {
    email: `${kind}.${stamp}@example.com`,
    phone: `07${String(10_000_000 + ((Date.now() + sequence) % 89_999_999)).slice(0, 8)}`,
    // Shaped as a KRA PIN (a letter, 9 digits, a letter), which a firm's must be and an individual's may be.
    idNumber: `A${stamp.padStart(9, '0').slice(-9)}B`,
  };
}

/** Waits for a message to `to` that arrived after `seen` messages to that address. */
async function nextMail(to: string, subject: RegExp, seen: number): Promise<CaughtMail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const matching = portal.mail.messages.filter(
      (mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject),
    );
    if (matching.length > seen) return matching.at(-1) as CaughtMail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No new mail to ${to} matching ${subject}`);
}
const mailCount = (to: string, subject: RegExp) =>
  portal.mail.messages.filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject))
    .length;

const codeIn = (mail: CaughtMail) => {
  const code = mail.text.match(/Your verification code is (\d{6})/)?.[1];
  if (!code) throw new Error(`No code in: ${mail.text}`);
  return code;
};
const linkIn = (mail: CaughtMail, path: string) => {
  const link = mail.text.match(new RegExp(`https?://\\S+${path}/[\\w-]+`))?.[0];
  if (!link) throw new Error(`No ${path} link in: ${mail.text}`);
  return link;
};

const verifySubject = /verify your account/;

/** From the login page through categories, signup and register to the Otp page. */
async function applyThroughForms(
  page: Page,
  tab: 'Individual' | 'Firm',
  category: string,
  who = applicant('ui'),
) {
  await page.getByRole('link', { name: 'Register As Member' }).click();
  await page.waitForURL('**/categories');
  if (tab === 'Firm') await page.getByRole('tab', { name: 'Firm' }).click();
  await page.getByRole('link', { name: `Select ${category}` }).click();
  await page.waitForURL('**/signup/**');
  await page.getByRole('heading', { name: category, level: 1 }).waitFor();
  await page.getByRole('list', { name: 'Requirements checklist' }).getByRole('listitem').first().waitFor();
  const next = page.getByRole('button', { name: 'Continue' });
  expect(await next.isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
  await next.click();
  await page.waitForURL('**/register/**');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone number').fill(who.phone);
  await page.getByLabel(tab === 'Firm' ? 'KRA PIN of the firm' : 'ID or passport number').fill(who.idNumber);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(NEW_PASSWORD);
  const seen = mailCount(who.email, verifySubject);
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Declaration' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Agree', exact: true }).click();
  await page.waitForURL('**/otp/**');
  return { who, seen };
}

async function enterCode(page: Page, code: string) {
  const verify = page.getByRole('button', { name: 'Verify OTP' });
  expect(await verify.isDisabled()).toBe(true);
  await page.getByLabel('Verification code').fill(code);
  await verify.click();
}

async function registerByApi(who = applicant('api'), category = 'GRADUATE') {
  const response = await fetch(`${portal.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: who.email,
      phone: who.phone,
      id_number: who.idNumber,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      category,
      type: 'Individual',
    }),
  });
  expect(response.status).toBe(200);
  return who;
}

describe('applying for membership', () => {
  it('an individual registers from /categories, verifies with the e-mailed code and lands signed in', async () => {
    const page = await portal.freshPage();
    const { who, seen } = await applyThroughForms(page, 'Individual', 'Graduate Member');
    await page.getByText(/We have sent a 6-digit code to \+254•+\d{3}/).waitFor();
    const mail = await nextMail(who.email, verifySubject, seen);
    await enterCode(page, codeIn(mail));
    await page.waitForURL('**/initiate-profile');
    await page.getByRole('heading', { name: 'Initial Profile', level: 1 }).waitFor();
    await page.getByRole('alert').filter({ hasText: messages.otpVerified }).waitFor();
    await page.getByText('Graduate Member').first().waitFor();
  });

  it('a firm registers from the Firm tab and lands on the firm profile', async () => {
    const page = await portal.freshPage();
    const { who, seen } = await applyThroughForms(
      page,
      'Firm',
      'Engineering Consulting Firm',
      applicant('firm'),
    );
    const mail = await nextMail(who.email, verifySubject, seen);
    await enterCode(page, codeIn(mail));
    await page.waitForURL('**/initiate-firm');
    await page.getByRole('heading', { name: 'Initial Firm Profile', level: 1 }).waitFor();
  });

  it('a wrong code and an early Resend OTP show the server messages; the right code still works', async () => {
    const page = await portal.freshPage();
    const { who, seen } = await applyThroughForms(page, 'Individual', 'Student Member');
    const mail = await nextMail(who.email, verifySubject, seen);
    await enterCode(page, '000000');
    await page.getByRole('alert').filter({ hasText: messages.otpInvalid }).waitFor();
    await expectAccessible(page, 'wrong one-time code');
    // The code went out moments ago, so the server asks to wait (429) and the page says so.
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await page.getByRole('alert').filter({ hasText: 'A code was sent a moment ago' }).waitFor();
    await page.getByLabel('Verification code').fill(codeIn(mail));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/initiate-profile');
  });

  it('the link in the e-mail verifies the account and signs it in', async () => {
    const who = await registerByApi();
    const mail = await nextMail(who.email, verifySubject, 0);
    const page = await portal.freshPage();
    await page.goto(linkIn(mail, '/verify'));
    await page.getByText(`Your account ${who.email} is verified and you are signed in.`).waitFor();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/initiate-profile');
    // The link works once.
    await page.goto(linkIn(mail, '/verify'));
    await page.waitForURL('**/initiate-profile'); // signed in now, so the visitor page sends the user home
    const other = await portal.freshPage();
    await other.goto(linkIn(mail, '/verify'));
    await other.getByRole('alert').filter({ hasText: messages.verificationFailed }).waitFor();
  });
});

describe('passwords and sessions', () => {
  it('forgot password: the e-mailed link sets a new password that then signs in', async () => {
    const email = 'applicant@eik.example';
    const page = await portal.freshPage();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('alert').filter({ hasText: messages.passwordResetSent }).waitFor();
    const mail = await nextMail(email, /reset your password/, 0);
    await page.goto(linkIn(mail, '/password'));
    await expectAccessible(page, 'password link from the e-mail');
    await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL(`${portal.baseUrl}/`);
    await page.getByText(messages.passwordResetDone).waitFor();
    await signIn(page, portal.baseUrl, email, DEMO_PASSWORD);
    await page.getByRole('alert').filter({ hasText: messages.invalidCredentials }).waitFor();
    await signIn(page, portal.baseUrl, email, NEW_PASSWORD);
    await page.waitForURL('**/initiate-profile');
  });

  it('inactivity signs the user out with the spec message (time-out shortened for the test)', async () => {
    const page = await portal.freshPage();
    await page.evaluate(() => localStorage.setItem('inactivity_timeout_ms', '2000'));
    await signIn(page, portal.baseUrl, 'member@eik.example');
    await page.waitForURL('**/dashboard');
    await page.waitForURL(`${portal.baseUrl}/`, { timeout: 15_000 });
    await page.getByText(messages.inactivityLogout).waitFor();
    await page.goto(`${portal.baseUrl}/dashboard`);
    await page.waitForURL('**/?redirect=%2Fdashboard');
  });

  it('account settings change the password and the notification preferences', async () => {
    const email = 'firm@eik.example';
    const page = await portal.freshPage({ width: 375, height: 740 });
    await signIn(page, portal.baseUrl, email);
    await page.waitForURL('**/initiate-firm');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await page.waitForURL('**/dashboard/Settings');
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await page.getByText(messages.passwordRequired).count()).toBe(2);
    await page.getByRole('textbox', { name: 'New Password' }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: messages.passwordChanged }).waitFor();

    const smsUpdates = page.getByRole('switch', { name: /^SMS updates/ });
    const before = await smsUpdates.isChecked();
    await smsUpdates.click({ force: true });
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByRole('alert').filter({ hasText: messages.settingSaved }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('switch', { name: /^SMS updates/ }).isChecked()).toBe(!before);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL(`${portal.baseUrl}/`);
    await signIn(page, portal.baseUrl, email, NEW_PASSWORD);
    await page.waitForURL('**/initiate-firm');
  });
});

describe('an account registered but never verified', () => {
  it('is offered Verify account at login and verifies with a new code', { timeout: 120_000 }, async () => {
    await nextMail(unverified.email, verifySubject, 0);
    const page = await portal.freshPage();
    await signIn(page, portal.baseUrl, unverified.email, NEW_PASSWORD);
    await page.getByRole('alert').filter({ hasText: messages.accountNotVerified }).waitFor();
    const waitLeft = unverified.registeredAt + 61_000 - Date.now();
    if (waitLeft > 0) {
      // Within a minute of the first code the server refuses another; the login page shows why.
      await page.getByRole('button', { name: 'Verify account' }).click();
      await page.getByRole('alert').filter({ hasText: 'A code was sent a moment ago' }).waitFor();
      await page.waitForTimeout(unverified.registeredAt + 61_000 - Date.now());
    }
    await page.getByRole('button', { name: 'Verify account' }).click();
    await page.waitForURL('**/otp/**');
    const mail = await nextMail(unverified.email, verifySubject, 1);
    await enterCode(page, codeIn(mail));
    await page.waitForURL('**/initiate-profile');
    await page.getByRole('alert').filter({ hasText: messages.otpVerified }).waitFor();
  });
});

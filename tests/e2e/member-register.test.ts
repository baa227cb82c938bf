import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionMessages } from '../../src/contract/subscription-messages';
import { importRegister, noHorizontalScroll } from './support/forms';
import { appTookOver, type Portal, signIn, startPortal } from './support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

const memberNo = 'E2E/2401';
const mistypedEmail = 'wanjiku.njeri@exmaple.com';
const rightEmail = 'wanjiku.njeri@e2e.example';
const register = [
  'member_no,first_name,second_name,last_name,id_number,email,phone,category,status',
  `${memberNo},Wanjiku,,Njeri,24012401,${mistypedEmail},,CORPORATE,Active`,
].join('\r\n');

/** A visitor searches the public Member Checker and answers how many members it found. */
async function checkerFinds(page: Page, term: string): Promise<string> {
  await page.goto(`${portal.baseUrl}/search/Search-list?term=${encodeURIComponent(term)}`);
  const found = page.getByText(/^(\d+ members? found|No members match your search\.)$/);
  await found.first().waitFor();
  return (await found.first().textContent()) ?? '';
}

/** The public card of the member: its status chip and good-standing chip, as the visitor reads them. */
async function publicChips(page: Page): Promise<string[]> {
  await page.goto(`${portal.baseUrl}/search/Search-list?term=${encodeURIComponent(memberNo)}`);
  await page.getByRole('link', { name: /WANJIKU NJERI/ }).click();
  await page.getByRole('heading', { level: 1, name: /WANJIKU NJERI/ }).waitFor();
  return page.getByTestId('member-status-chips').first().locator('.mantine-Badge-root').allTextContents();
}

describe('the register is the system of record (issue 24)', () => {
  it('staff import a member without an account, bill the period, fix their e-mail and suspend them; the public sees each change', async () => {
    const admin = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(admin, portal.baseUrl, 'admin@eik.example');
    await admin.waitForURL('**/admin/user-settings');

    // Import: one new member, with no portal account and a mistyped e-mail.
    await admin.goto(`${portal.baseUrl}/admin/member-register`);
    await appTookOver(admin);
    await importRegister(admin, register);
    await admin.getByText('1 accepted (1 added, 0 updated), 0 unchanged, 0 rejected.').waitFor();

    // Bill this year: the preview counts members without accounts, and the run bills them.
    const period = new Date().getFullYear();
    await admin.goto(`${portal.baseUrl}/admin/subscription-runs`);
    const figure = async (label: string) => {
      const value = admin.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
      await value.waitFor();
      return Number((await value.textContent())?.replace(/,/g, ''));
    };
    expect(await figure('Of them without an account')).toBeGreaterThan(0);
    const toBill = await figure('To bill now');
    const alreadyBilled = await figure('Already billed');
    await admin.getByRole('heading', { name: `Left out of ${period}` }).waitFor();
    await admin.getByRole('button', { name: 'Bill period' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Bill a period' });
    await confirm.getByText(`Bill ${toBill.toLocaleString('en-KE')} members for ${period}?`).waitFor();
    await confirm.getByRole('button', { name: 'Bill', exact: true }).click();
    await admin
      .getByText(subscriptionMessages.runFinished(toBill, alreadyBilled))
      .waitFor({ timeout: 60_000 });

    // The member without an account is told of the invoice, with a link to activate and pay.
    const notice = await portal.mail.waitFor(mistypedEmail, /subscription invoice/, 30_000);
    expect(notice.subject).toContain(subscriptionMessages.invoiceSubject(period));
    expect(notice.text).toContain('/activate?memberNo=');

    // Active, the invoice not yet due: the public sees the member in good standing.
    const visitor = await portal.context.newPage();
    await visitor.setViewportSize({ width: 375, height: 812 });
    expect(await publicChips(visitor)).toEqual(['Active', 'In good standing']);
    expect(await noHorizontalScroll(visitor)).toBeLessThanOrEqual(0);

    // Staff open the member from the register list.
    await admin.goto(`${portal.baseUrl}/admin/member-register`);
    await admin.getByRole('textbox', { name: 'Search' }).fill(memberNo);
    await admin.getByRole('link', { name: `${memberNo}, WANJIKU NJERI` }).click();
    await admin.waitForURL('**/admin/members/**');
    await admin.getByRole('heading', { level: 1, name: 'WANJIKU NJERI' }).waitFor();
    await admin.getByText('No portal account', { exact: false }).waitFor();
    await admin.getByRole('tab', { name: 'Money' }).click();
    await admin.getByText(`Annual subscription ${period}`).first().waitFor();

    // Fix the e-mail.
    await admin.getByRole('button', { name: 'Edit entry' }).click();
    const edit = admin.getByRole('dialog', { name: `Edit entry ${memberNo}` });
    await edit.getByLabel('E-mail').fill(rightEmail);
    await edit.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`The register entry of ${memberNo} was saved.`).waitFor();

    // Suspend, with a reason.
    await admin.getByRole('button', { name: 'Change status' }).click();
    const status = admin.getByRole('dialog', { name: 'Change status' });
    await status.getByLabel(/^New status/).selectOption('Suspended');
    await status.getByLabel(/^Reason/).fill('Suspended by the council pending a disciplinary hearing.');
    await status.getByRole('button', { name: 'Change status' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Change status' }).click();
    await admin.getByText(`${memberNo} is now Suspended.`).waitFor();
    await admin.getByRole('tab', { name: 'Overview' }).click();
    await admin.getByText('Suspended by the council pending a disciplinary hearing.').first().waitFor();

    // The public finds the member by the new e-mail, no longer by the old, and sees them suspended.
    await expect.poll(() => checkerFinds(visitor, rightEmail)).toBe('1 member found');
    expect(await checkerFinds(visitor, mistypedEmail)).not.toMatch(/found$/);
    expect(await publicChips(visitor)).toEqual(['Suspended', 'Not in good standing']);
    await visitor.screenshot({ path: '/tmp/member-card-suspended-375.png', fullPage: true });
    await admin.screenshot({ path: '/tmp/member-page-1280.png', fullPage: true });
  }, 180_000);
});

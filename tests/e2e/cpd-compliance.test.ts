import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodStandingReasons } from '../../src/contract/dashboard-messages';
import { standingLabel } from '../../src/contract/member-search';
import { currentYear } from '../../src/contract/portal-time';
import { noHorizontalScroll, onePagePdf } from './support/forms';
import { type Portal, signIn, startPortal } from './support/portal';

// Issue 30's journey: staff make CPD count for a category's good standing with a requirement for last
// year; the member, otherwise in good standing, is not, logs CPD with evidence, staff verify it, the
// audit draws the member, and the member is in good standing again.

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

const lastYear = currentYear() - 1;
const COURSE = 'Bridge design short course';

async function signedIn(email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await portal.freshPage(viewport);
  await signIn(page, portal.baseUrl, email);
  await page.waitForURL((url) => url.pathname !== '/');
  return page;
}

/** Mantine's Select is a combobox or a textbox depending on its options: either is the field. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope
    .getByRole('combobox', { name: label })
    .or(scope.getByRole('textbox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const standingTile = (page: Page) => page.getByRole('region', { name: 'Good Standing' });

describe('CPD compliance, from the rules to the member’s standing', () => {
  it('lets staff make last year’s CPD count for the Corporate Member category', async () => {
    const page = await signedIn('admin@eik.example');
    await page.goto(`${portal.baseUrl}/admin/categories`);
    const corporate = page.getByRole('region', { name: 'Corporate Member' });
    await corporate.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('switch', { name: /CPD counts for good standing/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await corporate.getByText('CPD counts for standing').waitFor();

    await page.goto(`${portal.baseUrl}/admin/cpd-rules`);
    await page.getByRole('button', { name: 'Add requirement' }).waitFor();
    await choose(page, page, 'CPD year', String(lastYear));
    await page.getByRole('button', { name: 'Add requirement' }).click();
    const requirement = page.getByRole('dialog');
    await choose(requirement, page, 'Category', 'Corporate Member');
    await requirement.getByRole('textbox', { name: 'Points a year' }).fill('20');
    await requirement.getByRole('textbox', { name: /Of which structured/ }).fill('5');
    await requirement.getByRole('button', { name: 'Save' }).click();
    await requirement.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: `31 Dec ${lastYear}` }).waitFor();
  }, 120_000);

  it('takes the member out of good standing for last year’s CPD once the arrears are paid', async () => {
    const page = await signedIn('member@eik.example');
    // Pay the overdue invoice first, so CPD is the only reason left.
    await page.getByRole('link', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL('**/checkout/**');
    await page.getByRole('textbox', { name: /M-Pesa phone number/ }).fill('0712 345678');
    await page.getByRole('button', { name: /^Pay KES/ }).click();
    await page
      .getByText(/Payment received/)
      .first()
      .waitFor({ timeout: 20_000 });

    await page.goto(`${portal.baseUrl}/dashboard`);
    await standingTile(page).getByText(goodStandingReasons.cpdNotMet).waitFor();
    await standingTile(page).getByText(standingLabel(false), { exact: true }).waitFor();
  }, 120_000);

  it('lets the member log last year’s course with its evidence and send it for verification', async () => {
    const page = await signedIn('member@eik.example');
    await page.goto(`${portal.baseUrl}/cpd?year=${lastYear}`);
    await page.getByText(`CPD year ${lastYear}`).waitFor();
    await page.getByRole('button', { name: 'Log CPD' }).click();
    const form = page.getByRole('dialog', { name: 'Log CPD' });
    await choose(form, page, 'Activity type', 'Courses');
    await form.getByRole('textbox', { name: 'Title' }).fill(COURSE);
    await form.getByRole('textbox', { name: 'Provider' }).fill('University of Nairobi');
    await form.getByRole('textbox', { name: 'Start date' }).fill(`${lastYear}-03-10`);
    await form.getByRole('textbox', { name: 'End date' }).fill(`${lastYear}-03-12`);
    await form.getByRole('textbox', { name: 'Hours' }).fill('12');
    await form
      .getByTestId('cpd-points-estimate')
      .getByText(/12 points under the Courses rules/)
      .waitFor();
    await form.getByRole('textbox', { name: 'Reflection' }).fill('Load combinations under the new annex.');
    await form.locator('input[type=file]').setInputFiles(await onePagePdf('attendance.pdf', 'Certificate'));
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Submit ${COURSE}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    const records = page.getByRole('table', { name: 'My CPD records' });
    await records.getByText('Awaiting verification', { exact: false }).waitFor();
    await records.getByRole('link', { name: `Evidence for ${COURSE} (opens in a new tab)` }).waitFor();
    // Submitted points are pending until verified: the requirement is not met yet.
    await page.getByTestId('cpd-pending').getByText('12').waitFor();
  }, 120_000);

  it('lets an approver verify the record from the queue', async () => {
    const page = await signedIn('approver@eik.example');
    await page.goto(`${portal.baseUrl}/admin/cpd-review`);
    await page.getByRole('button', { name: new RegExp(`^Verify ${COURSE} of JAMES`) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/is credited 12 point\(s\)/).waitFor();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('CPD record verified').first().waitFor();
    expect(await page.getByRole('button', { name: new RegExp(`^Verify ${COURSE}`) }).count()).toBe(0);
  }, 120_000);

  it('draws the member in last year’s audit and tells them by e-mail and on /cpd', async () => {
    const page = await signedIn('admin@eik.example');
    await page.goto(`${portal.baseUrl}/admin/cpd-audits`);
    await page.getByRole('button', { name: 'Draw an audit' }).click();
    await page.getByRole('textbox', { name: 'CPD year' }).fill(String(lastYear));
    await page.getByRole('textbox', { name: 'Share of members (%)' }).fill('100');
    await page.getByLabel('Evidence due by').fill(`${lastYear + 2}-01-31`);
    await page.getByRole('button', { name: 'Draw and notify' }).click();
    await page
      .getByText(/CPD audit drawn/)
      .first()
      .waitFor({ timeout: 30_000 });
    await page
      .getByRole('cell', { name: /JAMES.*M\/1007/ })
      .first()
      .waitFor();

    const mail = await portal.mail.waitFor('member@eik.example', /CPD audit/i, 60_000);
    expect(mail.text).toContain(`31 Jan ${lastYear + 2}`);

    const member = await signedIn('member@eik.example', { width: 375, height: 740 });
    await member.goto(`${portal.baseUrl}/cpd`);
    await member
      .getByRole('alert')
      .getByText(new RegExp(`selected for the ${lastYear} CPD audit.* by 31 Jan ${lastYear + 2}`))
      .waitFor();
    expect(await noHorizontalScroll(member)).toBeLessThanOrEqual(0);
  }, 180_000);

  it('puts the member back in good standing once the verified CPD meets the requirement', async () => {
    const page = await signedIn('member@eik.example');
    await page.goto(`${portal.baseUrl}/cpd?year=${lastYear}`);
    await page.getByText('Requirement met').waitFor();
    await page.goto(`${portal.baseUrl}/dashboard`);
    await standingTile(page).getByText(standingLabel(true), { exact: true }).waitFor();
    expect(await standingTile(page).getByText(goodStandingReasons.cpdNotMet).count()).toBe(0);
  }, 120_000);
});

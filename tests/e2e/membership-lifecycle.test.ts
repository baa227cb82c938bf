import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../src/server/test-support/pdf-text';
import { confirmDecision } from './support/decisions';
import { choose, noHorizontalScroll, onePagePdf } from './support/forms';
import { type Portal, signIn, startPortal } from './support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

/** Pays the checkout the page is on with M-Pesa in the sandbox, and waits to be sent on. */
async function payInSandbox(page: Page, landing: string) {
  await page.waitForURL('**/checkout/sandbox/**');
  await page.getByText('M-Pesa', { exact: true }).click();
  await page.getByLabel('M-Pesa phone number').fill('0712345678');
  await page.getByRole('button', { name: /^Pay (KES|Ksh)/ }).click();
  await page.waitForURL(`**${landing}`, { timeout: 30_000 });
}

/** The text of the PDF the page's Download button saves. */
async function downloadedPdfText(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return (await readPdf(Buffer.concat(chunks))).text;
}

/** An admin switches off every checklist rule of a category (the demo member's profile is thin). */
async function waiveChecklist(category: string) {
  const admin = await portal.freshPage();
  await signIn(admin, portal.baseUrl, 'admin@eik.example');
  await admin.waitForURL('**/admin/**');
  const listed = await admin.request.get(`${portal.baseUrl}/api/admin/checklist-rules?category=${category}`);
  const rules = (await listed.json()).data as { id: number; active: boolean }[];
  for (const rule of rules.filter((each) => each.active)) {
    const answer = await admin.request.post(`${portal.baseUrl}/api/admin/checklist-rules/update`, {
      data: { id: rule.id, active: false },
    });
    expect(answer.status()).toBe(200);
  }
}

describe('membership lifecycle', () => {
  it('a member pays this year’s subscription and downloads its certificate', async () => {
    const page = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(page, portal.baseUrl, 'member@eik.example');
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Subscription' }).click();
    await page.waitForURL('**/subscription');
    const year = String(new Date().getFullYear());
    expect(await page.getByRole('link', { name: `Certificate for ${year}` }).count()).toBe(0);
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Subscription card ${year}` }) })
      .getByRole('button', { name: 'Pay Now' })
      .click();
    await payInSandbox(page, '/dashboard');
    await page.getByText('Payment received').waitFor();

    await page.goto(`${portal.baseUrl}/subscription`);
    await page.getByRole('link', { name: `Certificate for ${year}` }).click();
    await page.waitForURL('**/subscription/certificate**');
    const text = await downloadedPdfText(page);
    expect(text).toContain('M/1007');
    expect(text).toContain(year);

    const phone = await portal.context.newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto(`${portal.baseUrl}/subscription`);
    await phone.getByRole('link', { name: `Receipt for ${year}` }).waitFor();
    expect(await noHorizontalScroll(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: '/tmp/subscription-375.png', fullPage: true });
    await phone.close();
  });

  it('a member applies for a practising licence, pays, and staff issue it after reading the scan', async () => {
    // The demo member's profile is thin: an admin lets the licence checklist of the category pass.
    await waiveChecklist('CORPORATE');
    const page = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(page, portal.baseUrl, 'member@eik.example');
    await page.waitForURL('**/dashboard');
    await page.goto(`${portal.baseUrl}/license`);
    await page.getByRole('link', { name: /^New/ }).click();
    await page.waitForURL('**/license/card**');
    expect(await page.getByLabel('Surname').inputValue()).toBe('KAMAU');
    const details: [string, string][] = [
      ['Address', 'P.O. Box 10000'],
      ['Phone', '071-234-5678'],
      ['E-mail', 'james.kamau@example.com'],
      ['Practice name', 'Kamau Civil Consultants'],
      ['Practice start date', '2020-02-01'],
      ['Postal address', '00100'],
      ['Physical address', 'Upper Hill, Nairobi'],
      ['Practice phone', '(020) 555-0100'],
      ['Practice e-mail', 'office@kamau.example'],
    ];
    // Required fields carry an asterisk in their label.
    const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
    for (const [label, value] of details) await field(label).fill(value);
    // Country, County and City come from the lookups (spec 3 §3).
    const lookups: [string, string][] = [
      ['Country', 'Kenya'],
      ['County', 'Nairobi'],
      ['City', 'Nairobi'],
    ];
    for (const [label, option] of lookups) {
      await choose(page, page, label, option);
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('tab', { name: 'Checklist', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('tab', { name: 'Declaration', selected: true }).waitFor();
    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('I agree to the declaration').check();
    await submit.click();
    await page.waitForURL('**/license/document/**');
    expect(await downloadedPdfText(page)).toContain('2007');

    // The signed form is uploaded from a phone: the page confirms it, shows the file and the next step.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.locator('input[type="file"]').setInputFiles(await onePagePdf('signed.pdf'));
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Signed application uploaded. Your proforma invoice is ready.').waitFor();
    await page.getByText('Signed application uploaded', { exact: true }).waitFor();
    await page.getByText(/^Next step: pay the proforma invoice /).waitFor();
    await page.getByRole('button', { name: /^Preview Signed application LA-/ }).waitFor();
    const payNow = page
      .getByRole('button', { name: 'Pay Now' })
      .or(page.getByRole('link', { name: 'Pay Now' }));
    const payBox = await payNow.first().boundingBox();
    expect(payBox !== null && payBox.x >= 0 && payBox.x + payBox.width <= 375).toBe(true);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Invoice' }).click();
    await page.waitForURL('**/license/license/**');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await payInSandbox(page, '/license');
    await page
      .getByRole('button', { name: 'Receipt' })
      .or(page.getByRole('link', { name: 'Receipt' }))
      .first()
      .waitFor();
    await page.screenshot({ path: '/tmp/licences-1280.png', fullPage: true });

    // Staff on a phone read the signed scan beside the list, then issue the licence.
    const staff = await portal.freshPage({ width: 375, height: 812 });
    await signIn(staff, portal.baseUrl, 'approver@eik.example');
    await staff.waitForURL('**/admin/**');
    await staff.goto(`${portal.baseUrl}/admin/licences`);
    await staff
      .getByRole('button', { name: /^Preview Signed scan/ })
      .first()
      .click();
    const preview = staff.getByRole('dialog', { name: /^Signed scan/ });
    await preview.getByRole('img', { name: /page 1 of 1/ }).waitFor();
    await preview.getByRole('button', { name: 'Download' }).waitFor();
    await staff.screenshot({ path: '/tmp/licence-scan-preview-375.png' });
    await staff.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await staff.getByRole('button', { name: 'Approve' }).first().click();
    const decision = staff.getByRole('dialog', { name: /^Approve LA-/ });
    await decision.getByText(/valid for twelve months/).waitFor();
    const override = decision.getByLabel(/Override reason/);
    if ((await override.count()) > 0) await override.fill('Standing confirmed with the finance office.');
    await decision.getByRole('button', { name: /^Issue/ }).click();
    const toast = staff.getByText(/LIC\/\d{4}\/\d+/).first();
    await toast.waitFor();
    const licenceNo = ((await toast.textContent()) ?? '').match(/LIC\/\d{4}\/\d+/)?.[0] ?? '';
    expect(licenceNo).not.toBe('');
    expect(await noHorizontalScroll(staff)).toBeLessThanOrEqual(0);
    await staff.screenshot({ path: '/tmp/licence-issued-375.png', fullPage: true });

    // The member sees the number and downloads the certificate that carries it.
    const member = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(member, portal.baseUrl, 'member@eik.example');
    await member.waitForURL('**/dashboard');
    await member.goto(`${portal.baseUrl}/license`);
    await member.getByText(licenceNo).first().waitFor();
    await member.getByRole('link', { name: 'Certificate' }).first().click();
    await member.waitForURL('**/license/certificate/**');
    expect(await downloadedPdfText(member)).toContain(licenceNo);
  }, 150_000);

  it('a member upgrades, pays, is approved and downloads the acceptance letter', async () => {
    await waiveChecklist('PROFESSIONAL');
    const page = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(page, portal.baseUrl, 'member@eik.example');
    await page.waitForURL('**/dashboard');
    await page.goto(`${portal.baseUrl}/upgrade/card`);
    await page
      .getByRole('link', { name: 'Select Professional Engineer' })
      .or(page.getByRole('button', { name: 'Select Professional Engineer' }))
      .first()
      .click();
    await page.waitForURL('**/upgrade/checklist/PROFESSIONAL');
    const next = page.getByRole('button', { name: 'Continue' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('I Confirm to upgrade').check();
    await next.click();
    await page
      .getByRole('dialog', { name: 'Submit Application ?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await page.waitForURL('**/upgrade');
    await page.getByText('Upgrade Application Submitted Successfully').waitFor();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await payInSandbox(page, '/dashboard');

    const staff = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(staff, portal.baseUrl, 'approver@eik.example');
    await staff.waitForURL('**/admin/review');
    await staff.goto(`${portal.baseUrl}/admin/upgrades`);
    const code =
      (await staff.getByRole('table', { name: 'Upgrade queue' }).getByRole('link').first().textContent()) ??
      '';
    await staff.getByRole('link', { name: code }).click();
    await staff.getByRole('button', { name: 'Move to committee review' }).click();
    await confirmDecision(staff, 'Move to committee review');
    await staff.getByRole('button', { name: 'Approve' }).click();
    await confirmDecision(staff, 'Approve');
    await staff.getByText('No further review steps.').waitFor();

    const member = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(member, portal.baseUrl, 'member@eik.example');
    await member.waitForURL('**/dashboard');
    await member.getByText('Professional Engineer').first().waitFor();
    await member.goto(`${portal.baseUrl}/upgrade`);
    await member
      .getByRole('link', { name: `Acceptance letter ${code}` })
      .or(member.getByRole('button', { name: `Acceptance letter ${code}` }))
      .first()
      .click();
    await member.waitForURL('**/upgrade/acceptance-letter/**');
    expect(await downloadedPdfText(member)).toContain('Professional Engineer');
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, makePng, noHorizontalScroll, pdfFile, saveDialog } from './support/forms';
import { appTookOver, type Portal, signIn, startPortal } from './support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

/** Opens a /profile tab and its Add dialog. */
async function openAdd(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add' });
  await dialog.waitFor();
  return dialog;
}

describe('firm profile', () => {
  it('the demo firm creates its initial firm profile and completes every firm section until the checklist reads 100%', async () => {
    const page = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(page, portal.baseUrl, 'firm@eik.example');
    await page.waitForURL('**/initiate-firm');
    await page.getByRole('heading', { name: 'Initial Firm Profile' }).waitFor();

    // Nothing filled: the dialog lists what failed.
    await page.getByRole('button', { name: 'Create Profile' }).click();
    const problems = page.getByRole('dialog', { name: 'Something went wrong' });
    await problems.getByText(/Name of Body/).waitFor();
    await problems.getByRole('button', { name: 'Try again' }).click();
    await problems.waitFor({ state: 'hidden' });

    // E-mail and PIN come from the account and cannot be changed here.
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    expect(await page.getByLabel('PIN Reg Number').isDisabled()).toBe(true);
    // Files are set straight on the inputs, which waits for nothing: the app must have the page.
    await appTookOver(page);
    await page
      .locator('input[type="file"][accept="image/png,image/jpeg"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(64, 64, false) });
    await page.getByLabel('Name of Body').fill('mjengo consulting engineers');
    await expect(page.getByLabel('Name of Body').inputValue()).resolves.toBe('MJENGO CONSULTING ENGINEERS');
    const fields: [string, string][] = [
      ['Mobile Number', '0712345678'],
      ['Telephone Number', '0202345678'],
      ['Fax Number', '0202345679'],
      ['VAT Reg Number', 'V0123456'],
      ['Address', '10000'],
      ['House Number', '12'],
      ['Block Number', 'B'],
      ['LR Number', '209/1234'],
      ['Street Name', 'Moi Avenue'],
      ['City', 'Nairobi'],
    ];
    for (const [label, value] of fields) await page.getByLabel(new RegExp(`^${label}( \\*)?$`)).fill(value);
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.waitForURL('**/dashboard');

    // A firm's profile opens on Firm Details.
    await page.goto(`${portal.baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Firm Details', selected: true }).waitFor();
    // Firm Details read as a summary until Edit.
    await page.getByText('MJENGO CONSULTING ENGINEERS').first().waitFor();
    expect(await page.getByRole('tab', { name: 'Contacts' }).count()).toBe(0);

    // A director of type Member needs a number that is in the member register.
    let dialog = await openAdd(page, 'Directors');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Brian Ruto');
    await dialog.getByRole('textbox', { name: 'ID/Passport Number' }).fill('33456712');
    await choose(dialog, page, 'Type', 'Member');
    await dialog.getByRole('textbox', { name: 'Professional Registration Number' }).fill('X/0000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('Professional Registration Number not found').waitFor();
    await dialog.getByRole('textbox', { name: 'Professional Registration Number' }).fill('G/2307');
    await saveDialog(page, dialog, 'Director added successfully');
    await page.getByText('BRIAN RUTO').waitFor();

    dialog = await openAdd(page, 'Shareholders');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Amina Hassan');
    await dialog.getByRole('textbox', { name: 'ID/Passport Number' }).fill('22334455');
    await choose(dialog, page, 'Type', 'Non Member');
    expect(await dialog.getByRole('textbox', { name: 'Professional Registration Number' }).count()).toBe(0);
    await dialog.getByRole('textbox', { name: 'Shares Held' }).fill('60');
    await saveDialog(page, dialog, 'Shareholder added successfully');

    dialog = await openAdd(page, 'Firm Employees');
    await choose(dialog, page, 'Type', 'Graduate engineers');
    await dialog.getByRole('textbox', { name: 'Count' }).fill('4');
    await saveDialog(page, dialog, 'Employee added successfully');

    dialog = await openAdd(page, 'Equipment/Facilities');
    await dialog.getByRole('textbox', { name: 'Name of Equipment' }).fill('Total station');
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Owned, serviced yearly');
    await dialog.locator('input[type="file"]').setInputFiles(pdfFile('receipt.pdf'));
    await saveDialog(page, dialog, 'Facility added successfully');

    dialog = await openAdd(page, 'Banker Details');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Kenya Commercial Bank');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('Moi Avenue, Nairobi');
    await saveDialog(page, dialog, 'Banker added successfully');

    dialog = await openAdd(page, 'Services');
    await dialog.getByRole('textbox', { name: 'Service' }).fill('Structural design');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Design of buildings and bridges');
    await saveDialog(page, dialog, 'Service added successfully');

    dialog = await openAdd(page, 'Attachments');
    await choose(dialog, page, 'Description', 'KRA PIN certificate');
    await dialog.locator('input[type="file"]').setInputFiles(pdfFile('pin.pdf'));
    await saveDialog(page, dialog, 'Attachment added successfully');

    await page.setViewportSize({ width: 375, height: 812 });
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/firm-profile-375.png', fullPage: true });

    await page.goto(`${portal.baseUrl}/checklist`);
    await page.getByText('100%').waitFor();
    expect(await page.getByLabel('Not passed').count()).toBe(0);
    await page.screenshot({ path: '/tmp/firm-checklist-375.png', fullPage: true });
  });
});

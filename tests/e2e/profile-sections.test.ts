import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { choose, noHorizontalScroll, openProfileSection, profileSectionShown } from './support/forms';
import { type Portal, signIn, startPortal } from './support/portal';

describe.each([
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
])('profile sections at $width px', (viewport) => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(async () => {
    await portal?.stop();
  });

  it('the member adds a Personal contact and a work experience, edits the contact and deletes the experience', async () => {
    const narrow = viewport.width < 768;
    const page = await portal.freshPage(viewport);
    await signIn(page, portal.baseUrl, 'member@eik.example');
    await page.waitForURL('**/dashboard');
    if (narrow) await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();

    // An individual member's profile opens on Bio, the first tab; both contact types can be added.
    await profileSectionShown(page, 'Bio');
    await openProfileSection(page, 'Contacts');
    await page.waitForURL('**/profile?tab=contacts');
    await page.getByText('No contacts yet. Add your personal and work contacts.').waitFor();
    await page.getByRole('button', { name: 'Add Personal Contact' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add' });
    await dialog.waitFor();

    // Save on an empty form lists the contract's messages next to the fields.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('E-mail is required').waitFor();
    await expectAccessible(page, 'section dialog with errors');
    await dialog.getByRole('textbox', { name: 'Address (P.O. Box)' }).fill('10-A');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Must be a number', { exact: true }).waitFor();

    await dialog.getByRole('textbox', { name: 'Email' }).fill('james.kamau@example.com');
    // Upper-cased as typed; phone fields keep digits only.
    await expect(dialog.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(
      'JAMES.KAMAU@EXAMPLE.COM',
    );
    await dialog.getByRole('textbox', { name: 'Phone No', exact: true }).fill('0712 345-678');
    await expect(dialog.getByRole('textbox', { name: 'Phone No', exact: true }).inputValue()).resolves.toBe(
      '0712345678',
    );
    await dialog.getByRole('textbox', { name: 'Address (P.O. Box)' }).fill('10000');
    await choose(dialog, page, 'County', 'Nairobi');
    await choose(dialog, page, 'City', 'Nairobi');
    await expect(dialog.getByRole('textbox', { name: 'Postal Code' }).inputValue()).resolves.toBe('00100');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('alert').getByText('Contact added successfully').waitFor();
    await page.getByText('JAMES.KAMAU@EXAMPLE.COM').waitFor();
    await page.getByText('P.O. Box 10000-00100 Nairobi, KE').waitFor();
    // One Personal contact at most: its Add button is gone, the Work one stays.
    expect(await page.getByRole('button', { name: 'Add Personal Contact' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add Work Contact' }).waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    // Edit: the dialog opens filled in, titled Edit.
    await page.getByRole('button', { name: 'Edit contact Personal' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit' });
    await expect(dialog.getByRole('textbox', { name: 'Postal Code' }).inputValue()).resolves.toBe('00100');
    await dialog.getByRole('textbox', { name: 'Alternative Phone No' }).fill('0722000111');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('alert').getByText('Contact updated successfully').waitFor();
    await page.getByText('0712345678, 0722000111').waitFor();

    // Switching tab clears the alert and keeps the tab in the address.
    await openProfileSection(page, 'Work Experience');
    await page.waitForURL('**/profile?tab=work-experience');
    expect(await page.getByText('Contact updated successfully').count()).toBe(0);
    await page.getByText('No work experience yet. Add the positions you have held.').waitFor();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Add' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Sector Year is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Name of Firm' }).fill('Athi Water Works');
    await choose(dialog, page, 'Sector', 'State Corporations and Parastatals');
    await dialog.getByRole('textbox', { name: 'Position Held' }).fill('Civil Engineer');
    await dialog.getByLabel('From Date').fill('2019-06-30');
    await dialog.getByLabel('To Date').fill('2019-01-01');
    await dialog.getByRole('textbox', { name: 'Responsibilities' }).fill('x'.repeat(101));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('End Date Cannot be before Start Date').waitFor();
    await dialog.getByText('Max 100 characters reached').waitFor();
    // A current position has no To Date.
    await dialog.getByRole('checkbox', { name: 'I currently work here' }).check();
    expect(await dialog.getByLabel('To Date').count()).toBe(0);
    await dialog.getByRole('textbox', { name: 'Responsibilities' }).fill('Design of water supply works');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('alert').getByText('Work experience added successfully').waitFor();
    await page.getByText('Athi Water Works').waitFor();
    // The table's To column, or the card's 'To:' line at phone width.
    await (narrow
      ? page.getByText(/^To:\s*Current$/)
      : page.getByRole('cell', { name: 'Current', exact: true })
    ).waitFor();
    await page.getByText('State Corporations and Parastatals').first().waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    // Delete asks first, in the spec's words.
    await page.getByRole('button', { name: 'Delete work experience Athi Water Works' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this work experience?' });
    await confirm.getByText('Are you sure you want to delete?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('alert').getByText('Work experience deleted successfully').waitFor();
    await page.getByText('No work experience yet. Add the positions you have held.').waitFor();

    // A reload keeps the tab; the contact is still there.
    await page.reload();
    await profileSectionShown(page, 'Work Experience');
    await openProfileSection(page, 'Contacts');
    await page.getByText('JAMES.KAMAU@EXAMPLE.COM').waitFor();
  });
});

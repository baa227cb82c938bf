import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noHorizontalScroll } from './support/forms';
import { type Portal, signIn, startPortal } from './support/portal';

// Issue 28, as a member on a phone: nothing typed is lost, every action is reachable at 375 px,
// money and dates tell the truth, the first view hydrates cleanly.

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

const PHONE = { width: 375, height: 740 };

async function memberOnPhone(): Promise<{ page: Page; pageErrors: string[] }> {
  const page = await portal.freshPage(PHONE);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, portal.baseUrl, 'member@eik.example');
  await page.waitForURL('**/dashboard');
  return { page, pageErrors };
}

/** True when the element is wholly inside the phone's screen, so it can be tapped without scrolling sideways. */
const insideScreen = async (page: Page, name: string) => {
  const box = await page.getByRole('button', { name, exact: true }).first().boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
};

describe('the member side on a phone', () => {
  it('keeps bio edits until saved or knowingly discarded', async () => {
    const { page } = await memberOnPhone();
    await page.goto(`${portal.baseUrl}/profile?tab=bio`);
    // The read-only bio is a summary of names, not greyed-out inputs.
    await page.getByText('Civil Engineering').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    const firstName = page.getByRole('textbox', { name: /^First Name/ });
    await firstName.fill('JAMIE');
    // Save and Cancel sit on screen without scrolling down to them.
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const saveBox = await save.boundingBox();
    expect(saveBox && saveBox.y + saveBox.height <= PHONE.height).toBe(true);

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(await firstName.inputValue()).toBe('JAMIE');

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    await page.reload();
    await page.getByText('JAMES', { exact: true }).waitFor();
    expect(await page.getByText('JAMIE').count()).toBe(0);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  }, 90_000);

  it('reaches every checklist action at 375 px and comes back to the upgrade checklist', async () => {
    const { page } = await memberOnPhone();
    await page.goto(`${portal.baseUrl}/checklist`);
    await page.getByRole('list', { name: 'Checklist items' }).waitFor();
    const first = page.getByRole('button', { name: /^Complete / }).first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    expect(await insideScreen(page, name)).toBe(true);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    await page.goto(`${portal.baseUrl}/upgrade/checklist/PROFESSIONAL`);
    // The phone's cards replace the wide table once the screen width is known: measure the cards.
    const cards = page.getByRole('list', { name: 'Checklist items' });
    await cards.waitFor();
    // Items already on the profile are done (their Complete is disabled): take one still to do.
    const complete = cards
      .getByRole('button', { name: /^Complete / })
      .and(page.locator(':enabled'))
      .first();
    await complete.waitFor();
    expect(await insideScreen(page, (await complete.getAttribute('aria-label')) ?? '')).toBe(true);
    await complete.click();
    await page.waitForURL('**/checklist/component/**');
    await page.getByRole('link', { name: /Back to checklist/ }).click();
    await page.waitForURL('**/upgrade/checklist/PROFESSIONAL');
  }, 90_000);

  it('never clips the arrears amount where four tiles share a row', async () => {
    for (const width of [1280, 1366]) {
      const page = await portal.freshPage({ width, height: 900 });
      await signIn(page, portal.baseUrl, 'member@eik.example');
      await page.waitForURL('**/dashboard');
      const tile = page.getByRole('region', { name: /Arrears/ });
      await tile.getByText(/KES/).first().waitFor();
      const clipped = await tile.evaluate((element) =>
        [element, ...element.querySelectorAll('*')].some((node) => node.scrollWidth > node.clientWidth + 1),
      );
      expect(clipped).toBe(false);
    }
    // The dashboard's next step opens the invoice it names, ready to pay.
    const page = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(page, portal.baseUrl, 'member@eik.example');
    const next = page.getByRole('region', { name: 'What to do next' });
    await next.getByText(/^Pay invoice INV-/).waitFor();
    await next
      .getByRole('link', { name: 'Pay now' })
      .or(next.getByRole('button', { name: 'Pay now' }))
      .click();
    await page.waitForURL('**/billing/invoice/**');
    await page.getByRole('img', { name: /page 1 of/ }).waitFor();
    await page.getByRole('button', { name: 'Pay Now' }).waitFor();
  }, 90_000);

  it('states money truthfully, checks the M-Pesa number and reads the invoice zoomed', async () => {
    const { page } = await memberOnPhone();
    await page.goto(`${portal.baseUrl}/billing`);
    await page
      .getByText(/^Overdue by \d+ days$/)
      .first()
      .waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    // The invoice PDF on a phone: fitted first, zoomed to read, the zoom scrolls inside its frame.
    await page
      .getByRole('button', { name: 'View Invoice' })
      .or(page.getByRole('link', { name: 'View Invoice' }))
      .last()
      .click();
    const canvas = page.getByRole('img', { name: /page 1 of/ });
    await canvas.waitFor();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('region', { name: 'Zoomed page, scroll to read' }).waitFor();
    await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(PHONE.width);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL('**/checkout/**');
    await page
      .getByRole('table', { name: /Order summary/ })
      .or(page.getByText('Order summary'))
      .first()
      .waitFor();
    const phone = page.getByRole('textbox', { name: /M-Pesa phone number/ });
    await phone.fill('12345');
    await page.getByRole('button', { name: /^Pay KES/ }).click();
    await page
      .getByText(/Enter a Kenyan mobile number/)
      .first()
      .waitFor();
    expect(page.url()).toContain('/checkout/');
    expect(
      await insideScreen(page, (await page.getByRole('button', { name: /^Pay KES/ }).textContent()) ?? ''),
    ).toBe(true);
    await phone.fill('0712 345678');
    await page.getByRole('button', { name: /^Pay KES/ }).click();
    await page
      .getByText(/Payment received/)
      .first()
      .waitFor({ timeout: 20_000 });
  }, 120_000);

  it('hydrates /events without an error and shows a designed tile for events without a picture', async () => {
    const { page, pageErrors } = await memberOnPhone();
    await page.goto(`${portal.baseUrl}/events`);
    await page.getByRole('button', { name: 'Book Now' }).first().waitFor();
    await page.waitForTimeout(500);
    expect(pageErrors).toEqual([]);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  }, 60_000);
});

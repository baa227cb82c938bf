import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { addPerson } from '../../src/server/features/member-search/test-support';
import { noHorizontalScroll } from './support/forms';
import { type Portal, startPortal } from './support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
  // The demo register is small: 23 more members share a surname, so their results take two pages.
  // No demo member is called MUTISYA, so the counts below are these 23 only.
  const { db, close } = openDatabase(portal.databaseUrl);
  try {
    for (let index = 1; index <= 23; index++)
      await addPerson(
        { db },
        {
          first: index === 1 ? 'AMANI' : `ZAWADI${String.fromCharCode(64 + index)}`,
          last: 'MUTISYA',
          gender: index % 2 ? 'Female' : 'Male',
          category: index <= 3 ? 'GRADUATE' : 'CORPORATE',
        },
      );
  } finally {
    await close();
  }
});
afterAll(async () => {
  await portal?.stop();
});

describe('the public Member Checker', () => {
  it('finds members by name, filters, pages and opens a card, without signing in', async () => {
    const page = await portal.freshPage({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Member Checker' }).first().click();
    await page.waitForURL('**/search/Search-list');

    const box = page.getByRole('searchbox', { name: 'Search the member register' });
    await box.fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Enter a member number, ID or passport number, e-mail or name to search.').waitFor();

    await box.fill('mutis');
    await box.press('Enter');
    await page.getByText('23 members found').waitFor();
    const pages = page.getByLabel('Result pages');
    await pages.getByRole('button', { name: '2' }).click();
    await page.waitForURL(/page=2/);
    const rows = page.getByRole('table', { name: 'Members found' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(1 + 3);

    await page.getByRole('combobox', { name: 'Category' }).selectOption('GRADUATE');
    await page.getByText('3 members found').waitFor();
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
    await page.getByText('2 members found').waitFor();

    // Names by words in any order and by prefix, whatever the case.
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await box.fill('mutisya am');
    await box.press('Enter');
    await page.getByText('1 member found').waitFor();
    await page.getByRole('link', { name: /AMANI/ }).click();
    await page.waitForURL('**/search/search-card/**');
    await page.getByRole('heading', { level: 1, name: /AMANI MUTISYA/ }).waitFor();
    const card = page.getByRole('article');
    expect(await card.textContent()).toContain('Active');
    expect(await card.textContent()).toContain('In good standing');
    expect(await card.textContent()).not.toContain('@test.example');

    const phone = await portal.context.newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
    // A register member without an account or profile (issue 24), found by member number.
    await phone.goto(`${portal.baseUrl}/search/Search-list?term=G%2F2307`);
    await phone.getByText('1 member found').waitFor();
    expect(await noHorizontalScroll(phone)).toBeLessThanOrEqual(0);
    await phone.getByRole('link', { name: /RUTO/ }).click();
    await phone.getByRole('heading', { level: 1, name: /BRIAN KIPCHUMBA RUTO/ }).waitFor();
    expect(await noHorizontalScroll(phone)).toBeLessThanOrEqual(0);
    await phone.close();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { upgradeMessages } from '../../../contract/upgrades';
import { renderPage } from '../../test-support/render';
import { data, stubApi } from '../../test-support/stub-api';
import { shownKes } from '../billing/test-entries';
import UpgradeCardsPage from './UpgradeCardsPage';
import UpgradePlanPage from './UpgradePlanPage';

afterEach(() => vi.restoreAllMocks());

describe('Upgrade cards (spec 3 §2.3)', () => {
  it("shows one card per plan with its amount, the two requirements and Select to the plan's checklist", async () => {
    stubApi({
      'GET upgrade/plans': () =>
        data([
          { ToCategory: 'PROFESSIONAL', ToCategoryDescription: 'Professional Engineer', Amount: 11000 },
          { ToCategory: 'CONSULTING', ToCategoryDescription: 'Consulting Engineer', Amount: 100000 },
        ]),
    });
    renderPage(<UpgradeCardsPage />, '/upgrade/card');
    const card = (await screen.findByRole('heading', { name: 'Upgrade to Professional Engineer' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText(shownKes(11000))).toBeTruthy();
    expect(within(card).getByText(upgradeMessages.requirementChecklist)).toBeTruthy();
    expect(within(card).getByText(upgradeMessages.requirementPayment)).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Select Professional Engineer' }).getAttribute('href'),
    ).toBe('/upgrade/checklist/PROFESSIONAL');
    expect(screen.getByRole('heading', { name: 'Upgrade to Consulting Engineer' })).toBeTruthy();
  });

  it('says so when no plan is open to the member', async () => {
    stubApi({ 'GET upgrade/plans': () => data([]) });
    renderPage(<UpgradeCardsPage />, '/upgrade/card');
    expect(await screen.findByText(upgradeMessages.noPlans)).toBeTruthy();
  });
});

describe('Upgrade plans', () => {
  it('lists the same plans as the cards, from the one server answer, each selecting its checklist', async () => {
    stubApi({
      'GET upgrade/plans': () =>
        data([
          { ToCategory: 'PROFESSIONAL', ToCategoryDescription: 'Professional Engineer', Amount: 11000 },
          { ToCategory: 'CONSULTING', ToCategoryDescription: 'Consulting Engineer', Amount: 100000 },
          { ToCategory: 'FELLOW', ToCategoryDescription: 'Fellow', Amount: 15000 },
        ]),
    });
    renderPage(<UpgradePlanPage />, '/upgrade/plan');
    await screen.findByText('Consulting Engineer');
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent)),
    ).toEqual([
      ['Professional Engineer', '11,000', 'enabled'],
      ['Consulting Engineer', '100,000', 'enabled'],
      ['Fellow', '15,000', 'enabled'],
    ]);
    expect(screen.getByRole('link', { name: 'Select Fellow' }).getAttribute('href')).toBe(
      '/upgrade/checklist/FELLOW',
    );
  });

  it('says so when no plan is open to the member', async () => {
    stubApi({ 'GET upgrade/plans': () => data([]) });
    renderPage(<UpgradePlanPage />, '/upgrade/plan');
    expect(await screen.findByText(upgradeMessages.noPlans)).toBeTruthy();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChecklistItem } from '../../../contract/checklist';
import { upgradeMessages } from '../../../contract/upgrades';
import { Providers } from '../../app/Providers';
import { bodiesSent, data, json, stubApi } from '../../test-support/stub-api';
import { ChecklistSection } from '../checklist/ChecklistComponentPage';
import { upgrade } from './test-upgrades';
import UpgradeChecklistPage from './UpgradeChecklistPage';
import UpgradesPage from './UpgradesPage';

afterEach(() => vi.restoreAllMocks());

const passed: ChecklistItem = { checkListType: 'PROFILE', description: 'Profile details', pass: true };
const missing: ChecklistItem = { checkListType: 'CV', description: 'Curriculum vitae', pass: false };
const plan = { ToCategory: 'PROFESSIONAL', ToCategoryDescription: 'Professional Engineer', Amount: 11000 };

function renderChecklist(items: ChecklistItem[], submitAnswer = () => data(upgrade())) {
  const spy = stubApi({
    'GET upgrade/checklist/PROFESSIONAL': () => data(items),
    'GET upgrade/plans': () => data([plan]),
    'POST upgrade/submit': submitAnswer,
    'GET upgrade': () => data([upgrade()]),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/upgrade', element: <UpgradesPage /> },
      { path: '/upgrade/checklist/:code', element: <UpgradeChecklistPage /> },
      { path: '/checklist/component/:name', element: <ChecklistSection name="CV" /> },
    ],
    { initialEntries: ['/upgrade/checklist/PROFESSIONAL'] },
  );
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return spy;
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const tick = () => fireEvent.click(screen.getByRole('checkbox', { name: upgradeMessages.confirmLabel }));

describe('Upgrade checklist (spec 3 §2.3, §5)', () => {
  it('counts the requirements and keeps Continue off while an item is missing, even when ticked', async () => {
    renderChecklist([passed, missing]);
    expect(await screen.findByText('1/2 requirement(s) complete')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Upgrade to Professional Engineer' })).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    tick();
    expect(continueButton().disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Complete Curriculum vitae' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(
      (screen.getByRole('button', { name: 'Complete Profile details' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('needs the confirmation ticked when every item passes', async () => {
    renderChecklist([passed]);
    expect(await screen.findByText('1/1 requirement(s) complete')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    tick();
    expect(continueButton().disabled).toBe(false);
  });

  it('asks in the dialog; Cancel sends nothing, Submit sends and returns to the list with a success alert', async () => {
    const spy = renderChecklist([passed]);
    await screen.findByText('1/1 requirement(s) complete');
    tick();
    fireEvent.click(continueButton());
    let dialog = await screen.findByRole('dialog', { name: 'Submit Application ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(spy, 'POST upgrade/submit')).toEqual([]);
    fireEvent.click(continueButton());
    dialog = await screen.findByRole('dialog', { name: 'Submit Application ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'My Upgrades' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(upgradeMessages.submitted);
    expect(bodiesSent(spy, 'POST upgrade/submit')).toEqual([
      { toCategory: 'PROFESSIONAL', amount: 11000, requestedDate: '' },
    ]);
  });

  it("shows the server's refusal and stays on the checklist", async () => {
    renderChecklist([passed], () => json({ message: upgradeMessages.alreadyPending }, 409));
    await screen.findByText('1/1 requirement(s) complete');
    tick();
    fireEvent.click(continueButton());
    const dialog = await screen.findByRole('dialog', { name: 'Submit Application ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(upgradeMessages.alreadyPending)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My Upgrades' })).toBeNull();
  });

  it('shows one card per item with its Complete on phones, and Back to checklist returns to this checklist', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never,
    );
    renderChecklist([passed, missing]);
    const cards = await screen.findByRole('list', { name: 'Checklist items' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(cards).getByRole('button', { name: 'Complete Curriculum vitae' }));
    const back = await screen.findByRole('link', { name: 'Back to checklist' });
    expect(back.getAttribute('href')).toBe('/upgrade/checklist/PROFESSIONAL');
  });
});

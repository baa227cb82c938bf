import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/messages';
import type { Category } from '../../../../contract/setup';
import { formatKes } from '../../../lib/format';
import { renderPage } from '../../../test-support/render';
import {
  bodiesSent,
  data,
  json,
  secretariat,
  settingsWithRegistration,
  stubApi,
} from '../../../test-support/stub-api';
import CategoriesPage from './CategoriesPage';

afterEach(() => vi.restoreAllMocks());

const category = (overrides: Partial<Category>): Category => ({
  Code: 'GRADUATE',
  Description: 'Graduate Member',
  categoryType: 'Individual',
  CanApply: true,
  entitled: false,
  charges: [
    { Charge_Item: 'SUBSCRIPTION', Currency_Code: 'KES', Amount_Including_VAT: 3000 },
    { Charge_Item: 'APPLICATION', Currency_Code: 'KES', Amount_Including_VAT: 2000 },
  ],
  ...overrides,
});

describe('categories page', () => {
  it('shows the categories open for application with the application fee and a Select link', async () => {
    stubApi({
      'GET admin/settings': settingsWithRegistration(true),
      'GET setup/categories': (_, url) =>
        data(
          url.searchParams.get('type') === 'Corporate'
            ? [
                category({
                  Code: 'FIRM',
                  Description: 'Engineering Consulting Firm',
                  categoryType: 'Corporate',
                }),
              ]
            : [category({}), category({ Code: 'FELLOW', Description: 'Fellow', CanApply: false })],
        ),
    });
    renderPage(<CategoriesPage />, '/categories');
    const card = (await screen.findByRole('heading', { name: 'Graduate Member' })).closest('article')!;
    expect(within(card as HTMLElement).getByText('Application fee')).toBeTruthy();
    expect(card.textContent).toContain(`${formatKes(2000)} incl. VAT`);
    expect(screen.queryByRole('heading', { name: 'Fellow' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Select Graduate Member' }).getAttribute('href')).toBe(
      '/signup/Individual/GRADUATE',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Firm' }));
    const select = await screen.findByRole('link', { name: 'Select Engineering Consulting Firm' });
    expect(select.getAttribute('href')).toBe('/signup/Corporate/FIRM');
  });

  it('says so when no category is open', async () => {
    stubApi({ 'GET setup/categories': () => data([category({ CanApply: false })]) });
    renderPage(<CategoriesPage />, '/categories');
    expect(await screen.findByText('No categories open')).toBeTruthy();
  });

  it("shows the server's message when the categories cannot be loaded", async () => {
    stubApi({ 'GET setup/categories': () => json({ message: 'Service unavailable' }, 503) });
    renderPage(<CategoriesPage />, '/categories');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Service unavailable'));
  });

  it('says at once that registration is closed when the setting is off, and lists no categories', async () => {
    const spy = stubApi({
      'GET admin/settings': settingsWithRegistration(false),
      'GET company/information': () => data(secretariat),
      'GET setup/categories': () => data([category({})]),
    });
    renderPage(<CategoriesPage />, '/categories');
    expect(await screen.findByRole('heading', { name: 'Registration is closed', level: 1 })).toBeTruthy();
    expect(screen.getByText(messages.registrationClosed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Activate Account' }).getAttribute('href')).toBe('/activate');
    expect((await screen.findByRole('link', { name: secretariat.email })).getAttribute('href')).toBe(
      `mailto:${secretariat.email}`,
    );
    expect(screen.getByRole('link', { name: secretariat.phone }).getAttribute('href')).toBe(
      'tel:+254200000000',
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(bodiesSent(spy, 'GET setup/categories')).toHaveLength(0);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpgradeReviewItem } from '../../../../contract/upgrades';
import { renderPage } from '../../../test-support/render';
import { data, stubApi } from '../../../test-support/stub-api';
import UpgradeQueuePage, { upgradeQueueViewLabels } from './UpgradeQueuePage';

afterEach(() => vi.restoreAllMocks());

const item: UpgradeReviewItem = {
  code: 'UPG-000001',
  memberName: 'Grace Wanjiru',
  memberNo: 'G/2401',
  email: 'grace@example.test',
  fromCategory: 'GRADUATE',
  toCategory: 'CORPORATE',
  fromCategoryDescription: 'Graduate Engineer',
  toCategoryDescription: 'Corporate Member',
  amount: 11000,
  status: 'Committee Review',
  submittedAt: '2026-03-02T09:30:00.000Z',
  paid: true,
};

function renderQueue(path = '/admin/upgrades') {
  const queries: string[] = [];
  stubApi({
    'GET review/upgrades': (_body, url) => {
      queries.push(url.search);
      return data([item]);
    },
  });
  renderPage(<UpgradeQueuePage />, path);
  return queries;
}

const status = () => screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement;

describe('the upgrade queue', () => {
  it('opens on the upgrades waiting for a decision', async () => {
    const queries = renderQueue();
    const table = await screen.findByRole('table', { name: 'Upgrade queue' });
    expect(within(table).getByText('Corporate Member')).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(queries.at(-1)))).toEqual({ view: 'waiting' });
    expect(status().value).toBe(upgradeQueueViewLabels.waiting);
  });

  it('takes a status or a view from the address and keeps the choice there', async () => {
    const queries = renderQueue('/admin/upgrades?status=Committee%20Review');
    await screen.findByRole('table', { name: 'Upgrade queue' });
    expect(Object.fromEntries(new URLSearchParams(queries.at(-1)))).toEqual({ status: 'Committee Review' });
    fireEvent.click(status());
    fireEvent.click(
      await screen.findByRole('option', { name: upgradeQueueViewLabels.finished, hidden: true }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(queries.at(-1)))).toEqual({ view: 'finished' }),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CpdProgress } from '../../../contract/cpd-points';
import { renderPage } from '../../test-support/render';
import { data, type Handler, json, stubApi } from '../../test-support/stub-api';
import { CpdPointsTile } from './DashboardTiles';

afterEach(() => vi.restoreAllMocks());

const progress = (overrides: Partial<CpdProgress> = {}): CpdProgress => ({
  year: 2026,
  category: 'MEM',
  requirement: { totalPoints: 50, minStructuredPoints: 0, dueDate: '2026-12-31' },
  earned: 32,
  pending: 4,
  structuredEarned: 32,
  unstructuredEarned: 0,
  stillNeeded: 18,
  structuredStillNeeded: 0,
  met: false,
  byType: [],
  byMonth: [],
  ...overrides,
});

function renderTile(memberNo: string | null, handlers: Record<string, Handler> = {}) {
  const spy = stubApi({
    'GET cpd_awards/points': () => data({ points: 40, currentYearPoints: 12, byYear: [] }),
    'GET cpd/progress': () => data(progress()),
    ...handlers,
  });
  renderPage(<CpdPointsTile memberNo={memberNo} />, '/dashboard');
  return spy;
}

const tile = () => screen.findByRole('region', { name: 'CPD Points' });

describe('the dashboard CPD tile', () => {
  it('shows this year against the requirement: earned of required, what is still needed and by when', async () => {
    const spy = renderTile('M-0042');
    const cpd = await tile();
    expect((await within(cpd).findByTestId('cpd-tile-requirement')).textContent).toBe(
      '32 of 50 points, 18 still needed by 31 Dec 2026',
    );
    expect(within(cpd).getByText('40 in all')).toBeTruthy();
    expect(spy.mock.calls.some(([input]) => /\/api\/cpd\/progress\?year=\d{4}$/.test(String(input)))).toBe(
      true,
    );
  });

  it('says when the requirement is met', async () => {
    renderTile('M-0042', {
      'GET cpd/progress': () => data(progress({ earned: 52, stillNeeded: 0, met: true })),
    });
    expect((await within(await tile()).findByTestId('cpd-tile-requirement')).textContent).toBe(
      '52 of 50 points, requirement met',
    );
  });

  it('shows the points alone when no requirement applies or progress cannot be read', async () => {
    renderTile('M-0042', {
      'GET cpd/progress': () => data(progress({ requirement: null, stillNeeded: 0, met: null })),
    });
    const cpd = await tile();
    expect(await within(cpd).findByText('40 in all')).toBeTruthy();
    expect(within(cpd).queryByTestId('cpd-tile-requirement')).toBeNull();
  });

  it('keeps the points when progress fails', async () => {
    renderTile('M-0042', { 'GET cpd/progress': () => json({ message: 'Server error' }, 500) });
    const cpd = await tile();
    expect(await within(cpd).findByText('40 in all')).toBeTruthy();
    expect(within(cpd).queryByTestId('cpd-tile-requirement')).toBeNull();
  });

  it('asks for no progress before the member number is known', async () => {
    const spy = renderTile(null);
    await tile();
    await waitFor(() =>
      expect(spy).not.toHaveBeenCalledWith(expect.stringContaining('cpd/progress'), expect.anything()),
    );
    expect(spy.mock.calls.some(([input]) => String(input).includes('cpd/progress'))).toBe(false);
  });
});

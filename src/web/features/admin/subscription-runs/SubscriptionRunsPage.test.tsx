import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type BillingPreview,
  type BillingRun,
  subscriptionMessages,
} from '../../../../contract/subscriptions';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../../test-support/stub-api';
import { durationOf } from './run-queries';
import SubscriptionRunsPage, { confirmQuestion } from './SubscriptionRunsPage';

afterEach(() => vi.restoreAllMocks());

const year = new Date().getFullYear();

const run = (overrides: Partial<BillingRun> = {}): BillingRun => ({
  id: 7,
  period: year,
  status: 'Running',
  total: 200,
  processed: 0,
  billed: 0,
  alreadyBilled: 0,
  startedBy: 'Portal Admin',
  startedAt: '2026-01-05T08:00:00.000Z',
  finishedAt: null,
  leftOut: [],
  ...overrides,
});

const preview = (period: number): BillingPreview => ({
  period,
  toBill: 180,
  toBillWithoutAccount: 137,
  alreadyBilled: 20,
  amount: 540_000,
  byCategory: [{ category: 'GRADUATE', members: 180, amount: 540_000 }],
  leftOut: [
    {
      reason: 'status',
      subject: 'Suspended',
      label: 'Status Suspended',
      count: 12,
      members: [{ memberNo: 'G/2307', name: 'BRIAN RUTO' }],
    },
  ],
});

const pastRun = run({
  id: 3,
  period: year - 1,
  status: 'Finished',
  processed: 150,
  total: 150,
  billed: 150,
  finishedAt: '2026-01-05T08:00:42.000Z',
});

describe('SubscriptionRunsPage', () => {
  it('bills the chosen period after confirming, shows the progress, then the summary', async () => {
    // The run as each poll finds it: halfway, then done.
    const polls = [
      run({ processed: 100 }),
      run({
        status: 'Finished',
        processed: 200,
        billed: 180,
        alreadyBilled: 20,
        finishedAt: '2026-01-05T08:00:03.500Z',
      }),
    ];
    const spy = stubApi({
      'GET admin/subscriptions/preview': () => data(preview(year)),
      'GET admin/subscriptions/runs': () => data([pastRun]),
      'POST admin/subscriptions/runs': () => data(run()),
      'GET admin/subscriptions/runs/7': () => data(polls.length > 1 ? polls.shift() : polls[0]),
    });
    renderPage(<SubscriptionRunsPage />, '/admin/subscription-runs');
    expect(screen.getByRole('heading', { name: 'Subscription Billing' })).toBeTruthy();
    expect(screen.getAllByDisplayValue(String(year)).length).toBeGreaterThan(0);

    // Before the run: who will be billed, and who is left out and why.
    expect(await screen.findByText('137')).toBeTruthy();
    expect(screen.getByText('Status Suspended')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bill period' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(confirmQuestion(year, 180))).toBeTruthy();
    expect(confirmQuestion(year, 180)).toBe(`Bill 180 members for ${year}?`);
    expect(bodiesSent(spy, 'POST admin/subscriptions/runs')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bill' }));

    await waitFor(() => expect(bodiesSent(spy, 'POST admin/subscriptions/runs')).toEqual([{ period: year }]));
    expect(await screen.findByText('0 of 200 members processed')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: `Billing progress of ${year}` })).toBeTruthy();
    expect(await screen.findByText('100 of 200 members processed', {}, { timeout: 3000 })).toBeTruthy();
    expect(
      await screen.findByText(subscriptionMessages.runFinished(180, 20), {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const summary = screen.getByRole('region', { name: `Billing of ${year}` });
    expect(within(summary).getByText('3.5 s')).toBeTruthy();
    expect(within(summary).getByText('180')).toBeTruthy();
    expect(within(summary).getByText('20')).toBeTruthy();
  }, 10_000);

  it('starts nothing when the confirmation is cancelled', async () => {
    const spy = stubApi({ 'GET admin/subscriptions/runs': () => data([]) });
    renderPage(<SubscriptionRunsPage />, '/admin/subscription-runs');
    fireEvent.click(screen.getByRole('button', { name: 'Bill period' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(spy, 'POST admin/subscriptions/runs')).toHaveLength(0);
  });

  it("shows the server's 409 message when the period is already being billed", async () => {
    stubApi({
      'GET admin/subscriptions/preview': () => data(preview(year)),
      'GET admin/subscriptions/runs': () => data([]),
      'POST admin/subscriptions/runs': () =>
        json({ message: subscriptionMessages.runAlreadyRunning(year) }, 409),
    });
    renderPage(<SubscriptionRunsPage />, '/admin/subscription-runs');
    fireEvent.click(screen.getByRole('button', { name: 'Bill period' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bill' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      subscriptionMessages.runAlreadyRunning(year),
    );
  });

  it('lists past runs and follows one still running when the page opens', async () => {
    stubApi({
      'GET admin/subscriptions/runs': () => data([run({ processed: 50 }), pastRun]),
      'GET admin/subscriptions/runs/7': () => data(run({ processed: 60 })),
    });
    renderPage(<SubscriptionRunsPage />, '/admin/subscription-runs');
    const table = await screen.findByRole('table', { name: 'Past runs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      String(year),
      String(year - 1),
    ]);
    expect(within(rows[1] as HTMLElement).getByText('42 s')).toBeTruthy();
    expect(await screen.findByText('60 of 200 members processed')).toBeTruthy();
  });

  it('reads how long a run took', () => {
    expect(durationOf({ startedAt: '2026-01-01T00:00:00Z', finishedAt: null })).toBeNull();
    expect(durationOf({ startedAt: '2026-01-01T00:00:00Z', finishedAt: '2026-01-01T00:00:04.25Z' })).toBe(
      '4.3 s',
    );
    expect(durationOf({ startedAt: '2026-01-01T00:00:00Z', finishedAt: '2026-01-01T00:03:05Z' })).toBe(
      '3 min 5 s',
    );
  });
});

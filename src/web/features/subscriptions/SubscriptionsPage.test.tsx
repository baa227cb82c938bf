import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeRouteText } from '../../../contract/route-values';
import type { Subscription } from '../../../contract/subscriptions';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../test-support/stub-api';
import SubscriptionsPage from './SubscriptionsPage';
import { company, paidSubscription, subscription } from './test-subscriptions';

afterEach(() => vi.restoreAllMocks());

/** Set once the body's short name has been answered, so a hidden Certificate is a decision, not a wait. */
let companyServed = false;

function renderList(subs: Subscription[], shortName = 'EIK') {
  companyServed = false;
  const spy = stubApi({
    'GET subs': () => data(subs),
    'GET company/information': () => {
      companyServed = true;
      return data(company(shortName));
    },
    'POST payments': () => data({ reference: 'ref-1', checkoutUrl: '/checkout/ref-1' }),
  });
  renderPage(<SubscriptionsPage />, '/subscription');
  return spy;
}

const rowOf = async (period: number) =>
  (await screen.findByRole('link', { name: `Subscription card ${period}` })).closest('tr') as HTMLElement;

/** The texts of the links and buttons in a row's Actions cell, in order. */
const actionsIn = (row: HTMLElement) =>
  Array.from(within(row).getAllByRole('cell').at(-1)?.querySelectorAll('a, button') ?? []).map(
    (element) => element.textContent,
  );

describe('SubscriptionsPage (spec 3 §2.4)', () => {
  it("shows 'My Subscriptions' with the spec's columns and Date Paid as the day, written as every date is", async () => {
    renderList([subscription(), paidSubscription]);
    expect(screen.getByRole('heading', { name: 'My Subscriptions' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'My Subscriptions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Period', 'Category', 'Status', 'Amount', 'Amount Paid', 'Date Paid', 'Actions']);
    const paidRow = await rowOf(2025);
    const cells = within(paidRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['2025', 'Member', 'Paid']);
    expect(cells[3]).toMatch(/5,000\.00$/);
    expect(cells[5]).toBe('14 Mar 2025');
  });

  it('says an unpaid or part-paid period past its due date is overdue, in red, never "Billed" (decision 0039)', async () => {
    renderList([
      subscription({ subsPeriod: 2027, dueDate: '2027-03-31', dueState: { kind: 'due', days: 5 } }),
      subscription({ subsPeriod: 2026, documentNo: 'INV-000102', dueState: { kind: 'overdue', days: 242 } }),
      subscription({
        subsPeriod: 2024,
        documentNo: 'INV-000103',
        status: 'Partly Paid',
        paid: true,
        paidAmount: 2000,
        recieptNo: 'RCT-000070',
        dueState: { kind: 'overdue', days: 1 },
      }),
      paidSubscription,
    ]);
    const statusOf = async (period: number) =>
      within(await rowOf(period)).getAllByRole('cell')[2] as HTMLElement;
    expect((await statusOf(2027)).textContent).toBe('Due in 5 days');
    const overdue = await statusOf(2026);
    expect(overdue.textContent).toBe('Overdue by 242 days');
    expect(within(overdue).getByText('Overdue by 242 days').getAttribute('style')).toContain('error');
    expect((await statusOf(2024)).textContent).toBe('Overdue by 1 dayPartly paid');
    expect((await statusOf(2025)).textContent).toBe('Paid');
    expect(screen.queryByText(/billed/i)).toBeNull();
  });

  // Each rule of spec 3 §2.4, through the contract's subscriptionActions, as the member sees it.
  const cases: { name: string; sub: Partial<Subscription>; shortName?: string; shown: string[] }[] = [
    { name: 'billed, nothing paid', sub: {}, shown: ['Invoice', 'Pay Now'] },
    {
      name: 'part paid with a receipt',
      sub: { status: 'Partly Paid', paid: true, paidAmount: 2000, recieptNo: 'RCT-000070' },
      shown: ['Invoice', 'Receipt', 'Pay Now'],
    },
    {
      name: 'fully paid with a receipt',
      sub: { status: 'Paid', paid: true, fullyPaid: true, paidAmount: 5000, recieptNo: 'RCT-000071' },
      shown: ['Invoice', 'Certificate', 'Receipt'],
    },
    {
      name: 'fully paid without a receipt number',
      sub: { status: 'Paid', paid: true, fullyPaid: true, paidAmount: 5000 },
      shown: ['Invoice', 'Certificate'],
    },
    {
      name: 'fully paid graduate',
      sub: { memberCategory: 'GRADUATE', paid: true, fullyPaid: true, recieptNo: 'RCT-000072' },
      shown: ['Invoice', 'Receipt'],
    },
    {
      name: 'fully paid at the ICS body',
      sub: { paid: true, fullyPaid: true, recieptNo: 'RCT-000073' },
      shortName: 'ICS',
      shown: ['Invoice', 'Receipt'],
    },
    { name: 'not billed, not paid', sub: { billed: false }, shown: ['Pay Now'] },
  ];

  it.each(cases)('offers exactly the allowed actions when $name', async ({ sub, shortName, shown }) => {
    renderList([subscription({ subsPeriod: 2020, ...sub })], shortName);
    const row = await rowOf(2020);
    await waitFor(() => expect(companyServed).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(actionsIn(row)).toEqual(shown);
  });

  it('links Invoice, Receipt and Certificate to their routes', async () => {
    renderList([paidSubscription]);
    const row = await rowOf(2025);
    expect((await within(row).findByRole('link', { name: 'Invoice for 2025' })).getAttribute('href')).toBe(
      `/billing/invoice/${encodeRouteText('INV-000050')}`,
    );
    expect(within(row).getByRole('link', { name: 'Receipt for 2025' }).getAttribute('href')).toBe(
      `/billing/receipt/${encodeRouteText('RCT-000050')}`,
    );
    const certificate = await within(row).findByRole('link', { name: 'Certificate for 2025' });
    expect(certificate.getAttribute('href')).toBe(
      '/subscription/certificate?profileID=PR-000007&subsPeriod=2025&memberCategory=MEMBER',
    );
  });

  it('pays the subscription invoice with Pay Now, coming back to /subscription', async () => {
    const spy = renderList([subscription(), paidSubscription]);
    expect(within(await rowOf(2025)).queryByRole('button', { name: 'Pay Now' })).toBeNull();
    fireEvent.click(within(await rowOf(2026)).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(bodiesSent(spy, 'POST payments')).toEqual([{ invoiceNo: 'INV-000101', from: '/subscription' }]),
    );
  });

  it('shows an empty state when there are no subscriptions', async () => {
    renderList([]);
    expect(await screen.findByText('No subscriptions yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's message when the list cannot be read, and stops loading", async () => {
    stubApi({ 'GET subs': () => json({ message: 'The ledger is offline.' }, 503) });
    renderPage(<SubscriptionsPage />, '/subscription');
    expect(screen.getByRole('status', { name: 'Loading subscriptions' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('The ledger is offline.');
    expect(screen.queryByRole('status', { name: 'Loading subscriptions' })).toBeNull();
  });

  it('stacks the subscriptions as cards at phone width', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      renderList([subscription(), paidSubscription]);
      const list = await screen.findByRole('list', { name: 'My Subscriptions' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(within(list).getAllByRole('button', { name: 'Pay Now' })).toHaveLength(1);
      expect(within(list).getByText('14 Mar 2025')).toBeTruthy();
      expect(within(list).getByText('Due in 30 days')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_CSV_MAX_ROWS, listMessages } from '../../../../contract/list-query';
import {
  type PostedPayment,
  type PostedPaymentsPage,
  postedPaymentMessages,
} from '../../../../contract/posted-payments';
import { encodeRouteText } from '../../../../contract/route-values';
import { renderPage } from '../../../test-support/render';
import { data, json, stubApi } from '../../../test-support/stub-api';
import PostedPaymentsPageView from './PostedPaymentsPage';
import { payment } from './test-support';

afterEach(() => vi.restoreAllMocks());

const pageOf = (items: PostedPayment[], page = 1, total = items.length): PostedPaymentsPage => ({
  items,
  total,
  page,
  pageSize: 25,
});

/** Each request's path with its query in name order: what was asked, whatever order it was written in. */
const sortedQuery = (address: string) => {
  const url = new URL(address, 'http://portal.test');
  url.searchParams.sort();
  return `${url.pathname}?${url.searchParams}`;
};
const urls = (spy: ReturnType<typeof stubApi>) => spy.mock.calls.map(([input]) => sortedQuery(String(input)));
const header = (table: HTMLElement, name: string) =>
  within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('PostedPaymentsPage', () => {
  it('lists payments with member, invoice, method, reference, amount and status; reversed rows download the credit note', async () => {
    const spy = stubApi({
      'GET admin/payments': () =>
        data(pageOf([payment(), payment({ receiptNo: 'RCT-000041', creditNoteNo: 'CRN-000003' })])),
    });
    renderPage(<PostedPaymentsPageView />, '/admin/payments');
    const table = await screen.findByRole('table', { name: 'Posted Payments' });
    const [, posted, reversed] = within(table).getAllByRole('row');
    expect(posted?.textContent).toContain(
      'RCT-0000422 Mar 2026Jane WanjikuM-0042INV-000007ChequeCheque:CHQ0012',
    );
    expect(posted?.textContent).toMatch(/4,000\.00Posted/);
    expect(within(posted as HTMLElement).getByRole('button', { name: 'Reverse RCT-000042' })).toBeTruthy();
    // Staff download the credit note here: the billing viewer pages are the member's own.
    fireEvent.click(
      within(reversed as HTMLElement).getByRole('button', { name: 'Download credit note CRN-000003' }),
    );
    await waitFor(() =>
      expect(urls(spy)).toContain(
        sortedQuery(`/api/billing/document/credit-note/${encodeRouteText('CRN-000003')}`),
      ),
    );
    expect(within(reversed as HTMLElement).queryByRole('button', { name: /Reverse/ })).toBeNull();
    expect(screen.getByText('2 payments')).toBeTruthy();
  });

  it('reads filter, sort and page from the address and sends them; headers say their order', async () => {
    const spy = stubApi({ 'GET admin/payments': () => data(pageOf([payment()], 2, 30)) });
    renderPage(
      <PostedPaymentsPageView />,
      '/admin/payments?search=jane&status=posted&sort=amount&dir=asc&page=2',
    );
    const table = await screen.findByRole('table', { name: 'Posted Payments' });
    expect(urls(spy)).toContain(
      sortedQuery('/api/admin/payments?page=2&sort=amount&dir=asc&search=jane&status=posted'),
    );
    expect(screen.getByLabelText(/^Search/)).toHaveProperty('value', 'jane');
    expect(header(table, 'Amount').getAttribute('aria-sort')).toBe('ascending');
    expect(header(table, 'Paid on').getAttribute('aria-sort')).toBe('none');
    expect(header(table, 'Method').getAttribute('aria-sort')).toBeNull();
  });

  it('sorts by a header (again: the other way), filters from page one and pages', async () => {
    const spy = stubApi({
      'GET admin/payments': (_body, url) =>
        data(pageOf([payment()], Number(url.searchParams.get('page')), 60)),
    });
    renderPage(<PostedPaymentsPageView />, '/admin/payments');
    let table = await screen.findByRole('table', { name: 'Posted Payments' });
    expect(header(table, 'Paid on').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header(table, 'Member')).getByRole('button'));
    await waitFor(() =>
      expect(urls(spy)).toContain(sortedQuery('/api/admin/payments?page=1&sort=member&dir=asc')),
    );
    table = await screen.findByRole('table', { name: 'Posted Payments' });
    fireEvent.click(within(header(table, 'Member')).getByRole('button'));
    await waitFor(() =>
      expect(urls(spy)).toContain(sortedQuery('/api/admin/payments?page=1&sort=member&dir=desc')),
    );

    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'Cash' } });
    fireEvent.change(screen.getByLabelText('Paid from'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(urls(spy)).toContain(
        sortedQuery('/api/admin/payments?page=1&sort=member&dir=desc&method=Cash&from=2026-01-01'),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() =>
      expect(urls(spy)).toContain(
        sortedQuery('/api/admin/payments?page=3&sort=member&dir=desc&method=Cash&from=2026-01-01'),
      ),
    );
  });

  it('downloads the CSV of the same filter without the page, and says when it is refused', async () => {
    const refusal = listMessages.tooManyRows(LIST_CSV_MAX_ROWS);
    const spy = stubApi({
      'GET admin/payments': () => data(pageOf([payment()], 2, 60)),
      'GET admin/payments/csv': () => json({ message: refusal }, 400),
    });
    renderPage(<PostedPaymentsPageView />, '/admin/payments?method=Cash&page=2');
    await screen.findByRole('table', { name: 'Posted Payments' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(urls(spy)).toContain(sortedQuery('/api/admin/payments/csv?sort=paidOn&dir=desc&method=Cash')),
    );
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('says when nothing matches, and shows cards with the order control on phones', async () => {
    stubApi({ 'GET admin/payments': () => data(pageOf([])) });
    renderPage(<PostedPaymentsPageView />, '/admin/payments');
    expect(await screen.findByText(postedPaymentMessages.noPayments)).toBeTruthy();
    vi.restoreAllMocks();

    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never,
    );
    stubApi({ 'GET admin/payments': () => data(pageOf([payment()])) });
    renderPage(<PostedPaymentsPageView />, '/admin/payments');
    const cards = await screen.findAllByRole('list', { name: 'Posted payments' });
    expect(within(cards.at(-1) as HTMLElement).getByText('RCT-000042')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByLabelText('Order')).toHaveProperty('value', 'paidOn:desc');
  });

  it('shows a loading state, then the server’s message when the list cannot be read', async () => {
    stubApi({ 'GET admin/payments': () => json({ message: 'You do not have access to this page' }, 403) });
    renderPage(<PostedPaymentsPageView />, '/admin/payments');
    expect(screen.getByLabelText('Loading posted payments')).toBeTruthy();
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
  });
});

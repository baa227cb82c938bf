import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Balance, LedgerEntry } from '../../../contract/money';
import { encodeRouteText } from '../../../contract/route-values';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../test-support/stub-api';
import BillingPage from './BillingPage';
import { openInvoice, paidInvoice, receipt, shownKes } from './test-entries';

afterEach(() => vi.restoreAllMocks());

const withoutDocument = { ...receipt, documentNo: 'RCT-000009', externalDocumentNo: '' };

/** GET billing/balance's answer: all of a positive balance past due unless told otherwise. */
const balanceAnswer = (balance: number, split: Partial<Omit<Balance, 'BalanceLCY'>> = {}): Balance => ({
  BalanceLCY: balance,
  overdueLCY: Math.max(balance, 0),
  notYetDueLCY: 0,
  nextDueDate: null,
  ...split,
});

function renderBilling(ledger = [paidInvoice, receipt, openInvoice], balance: number | Balance = 2500.25) {
  const spy = stubApi({
    'GET profile/ledger': () => data(ledger),
    'GET billing/balance': () => data(typeof balance === 'number' ? balanceAnswer(balance) : balance),
    'POST payments': () => data({ reference: 'ref-1', checkoutUrl: '/checkout/ref-1' }),
  });
  renderPage(<BillingPage />, '/billing');
  return spy;
}

const rowOf = async (documentNo: string) =>
  (await screen.findByText(documentNo)).closest('tr') as HTMLElement;

describe('BillingPage (spec 3 §2.6)', () => {
  it("shows 'My Transactions' and the 'My Statement' table with its columns", async () => {
    renderBilling();
    expect(screen.getByRole('heading', { name: 'My Transactions' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'My Statement' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Document No',
      'Document Type',
      'Description',
      'Amount',
      'Due Date',
      'Status',
      'Posting Date',
      'Balance',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'INV-000001',
      'RCT-000001',
      'INV-000002',
    ]);
  });

  it('shows amounts in KES with two decimals, receipts negative', async () => {
    renderBilling();
    const invoiceRow = await rowOf('INV-000002');
    // The amount, and the running balance after it (the same here).
    expect(within(invoiceRow).getAllByText(shownKes(5500.5))).toHaveLength(2);
    expect(shownKes(5500.5)).toMatch(/5,500\.50$/);
    expect(within(await rowOf('RCT-000001')).getByText(shownKes(-5000))).toBeTruthy();
    expect(within(invoiceRow).getByText('31 Mar 2026')).toBeTruthy();
  });

  it('links View Invoice and View Receipt to their document routes with base64 codes', async () => {
    renderBilling([paidInvoice, receipt, openInvoice, withoutDocument]);
    const invoiceView = within(await rowOf('INV-000001')).getByRole('link', { name: /View Invoice/ });
    expect(invoiceView.textContent).toBe('View Invoice');
    expect(invoiceView.getAttribute('href')).toBe(`/billing/invoice/${encodeRouteText('INV-000001')}`);
    const receiptView = within(await rowOf('RCT-000001')).getByRole('link', { name: /View Receipt/ });
    expect(receiptView.getAttribute('href')).toBe(`/billing/receipt/${encodeRouteText('RCT-000001')}`);
    expect(within(await rowOf('RCT-000009')).queryByRole('link')).toBeNull();
  });

  it('offers Pay Now only on invoices with something left to pay, returning to /billing', async () => {
    const spy = renderBilling();
    expect(within(await rowOf('INV-000001')).queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(within(await rowOf('RCT-000001')).queryByRole('button', { name: 'Pay Now' })).toBeNull();
    fireEvent.click(within(await rowOf('INV-000002')).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(bodiesSent(spy, 'POST payments')).toEqual([{ invoiceNo: 'INV-000002', from: '/billing' }]),
    );
  });

  it('shows the balance owed', async () => {
    renderBilling();
    const summary = await screen.findByRole('region', { name: 'Balance' });
    expect(await within(summary).findByText(shownKes(2500.25))).toBeTruthy();
  });

  it('shows no arrears and the credit when the balance is below zero', async () => {
    renderBilling([], -300);
    const summary = await screen.findByRole('region', { name: 'Balance' });
    expect(await within(summary).findByText('No arrears')).toBeTruthy();
    expect(within(summary).getByText(`Credit: ${shownKes(300)}`)).toBeTruthy();
  });

  it("states each invoice in words, leaves a receipt's due date blank and runs the balance", async () => {
    const dueSoon: LedgerEntry = {
      ...openInvoice,
      documentNo: 'INV-000003',
      externalDocumentNo: 'INV-000003',
      remainingAmtLCY: 300,
      amountLCY: 300,
      runningBalanceLCY: 5800.5,
      dueState: { kind: 'due', days: 21 },
    };
    renderBilling([paidInvoice, receipt, openInvoice, dueSoon]);
    const cells = async (documentNo: string) =>
      within(await rowOf(documentNo))
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s+/g, ' '));
    expect((await cells('INV-000001')).slice(4, 8)).toEqual([
      '31 Mar 2025',
      'Paid',
      '1 Jan 2025',
      shownKes(5000),
    ]);
    expect((await cells('RCT-000001')).slice(4, 8)).toEqual(['—', '—', '14 Feb 2025', shownKes(0)]);
    expect((await cells('INV-000002')).slice(5, 8)).toEqual([
      'Overdue by 240 days',
      '1 Jan 2026',
      shownKes(5500.5),
    ]);
    expect((await cells('INV-000003'))[5]).toBe('Due in 21 days');
  });

  it('counts only what is past due as arrears, and says what is not yet due apart', async () => {
    renderBilling(
      [openInvoice],
      balanceAnswer(2300, { overdueLCY: 0, notYetDueLCY: 2300, nextDueDate: '2026-12-19' }),
    );
    const summary = await screen.findByRole('region', { name: 'Balance' });
    expect(await within(summary).findByText('No arrears')).toBeTruthy();
    expect(within(summary).getByText(`${shownKes(2300)} not yet due (next due 19 Dec 2026)`)).toBeTruthy();
    expect(within(summary).queryByText('overdue')).toBeNull();
    expect(within(summary).queryByRole('link', { name: 'View statement' })).toBeNull();
  });

  it('says so when there is nothing on the statement', async () => {
    renderBilling([], 0);
    expect(await screen.findByText('No invoices or receipts yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a loading state, then the server message in an error alert', async () => {
    let fail: (response: Response) => void = () => {};
    stubApi({
      'GET profile/ledger': () =>
        new Promise<Response>((resolve) => {
          fail = resolve;
        }),
      'GET billing/balance': () => data(balanceAnswer(0)),
    });
    renderPage(<BillingPage />, '/billing');
    expect(await screen.findByRole('status', { name: 'Loading statement' })).toBeTruthy();
    fail(json({ message: 'The books are closed for audit.' }, 503));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The books are closed for audit.');
    expect(screen.queryByRole('status', { name: 'Loading statement' })).toBeNull();
  });

  it('stacks the entries as cards at phone width', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      renderBilling();
      const list = await screen.findByRole('list', { name: 'My Statement' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      expect(within(list).getByRole('button', { name: 'Pay Now' })).toBeTruthy();
      expect(within(list).getAllByRole('link', { name: /View/ })).toHaveLength(3);
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});

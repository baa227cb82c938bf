import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualPaymentMessages, type OpenInvoice } from '../../../../contract/manual-payments';
import { todayIso } from '../../../../contract/profile-sections/fields';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../../test-support/stub-api';
import ManualPaymentsPage from './ManualPaymentsPage';

afterEach(() => vi.restoreAllMocks());

const invoice = (overrides: Partial<OpenInvoice> = {}): OpenInvoice => ({
  invoiceNo: 'INV-000042',
  memberName: 'Jane Wanjiku',
  memberNo: 'M-0042',
  email: 'jane@example.org',
  purpose: 'Subscription Payment',
  totalLCY: 10_000,
  owedLCY: 6_000.5,
  dueDate: '2026-02-10',
  ...overrides,
});

const urls = (spy: ReturnType<typeof stubApi>) => spy.mock.calls.map(([input]) => String(input));

async function openDialog() {
  const table = await screen.findByRole('table', { name: 'Payments Posted by Hand' });
  fireEvent.click(within(table).getByRole('button', { name: 'Record payment for INV-000042' }));
  return screen.findByRole('dialog', { name: 'Record payment' });
}

describe('ManualPaymentsPage', () => {
  it('lists open invoices with member, purpose, total, what is owed and due date, and searches', async () => {
    const spy = stubApi({ 'GET admin/manual-payments/invoices': () => data([invoice()]) });
    renderPage(<ManualPaymentsPage />, '/admin/manual-payments');
    const table = await screen.findByRole('table', { name: 'Payments Posted by Hand' });
    const [, row] = within(table).getAllByRole('row');
    expect(row?.textContent).toContain('INV-000042Jane WanjikuM-0042 · jane@example.orgSubscription Payment');
    expect(row?.textContent).toContain('10 Feb 2026');
    expect(row?.textContent).toMatch(/6,000\.50/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: ' jane ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(urls(spy)).toContain('/api/admin/manual-payments/invoices?search=jane'));
  });

  it('shows cards on phones and says when nothing is open', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never,
    );
    stubApi({ 'GET admin/manual-payments/invoices': () => data([invoice()]) });
    renderPage(<ManualPaymentsPage />, '/admin/manual-payments');
    const cards = await screen.findByRole('list', { name: 'Open invoices' });
    expect(within(cards).getByText('INV-000042')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when no open invoice matches', async () => {
    stubApi({ 'GET admin/manual-payments/invoices': () => data([]) });
    renderPage(<ManualPaymentsPage />, '/admin/manual-payments');
    expect(await screen.findByText(manualPaymentMessages.noOpenInvoices)).toBeTruthy();
  });

  it('records a payment after confirming, prefilled with what is owed, and names the receipt', async () => {
    const spy = stubApi({
      'GET admin/manual-payments/invoices': () => data([invoice()]),
      'POST admin/manual-payments': () => json({ data: { receiptNo: 'RCT-000007' } }, 201),
    });
    renderPage(<ManualPaymentsPage />, '/admin/manual-payments');
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText(/Amount/)).toHaveProperty('value', '6,000.5');
    expect(within(dialog).getByLabelText(/Date received/)).toHaveProperty('value', todayIso());
    fireEvent.change(within(dialog).getByLabelText(/Method/), { target: { value: 'Cheque' } });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'CHQ 0012' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post payment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(confirm.textContent).toContain(manualPaymentMessages.confirm(6_000.5, 'INV-000042'));
    expect(bodiesSent(spy, 'POST admin/manual-payments')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Post payment' }));
    expect(await screen.findByText(manualPaymentMessages.posted('RCT-000007'))).toBeTruthy();
    expect(bodiesSent(spy, 'POST admin/manual-payments')).toEqual([
      {
        invoiceNo: 'INV-000042',
        amount: 6_000.5,
        method: 'Cheque',
        reference: 'CHQ 0012',
        paidOn: todayIso(),
      },
    ]);
  });

  it('refuses more than is owed and a short reference before sending anything', async () => {
    const spy = stubApi({ 'GET admin/manual-payments/invoices': () => data([invoice()]) });
    renderPage(<ManualPaymentsPage />, '/admin/manual-payments');
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '7000' } });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post payment' }));
    expect(await within(dialog).findByText(manualPaymentMessages.amountAboveOwed(6_000.5))).toBeTruthy();
    expect(within(dialog).getByText(manualPaymentMessages.referenceLength)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Please confirm' })).toBeNull();
    expect(bodiesSent(spy, 'POST admin/manual-payments')).toEqual([]);
  });

  it('shows the server’s refusal as a warning toast', async () => {
    const refusal = manualPaymentMessages.duplicateReference('Bank transfer', 'FT26AB');
    stubApi({
      'GET admin/manual-payments/invoices': () => data([invoice()]),
      'POST admin/manual-payments': () => json({ message: refusal }, 409),
    });
    renderPage(<ManualPaymentsPage />, '/admin/manual-payments');
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'ft26ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post payment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Post payment' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});

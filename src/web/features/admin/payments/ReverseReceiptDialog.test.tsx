import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postedPaymentMessages } from '../../../../contract/posted-payments';
import { formatKes } from '../../../lib/format';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../../test-support/stub-api';
import PostedPaymentsPageView from './PostedPaymentsPage';
import { payment } from './test-support';

afterEach(() => vi.restoreAllMocks());

const list = () => data({ items: [payment()], total: 1, page: 1, pageSize: 25 });

async function openDialog() {
  const table = await screen.findByRole('table', { name: 'Posted Payments' });
  fireEvent.click(within(table).getByRole('button', { name: 'Reverse RCT-000042' }));
  return screen.findByRole('dialog', { name: 'Reverse receipt RCT-000042' });
}

describe('ReverseReceiptDialog', () => {
  it('shows the receipt, member, amount, the invoice and purpose owed again, and what stays unlocked', async () => {
    stubApi({ 'GET admin/payments': list });
    renderPage(<PostedPaymentsPageView />, '/admin/payments');
    const dialog = await openDialog();
    expect(dialog.textContent).toContain(postedPaymentMessages.confirm('RCT-000042', 4_000));
    expect(dialog.textContent).toContain('Jane Wanjiku (M-0042)');
    const reopened = within(dialog).getByRole('list', { name: 'Invoices owed again' });
    expect(reopened.textContent).toContain(`INV-000007 · Subscription Payment · ${formatKes(4_000)}`);
    expect(dialog.textContent).toContain(postedPaymentMessages.unlockedStays);
  });

  it('requires a reason before anything is sent', async () => {
    const spy = stubApi({ 'GET admin/payments': list });
    renderPage(<PostedPaymentsPageView />, '/admin/payments');
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'too short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await within(dialog).findByText(postedPaymentMessages.reasonLength)).toBeTruthy();
    expect(bodiesSent(spy, 'POST admin/payments/RCT-000042/reverse')).toEqual([]);
  });

  it('reverses with the reason, closes and ends with a toast naming the credit note', async () => {
    const spy = stubApi({
      'GET admin/payments': list,
      'POST admin/payments/RCT-000042/reverse': () =>
        json(
          {
            data: {
              receiptNo: 'RCT-000042',
              creditNoteNo: 'CRN-000005',
              amountLCY: 4_000,
              reopened: ['INV-000007'],
            },
          },
          201,
        ),
    });
    renderPage(<PostedPaymentsPageView />, '/admin/payments');
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'The cheque bounced at the bank' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await screen.findByText(postedPaymentMessages.reversed('RCT-000042', 'CRN-000005'))).toBeTruthy();
    expect(bodiesSent(spy, 'POST admin/payments/RCT-000042/reverse')).toEqual([
      { reason: 'The cheque bounced at the bank' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Reverse receipt/ })).toBeNull());
  });

  it('keeps the dialog open with the server’s refusal as a toast (already reversed)', async () => {
    const refusal = postedPaymentMessages.alreadyReversed('RCT-000042', 'CRN-000001');
    stubApi({
      'GET admin/payments': list,
      'POST admin/payments/RCT-000042/reverse': () => json({ message: refusal }, 409),
    });
    renderPage(<PostedPaymentsPageView />, '/admin/payments');
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'The cheque bounced at the bank' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Reverse receipt RCT-000042' })).toBeTruthy();
  });
});

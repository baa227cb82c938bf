import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moneyMessages, type PaymentState } from '../../../contract/money';
import { encodeRouteText } from '../../../contract/route-values';
import { Providers } from '../../app/Providers';
import { data, stubApi } from '../../test-support/stub-api';
import PaymentReturnPage from './PaymentReturnPage';

afterEach(() => vi.restoreAllMocks());

const failed: PaymentState = {
  reference: 'PAY-9',
  status: 'Failed',
  invoiceNo: 'INV-000009',
  amount: 5800,
  receiptNo: null,
  paidAmount: null,
  successUrl: '/dashboard',
  failUrl: '/billing',
  failureReason: 'Request cancelled by user',
};

describe('PaymentReturnPage', () => {
  it('tells the payer that the payment failed, and why', async () => {
    stubApi({ 'GET payments/PAY-9': () => data(failed) });
    const router = createMemoryRouter(
      [
        { path: '/payment/return/:reference', element: <PaymentReturnPage /> },
        { path: '/billing', element: <p>Billing</p> },
      ],
      { initialEntries: ['/payment/return/PAY-9'] },
    );
    render(
      <Providers client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText(`${moneyMessages.paymentFailed}: Request cancelled by user`)).toBeTruthy();
    // Then back where the payment started.
    expect(await screen.findByText('Billing')).toBeTruthy();
  });

  it('tells the payer the payment was received, with its receipt one click away', async () => {
    stubApi({
      'GET payments/PAY-9': () =>
        data({
          ...failed,
          status: 'Succeeded',
          receiptNo: 'RCT-000012',
          paidAmount: 5800,
          failureReason: null,
        }),
    });
    const router = createMemoryRouter(
      [
        { path: '/payment/return/:reference', element: <PaymentReturnPage /> },
        { path: '/dashboard', element: <p>Dashboard</p> },
        { path: '/billing/receipt/:code', element: <p>Receipt page</p> },
      ],
      { initialEntries: ['/payment/return/PAY-9'] },
    );
    render(
      <Providers client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(await screen.findByText(/receipt RCT-000012/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'View receipt' });
    expect(link.getAttribute('href')).toBe(`/billing/receipt/${encodeRouteText('RCT-000012')}`);
    fireEvent.click(link);
    expect(await screen.findByText('Receipt page')).toBeTruthy();
  });
});

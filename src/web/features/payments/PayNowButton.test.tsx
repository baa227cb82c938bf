import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moneyMessages } from '../../../contract/money';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../test-support/stub-api';
import { PayNowButton } from './PayNowButton';

afterEach(() => vi.restoreAllMocks());

function renderButton(handler: Parameters<typeof stubApi>[0][string]) {
  const spy = stubApi({ 'POST payments': handler });
  renderPage(
    <Routes>
      <Route path="/billing" element={<PayNowButton invoiceNo="INV-000007" from="/billing" />} />
      <Route path="/checkout/sandbox/:reference" element={<p>Sandbox checkout open</p>} />
    </Routes>,
    '/billing',
  );
  return spy;
}

describe('PayNowButton', () => {
  it('starts the payment once, however often it is clicked, and opens the checkout', async () => {
    let answer: (response: Response) => void = () => {};
    const spy = renderButton(() => new Promise<Response>((resolve) => (answer = resolve)));
    const button = screen.getByRole('button', { name: 'Pay Now' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(bodiesSent(spy, 'POST payments')).toHaveLength(1));
    expect(bodiesSent(spy, 'POST payments')[0]).toEqual({ invoiceNo: 'INV-000007', from: '/billing' });
    answer(data({ reference: 'PAY-1', checkoutUrl: '/checkout/sandbox/PAY-1?payload=e30' }));
    expect(await screen.findByText('Sandbox checkout open')).toBeTruthy();
    expect(bodiesSent(spy, 'POST payments')).toHaveLength(1);
  });

  it('shows why the payment could not start and lets the payer try again', async () => {
    const spy = renderButton(() => json({ message: moneyMessages.alreadyPaid }, 409));
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(moneyMessages.alreadyPaid);
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(bodiesSent(spy, 'POST payments')).toHaveLength(2));
  });

  it('sends the browser to an external checkout address', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    renderButton(() => data({ reference: 'PAY-2', checkoutUrl: 'https://gateway.example/pay?x=1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://gateway.example/pay?x=1'));
  });
});

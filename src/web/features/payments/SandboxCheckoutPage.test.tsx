import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CheckoutPayload, moneyMessages, type PaymentState } from '../../../contract/money';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, stubApi } from '../../test-support/stub-api';
import PaymentReturnPage from './PaymentReturnPage';
import SandboxCheckoutPage, { decodePayload } from './SandboxCheckoutPage';

afterEach(() => vi.restoreAllMocks());

const payload: CheckoutPayload = {
  payerID: 'M-0042',
  sourceDocumentNo: 'INV-000007',
  description: 'Subscription Payment',
  amount: 5800,
  accountNo: '',
  success_url: '/dashboard',
  fail_url: '/billing',
};
const encoded = btoa(JSON.stringify(payload));
const pending: PaymentState = {
  reference: 'PAY-1',
  status: 'Pending',
  invoiceNo: 'INV-000007',
  amount: 5800,
  receiptNo: null,
  paidAmount: null,
  successUrl: '/dashboard',
  failUrl: '/billing',
  failureReason: null,
};

function renderCheckout(final: PaymentState) {
  let completed = false;
  const spy = stubApi({
    'GET payments/PAY-1': () => data(completed ? final : pending),
    'POST sandbox-checkout/PAY-1/complete': () => {
      completed = true;
      return data({ status: final.status });
    },
  });
  renderPage(
    <Routes>
      <Route path="/checkout/sandbox/:reference" element={<SandboxCheckoutPage />} />
      <Route path="/payment/return/:reference" element={<PaymentReturnPage />} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
      <Route path="/billing" element={<p>Billing page</p>} />
    </Routes>,
    `/checkout/sandbox/PAY-1?payload=${encodeURIComponent(encoded)}`,
  );
  return spy;
}

describe('sandbox checkout', () => {
  it('shows the payload, pays by M-Pesa and lands on the success page once the payment is received', async () => {
    const spy = renderCheckout({
      ...pending,
      status: 'Succeeded',
      receiptNo: 'RCT-000009',
      paidAmount: 5800,
    });
    expect(await screen.findByText('Subscription Payment')).toBeTruthy();
    expect(screen.getByText('INV-000007')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/M-Pesa phone number/), { target: { value: '0712345678' } });
    const pay = await screen.findByRole('button', { name: /^Pay (?!part)/ });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    expect(await screen.findByText('Dashboard page', {}, { timeout: 4000 })).toBeTruthy();
    expect(bodiesSent(spy, 'POST sandbox-checkout/PAY-1/complete')).toEqual([
      { result: 'pay', method: 'M-Pesa', phone: '0712345678' },
    ]);
  });

  it('fails a card payment and returns to where the payer started', async () => {
    const spy = renderCheckout({ ...pending, status: 'Failed' });
    await screen.findByText('Subscription Payment');
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.queryByLabelText('M-Pesa phone number')).toBeNull();
    const fail = screen.getByRole('button', { name: 'Fail' });
    await waitFor(() => expect((fail as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(fail);
    expect(await screen.findByText('Billing page', {}, { timeout: 4000 })).toBeTruthy();
    expect(bodiesSent(spy, 'POST sandbox-checkout/PAY-1/complete')).toEqual([
      { result: 'fail', method: 'Card' },
    ]);
  });

  it('pays part of the amount to try an underpayment', async () => {
    const spy = renderCheckout({ ...pending, status: 'Succeeded', paidAmount: 1000 });
    await screen.findByText('Subscription Payment');
    fireEvent.click(screen.getByRole('radio', { name: 'Credit' }));
    const partButton = screen.getByRole('button', { name: 'Pay part' }) as HTMLButtonElement;
    expect(partButton.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Pay part \(KES\)/), { target: { value: '1000' } });
    await waitFor(() => expect(partButton.disabled).toBe(false));
    fireEvent.click(partButton);
    await waitFor(() =>
      expect(bodiesSent(spy, 'POST sandbox-checkout/PAY-1/complete')).toEqual([
        { result: 'pay', method: 'Credit', amount: 1000 },
      ]),
    );
  });

  it('shows an order summary and what happens after Pay', async () => {
    renderCheckout({ ...pending, status: 'Succeeded' });
    const summary = await screen.findByRole('table', { name: 'Order summary' });
    expect(summary.textContent).toContain('Subscription Payment');
    expect(summary.textContent).toContain('INV-000007');
    expect(summary.textContent?.replace(/\s+/g, ' ')).toMatch(/Amount due.*5,800\.00/);
    expect(screen.getByTestId('next-step').textContent).toMatch(/prompt on your phone/);
  });

  it.each(['12345', '0202345678', '+14155550100'])(
    'refuses %s as the M-Pesa number and sends nothing',
    async (phone) => {
      const spy = renderCheckout({ ...pending, status: 'Succeeded' });
      await screen.findByText('Subscription Payment');
      fireEvent.change(screen.getByLabelText(/M-Pesa phone number/), { target: { value: phone } });
      const pay = screen.getByRole('button', { name: /^Pay (?!part)/ }) as HTMLButtonElement;
      await waitFor(() => expect(pay.disabled).toBe(false));
      fireEvent.click(pay);
      expect(await screen.findByText(moneyMessages.mpesaNumberInvalid)).toBeTruthy();
      expect(bodiesSent(spy, 'POST sandbox-checkout/PAY-1/complete')).toEqual([]);
    },
  );

  it('checks the card number (Luhn), expiry and CVC, then pays without sending the card', async () => {
    const spy = renderCheckout({ ...pending, status: 'Succeeded', receiptNo: 'RCT-1', paidAmount: 5800 });
    await screen.findByText('Subscription Payment');
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.getByText(/never sent to the portal or stored/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4242 4242 4242 4241' } });
    fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '01/20' } });
    fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '12' } });
    const pay = screen.getByRole('button', { name: /^Pay (?!part)/ }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    expect(await screen.findByText(moneyMessages.cardNumberInvalid)).toBeTruthy();
    expect(screen.getByText(moneyMessages.cardExpired)).toBeTruthy();
    expect(screen.getByText(moneyMessages.cardCvcInvalid)).toBeTruthy();
    expect(bodiesSent(spy, 'POST sandbox-checkout/PAY-1/complete')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '12/99' } });
    fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '123' } });
    fireEvent.click(pay);
    expect(await screen.findByText('Dashboard page', {}, { timeout: 4000 })).toBeTruthy();
    expect(bodiesSent(spy, 'POST sandbox-checkout/PAY-1/complete')).toEqual([
      { result: 'pay', method: 'Card' },
    ]);
  });

  it('reads only a well-formed payload', () => {
    expect(decodePayload(encoded)).toEqual(payload);
    expect(decodePayload('not base64 json')).toBeNull();
    expect(decodePayload(btoa('{"amount":"x"}'))).toBeNull();
    expect(decodePayload(null)).toBeNull();
  });
});

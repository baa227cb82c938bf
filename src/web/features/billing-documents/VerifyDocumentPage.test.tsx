import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingDocumentMessages } from '../../../contract/money';
import { Providers } from '../../app/Providers';
import VerifyDocumentPage from './VerifyDocumentPage';

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubVerify(response: () => Response) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).includes('/api/verify/') ? response() : json({ message: 'not stubbed' }, 404),
    );
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/verify/:type/:number', element: <VerifyDocumentPage /> }], {
    initialEntries: [path],
  });
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('/verify/:type/:number', () => {
  it('shows a genuine document with its number, date, amount, status and issuer', async () => {
    const spy = stubVerify(() =>
      json({
        data: {
          type: 'receipt',
          number: 'RCT-000001',
          date: '2025-02-14',
          amountLCY: 6000,
          status: 'Paid',
          issuer: 'Engineers Institute of Kenya',
        },
      }),
    );
    renderAt('/verify/receipt/RCT-000001');
    const card = await screen.findByTestId('genuine-document');
    expect(within(card).getByText(billingDocumentMessages.genuineDocument)).toBeTruthy();
    expect(within(card).getByText('RCT-000001')).toBeTruthy();
    expect(within(card).getByText('Paid')).toBeTruthy();
    expect(within(card).getByText('14 Feb 2025')).toBeTruthy();
    expect(card.textContent).toMatch(/6,000\.00/);
    expect(within(card).getByText('Engineers Institute of Kenya')).toBeTruthy();
    expect(String(spy.mock.calls[0]?.[0])).toContain('/api/verify/receipt/RCT-000001');
  });

  it("says 'No such document' for a number that was never issued", async () => {
    stubVerify(() => json({ message: billingDocumentMessages.noSuchDocument }, 404));
    renderAt('/verify/invoice/INV-999999');
    expect(await screen.findByTestId('no-such-document')).toBeTruthy();
    expect(screen.getByText(billingDocumentMessages.noSuchDocument)).toBeTruthy();
  });

  it('says No such document for an unknown type without asking the server', async () => {
    const spy = stubVerify(() => json({ data: null }));
    renderAt('/verify/statement/ST-1');
    expect(await screen.findByText(billingDocumentMessages.noSuchDocument)).toBeTruthy();
    expect(spy.mock.calls.some(([url]) => String(url).includes('/api/verify/'))).toBe(false);
  });

  it("shows the server's message when this address checked too often", async () => {
    stubVerify(() => json({ message: billingDocumentMessages.tooManyChecks }, 429));
    renderAt('/verify/invoice/INV-000001');
    expect((await screen.findByRole('alert')).textContent).toContain(billingDocumentMessages.tooManyChecks);
  });
});

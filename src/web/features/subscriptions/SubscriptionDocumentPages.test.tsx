import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeRouteText } from '../../../contract/route-values';
import { subscriptionMessages } from '../../../contract/subscriptions';
import { Providers } from '../../app/Providers';
import { bodiesSent, data, json, stubApi } from '../../test-support/stub-api';
import SubscriptionCardPage from './SubscriptionCardPage';
import SubscriptionCertificatePage, { certificateFileName } from './SubscriptionCertificatePage';
import SubscriptionDocumentPage from './SubscriptionDocumentPage';
import { company, paidSubscription, subscription } from './test-subscriptions';

// jsdom draws nothing on a canvas, so pdf.js stays out: what the pages ask for is what is tested.
const renderer = vi.hoisted(() => ({ loadPdf: vi.fn() }));
vi.mock('../../components/pdf-renderer', () => ({ loadPdf: renderer.loadPdf }));
const download = vi.hoisted(() => ({ downloadPdf: vi.fn() }));
vi.mock('../../components/pdf-download', async (original) => ({
  ...(await original<typeof import('../../components/pdf-download')>()),
  downloadPdf: download.downloadPdf,
}));

const pdfBase64 = btoa('%PDF-1.7 a test document');

beforeEach(() => {
  renderer.loadPdf.mockResolvedValue({ pageCount: 2, renderPage: vi.fn(async () => {}), destroy: vi.fn() });
});
afterEach(() => {
  vi.restoreAllMocks();
  download.downloadPdf.mockReset();
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/subscription/document/:code', element: <SubscriptionDocumentPage /> },
      { path: '/subscription/certificate', element: <SubscriptionCertificatePage /> },
      { path: '/subscription/card/:code?', element: <SubscriptionCardPage /> },
      { path: '/subscription', element: <h1>My Subscriptions</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('/subscription/document/:code (spec 3 §2.4)', () => {
  it('shows the invoice of the base64 code page by page and downloads it as {code}.pdf', async () => {
    const code = encodeRouteText('INV-000101');
    const spy = stubApi({ [`GET subs/proforma/${code}`]: () => data(pdfBase64) });
    renderAt(`/subscription/document/${code}`);
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(bodiesSent(spy, `GET subs/proforma/${code}`)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(download.downloadPdf).toHaveBeenCalledWith(pdfBase64, 'INV-000101.pdf');
  });

  it("shows the server's message with Back when the invoice is refused", async () => {
    const code = encodeRouteText('INV-999999');
    stubApi({ [`GET subs/proforma/${code}`]: () => json({ message: 'Subscription not found.' }, 404) });
    const router = renderAt(`/subscription/document/${code}`);
    expect((await screen.findByRole('alert')).textContent).toContain('Subscription not found.');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });
});

describe('/subscription/certificate (spec 3 §2.4)', () => {
  it('asks POST subs/certificate with the three query parameters and offers the download', async () => {
    const spy = stubApi({ 'POST subs/certificate': () => data(pdfBase64) });
    renderAt('/subscription/certificate?profileID=PR-000007&subsPeriod=2025&memberCategory=MEMBER');
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(bodiesSent(spy, 'POST subs/certificate')).toEqual([
      { profileID: 'PR-000007', subsPeriod: 2025, memberCategory: 'MEMBER' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(download.downloadPdf).toHaveBeenCalledWith(pdfBase64, certificateFileName(2025));
  });

  it("shows the server's refusal as an error alert", async () => {
    stubApi({
      'POST subs/certificate': () => json({ message: subscriptionMessages.certificateNotAvailable }, 409),
    });
    renderAt('/subscription/certificate?profileID=PR-000007&subsPeriod=2026&memberCategory=MEMBER');
    expect((await screen.findByRole('alert')).textContent).toContain(
      subscriptionMessages.certificateNotAvailable,
    );
  });

  it('asks nothing when a parameter is missing', async () => {
    const spy = stubApi({ 'POST subs/certificate': () => data(pdfBase64) });
    renderAt('/subscription/certificate?profileID=PR-000007&subsPeriod=2026');
    expect((await screen.findByRole('alert')).textContent).toContain(
      subscriptionMessages.subscriptionNotFound,
    );
    expect(bodiesSent(spy, 'POST subs/certificate')).toHaveLength(0);
  });
});

describe('/subscription/card/:code? (spec 3 §2.4)', () => {
  const stubSubs = () =>
    stubApi({
      'GET subs': () => data([subscription(), paidSubscription]),
      'GET company/information': () => data(company('EIK')),
    });

  it('shows the latest subscription without a code', async () => {
    stubSubs();
    renderAt('/subscription/card');
    expect(screen.getByRole('heading', { name: 'Subscription Card' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Subscription 2026' });
    expect(within(card).getByText('INV-000101')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('shows the subscription whose invoice the code names, with its PDF and certificate', async () => {
    stubSubs();
    renderAt(`/subscription/card/${encodeRouteText('INV-000050')}`);
    const card = await screen.findByRole('region', { name: 'Subscription 2025' });
    expect(within(card).getByText('RCT-000050')).toBeTruthy();
    expect(within(card).getByText('14 Mar 2025')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View invoice PDF' }).getAttribute('href')).toBe(
      `/subscription/document/${encodeRouteText('INV-000050')}`,
    );
    expect(await within(card).findByRole('link', { name: 'Certificate for 2025' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('says so when no subscription has that invoice', async () => {
    stubSubs();
    renderAt(`/subscription/card/${encodeRouteText('INV-404')}`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      subscriptionMessages.subscriptionNotFound,
    );
  });
});

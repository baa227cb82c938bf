import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moneyMessages } from '../../../contract/money';
import { encodeRouteText } from '../../../contract/route-values';
import { Providers } from '../../app/Providers';
import { pdfViewerMessages } from '../../components/PdfViewer';
import DocumentPage from './DocumentPage';
import InvoicePage from './InvoicePage';
import ReceiptPage from './ReceiptPage';

// jsdom draws nothing on a canvas, so pdf.js stays out: the viewer's logic is what is tested here.
const renderer = vi.hoisted(() => ({
  renderPage: vi.fn(async () => {}),
  loadPdf: vi.fn(),
}));
vi.mock('../../components/pdf-renderer', () => ({ loadPdf: renderer.loadPdf }));

type Handler = () => Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const pdfBase64 = btoa('%PDF-1.7 a test document');
const invoiceCode = encodeRouteText('INV-000002');
const receiptCode = encodeRouteText('RCT-000001');

function stubApi(handlers: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const key = Object.keys(handlers).find((path) => url.includes(`/api/${path}`));
    return key ? (handlers[key] as Handler)() : json({ message: 'not stubbed' }, 404);
  });
}

const summary = (
  payable: boolean,
  dueState = payable ? { kind: 'due', days: 5 } : { kind: 'paid', days: 0 },
) => ({
  invoiceNo: 'INV-000002',
  documentDate: '2026-01-01',
  totalLCY: 6000,
  paidLCY: payable ? 0 : 6000,
  balanceDueLCY: payable ? 6000 : 0,
  payable,
  dueDate: '2026-05-09',
  dueState,
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/billing/invoice/:code', element: <InvoicePage /> },
      { path: '/billing/receipt/:code', element: <ReceiptPage /> },
      { path: '/billing/document/:type/:code', element: <DocumentPage /> },
      { path: '/billing', element: <h1>My Transactions</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** The file name the Download button saves under. */
function captureDownloads() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 4, 4, 10, 0, 0));
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
  renderer.renderPage.mockClear();
  renderer.loadPdf.mockReset();
  renderer.loadPdf.mockResolvedValue({ pageCount: 2, renderPage: renderer.renderPage, destroy: vi.fn() });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/billing/invoice/:code', () => {
  it('shows the invoice PDF fetched with the code and downloads it as INVOICE-{today}.pdf', async () => {
    const spy = stubApi({
      'billing/proforma/': () => json({ data: pdfBase64 }),
      'billing/invoice-summary/': () => json({ data: summary(true) }),
    });
    renderAt(`/billing/invoice/${invoiceCode}`);
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(spy.mock.calls.some(([url]) => String(url).endsWith(`/api/billing/proforma/${invoiceCode}`))).toBe(
      true,
    );
    expect(renderer.renderPage).toHaveBeenCalledWith(1, expect.any(HTMLCanvasElement), expect.any(Number));
    const downloads = captureDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloads).toEqual(['INVOICE-2026-05-04.pdf']);
  });

  it('turns pages with Next and Previous', async () => {
    stubApi({
      'billing/proforma/': () => json({ data: pdfBase64 }),
      'billing/invoice-summary/': () => json({ data: summary(false) }),
    });
    renderAt(`/billing/invoice/${invoiceCode}`);
    await screen.findByText('Page 1 of 2');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() =>
      expect(renderer.renderPage).toHaveBeenLastCalledWith(2, expect.anything(), expect.anything()),
    );
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens fitted to the width and zooms in steps, so a phone can read the page', async () => {
    stubApi({
      'billing/proforma/': () => json({ data: pdfBase64 }),
      'billing/invoice-summary/': () => json({ data: summary(false) }),
    });
    renderAt(`/billing/invoice/${invoiceCode}`);
    await screen.findByText('Page 1 of 2');
    await waitFor(() => expect(renderer.renderPage).toHaveBeenCalled());
    const fitted = (renderer.renderPage.mock.calls.at(-1) as unknown[] | undefined)?.[2] as number;
    expect((screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() =>
      expect(renderer.renderPage).toHaveBeenLastCalledWith(1, expect.anything(), Math.round(fitted * 2)),
    );
    expect(screen.getByRole('button', { name: '200%, fit to width' }).textContent).toBe('200%');
    expect(screen.getByRole('region', { name: 'Zoomed page, scroll to read' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '200%, fit to width' }));
    await waitFor(() => expect(renderer.renderPage).toHaveBeenLastCalledWith(1, expect.anything(), fitted));
  });

  it('offers Pay Now while something is left to pay', async () => {
    stubApi({
      'billing/proforma/': () => json({ data: pdfBase64 }),
      'billing/invoice-summary/': () => json({ data: summary(true) }),
    });
    renderAt(`/billing/invoice/${invoiceCode}`);
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeTruthy();
    expect(screen.getByText('Due in 5 days')).toBeTruthy();
  });

  it('says how long an unpaid invoice is overdue, in red, beside Pay Now (decision 0039)', async () => {
    stubApi({
      'billing/proforma/': () => json({ data: pdfBase64 }),
      'billing/invoice-summary/': () => json({ data: summary(true, { kind: 'overdue', days: 12 }) }),
    });
    renderAt(`/billing/invoice/${invoiceCode}`);
    const overdue = await screen.findByText('Overdue by 12 days');
    expect(overdue.getAttribute('style')).toContain('error');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('offers no Pay Now once the invoice is paid', async () => {
    const spy = stubApi({
      'billing/proforma/': () => json({ data: pdfBase64 }),
      'billing/invoice-summary/': () => json({ data: summary(false) }),
    });
    renderAt(`/billing/invoice/${invoiceCode}`);
    await screen.findByText('Page 1 of 2');
    await waitFor(() =>
      expect(spy.mock.calls.some(([url]) => String(url).includes('/api/billing/invoice-summary/'))).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Paid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it("says 'Invalid receipt No.' when there is no such invoice for this user", async () => {
    stubApi({ 'billing/proforma/': () => json({ message: moneyMessages.invalidReceipt }, 404) });
    renderAt(`/billing/invoice/${encodeRouteText('INV-999999')}`);
    expect(await screen.findByText(moneyMessages.invalidReceipt)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it("says 'Invalid receipt No.' when the answer carries no document", async () => {
    stubApi({ 'billing/proforma/': () => json({ data: '' }) });
    renderAt(`/billing/invoice/${invoiceCode}`);
    expect(await screen.findByText(moneyMessages.invalidReceipt)).toBeTruthy();
  });

  it('goes Back to the statement when the invoice was opened directly', async () => {
    stubApi({
      'billing/proforma/': () => json({ data: pdfBase64 }),
      'billing/invoice-summary/': () => json({ data: summary(false) }),
    });
    renderAt(`/billing/invoice/${invoiceCode}`);
    await screen.findByText('Page 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'My Transactions' })).toBeTruthy();
  });

  it('says the document cannot be shown when the PDF does not open', async () => {
    renderer.loadPdf.mockRejectedValue(new Error('Invalid PDF structure'));
    stubApi({
      'billing/proforma/': () => json({ data: pdfBase64 }),
      'billing/invoice-summary/': () => json({ data: summary(false) }),
    });
    renderAt(`/billing/invoice/${invoiceCode}`);
    expect(await screen.findByText(pdfViewerMessages.cannotShow)).toBeTruthy();
    // The file can still be saved and opened elsewhere.
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('/billing/receipt/:code', () => {
  it('shows the receipt and downloads it as RECEIPT-{today}.pdf, without Pay Now', async () => {
    stubApi({ 'billing/receipt/': () => json({ data: pdfBase64 }) });
    renderAt(`/billing/receipt/${receiptCode}`);
    await screen.findByText('Page 1 of 2');
    const downloads = captureDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloads).toEqual(['RECEIPT-2026-05-04.pdf']);
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it("says 'No Receipt Found!' when there is no such receipt for this user", async () => {
    stubApi({ 'billing/receipt/': () => json({ message: moneyMessages.receiptNotFound }, 404) });
    renderAt(`/billing/receipt/${encodeRouteText('RCT-999999')}`);
    expect(await screen.findByText(moneyMessages.receiptNotFound)).toBeTruthy();
  });
});

describe('/billing/document/:type/:code', () => {
  it('fetches the document by its type', async () => {
    const spy = stubApi({ 'billing/document/': () => json({ data: pdfBase64 }) });
    renderAt(`/billing/document/receipt/${receiptCode}`);
    await screen.findByText('Page 1 of 2');
    expect(
      spy.mock.calls.some(([url]) => String(url).endsWith(`/api/billing/document/receipt/${receiptCode}`)),
    ).toBe(true);
  });

  it('shows the not-found page for a type that is neither invoice nor receipt', async () => {
    stubApi({});
    renderAt(`/billing/document/statement/${receiptCode}`);
    expect(await screen.findByText('Nothing here')).toBeTruthy();
  });
});

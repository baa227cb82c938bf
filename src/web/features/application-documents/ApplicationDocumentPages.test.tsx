import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationDocumentMessages } from '../../../contract/application-documents';
import { encodeRouteText } from '../../../contract/route-values';
import { Providers } from '../../app/Providers';
import { application } from '../applications/test-applications';
import { openInvoice, shownKes } from '../billing/test-entries';
import AcceptanceLetterPage from './AcceptanceLetterPage';
import ApplicationDocumentPage from './ApplicationDocumentPage';
import CertificatePage from './CertificatePage';
import MemberVerifyPage from './MemberVerifyPage';
import RefereeFormReportPage from './RefereeFormReportPage';

// jsdom draws nothing on a canvas, so pdf.js stays out: what the pages fetch and offer is tested here.
const renderer = vi.hoisted(() => ({ renderPage: vi.fn(async () => {}), loadPdf: vi.fn() }));
vi.mock('../../components/pdf-renderer', () => ({ loadPdf: renderer.loadPdf }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const pdfBase64 = btoa('%PDF-1.7 a test document');
const applicationCode = encodeRouteText('APP-000012');

function stubApi(handlers: Record<string, () => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const key = Object.keys(handlers).find((path) => url.includes(`/api/${path}`));
    return key ? (handlers[key] as () => Response)() : json({ message: 'not stubbed' }, 404);
  });
}
const fetched = (spy: ReturnType<typeof stubApi>) => spy.mock.calls.map(([url]) => String(url));

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/application/acceptanceLetter/:code', element: <AcceptanceLetterPage /> },
      { path: '/application/document/:code', element: <ApplicationDocumentPage /> },
      { path: '/checkout/sandbox/:reference', element: <p>Checkout page</p> },
      { path: '/application/certificate/:code', element: <CertificatePage /> },
      { path: '/profile/RefereeFormReport/:entryNo', element: <RefereeFormReportPage /> },
      { path: '/member-verify/:memberNo', element: <MemberVerifyPage /> },
      { path: '/application', element: <h1>My Applications</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

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
  renderer.loadPdf.mockReset();
  renderer.loadPdf.mockResolvedValue({ pageCount: 1, renderPage: renderer.renderPage, destroy: vi.fn() });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/application/acceptanceLetter/:code', () => {
  it('shows the letter fetched with the code and downloads it as ACCEPTANCE_LETTER-{today}.pdf', async () => {
    const spy = stubApi({ 'application/acceptanceLetter/': () => json({ data: pdfBase64 }) });
    renderAt(`/application/acceptanceLetter/${applicationCode}`);
    expect(await screen.findByRole('heading', { name: 'Acceptance Letter' })).toBeTruthy();
    const download = await screen.findByRole('button', { name: 'Download' });
    expect(
      fetched(spy).some((url) => url.endsWith(`/api/application/acceptanceLetter/${applicationCode}`)),
    ).toBe(true);
    const downloads = captureDownloads();
    fireEvent.click(download);
    expect(downloads).toEqual(['ACCEPTANCE_LETTER-2026-05-04.pdf']);
  });

  it('says the document is not available, with Back to the applications, when the server has none', async () => {
    stubApi({
      'application/acceptanceLetter/': () =>
        json({ message: applicationDocumentMessages.documentNotFound }, 404),
    });
    renderAt(`/application/acceptanceLetter/${applicationCode}`);
    expect(await screen.findByText(applicationDocumentMessages.documentNotFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'My Applications' })).toBeTruthy();
  });
});

describe('/application/certificate/:code', () => {
  it('downloads the certificate as CERTIFICATE-{today}.pdf', async () => {
    stubApi({ 'application/certificate/': () => json({ data: pdfBase64 }) });
    renderAt(`/application/certificate/${applicationCode}`);
    const downloads = captureDownloads();
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(downloads).toEqual(['CERTIFICATE-2026-05-04.pdf']);
  });
});

describe('/profile/RefereeFormReport/:entryNo', () => {
  it("fetches the entry's form and downloads it under the entry number", async () => {
    const spy = stubApi({ 'questions/refereeForm/': () => json({ data: pdfBase64 }) });
    renderAt('/profile/RefereeFormReport/2');
    const downloads = captureDownloads();
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(downloads).toEqual(['REFEREE_FORM-2.pdf']);
    expect(fetched(spy).some((url) => url.endsWith('/api/questions/refereeForm/2'))).toBe(true);
  });

  it("passes the applicant's profile when staff name it", async () => {
    const spy = stubApi({ 'questions/refereeForm/': () => json({ data: pdfBase64 }) });
    renderAt('/profile/RefereeFormReport/1?profileId=PRF-0007');
    await screen.findByRole('button', { name: 'Download' });
    expect(fetched(spy).some((url) => url.endsWith('/api/questions/refereeForm/1?profileId=PRF-0007'))).toBe(
      true,
    );
  });

  it('says there is no form for an entry number that is not one, without asking the server', async () => {
    const spy = stubApi({});
    renderAt('/profile/RefereeFormReport/abc');
    expect(await screen.findByText(applicationDocumentMessages.refereeFormNotFound)).toBeTruthy();
    expect(fetched(spy).some((url) => url.includes('refereeForm'))).toBe(false);
  });
});

describe('/member-verify/:memberNo', () => {
  const member = (status: string, inGoodStanding = status === 'Active') => ({
    memberNo: 'CM/9100',
    name: 'JAMES MWANGI KAMAU',
    category: 'Corporate Member',
    status,
    inGoodStanding,
    issuer: 'Engineers Institute of Kenya',
  });

  it("shows the member's live status from the register, asking with the printed code", async () => {
    const spy = stubApi({ 'member-verify/': () => json({ data: member('Active') }) });
    renderAt('/member-verify/CM%2F9100?code=abc123');
    const card = await screen.findByTestId('verified-member');
    expect(within(card).getByText(applicationDocumentMessages.genuineMembership)).toBeTruthy();
    expect(within(card).getByText('JAMES MWANGI KAMAU')).toBeTruthy();
    expect(within(card).getByText('Corporate Member')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('Good standing today').nextElementSibling?.textContent).toBe('Yes');
    expect(within(card).getByText(/in good standing\. Compare/)).toBeTruthy();
    expect(fetched(spy)[0]).toContain('/api/member-verify/CM%2F9100?code=abc123');
  });

  it('says so when an active member is not in good standing today', async () => {
    stubApi({ 'member-verify/': () => json({ data: member('Active', false) }) });
    renderAt('/member-verify/CM%2F9100?code=abc123');
    const card = await screen.findByTestId('verified-member');
    expect(within(card).getByText('Good standing today').nextElementSibling?.textContent).toBe('No');
    expect(within(card).getByText(/not in good standing today/)).toBeTruthy();
  });

  it('says so when the membership is not active today', async () => {
    stubApi({ 'member-verify/': () => json({ data: member('Suspended') }) });
    renderAt('/member-verify/CM%2F9100?code=abc123');
    expect(await screen.findByText('Suspended')).toBeTruthy();
    expect(screen.getByText(/not active today/)).toBeTruthy();
  });

  it('says the membership could not be verified for a wrong code or unknown member', async () => {
    stubApi({
      'member-verify/': () => json({ message: applicationDocumentMessages.memberNotVerified }, 404),
    });
    renderAt('/member-verify/CM%2F9100?code=wrong');
    expect(await screen.findByTestId('member-not-verified')).toBeTruthy();
    expect(screen.getByText(applicationDocumentMessages.noSuchMember)).toBeTruthy();
  });
});

describe('the submitted application, where submitting lands', () => {
  const submitted = application({ Submitted: true, status: 'Open', invoiceNo: 'INV-000002', Amount: 2000 });

  it('offers Pay Now for the application fee still owed, with the invoice one click away', async () => {
    const spy = stubApi({
      'application/document/': () => json({ data: pdfBase64 }),
      application: () => json({ data: [submitted] }),
      'profile/ledger': () => json({ data: [{ ...openInvoice, remainingAmtLCY: 2000 }] }),
      payments: () => json({ data: { reference: 'PAY-1', checkoutUrl: '/checkout/sandbox/PAY-1' } }),
    });
    renderAt('/application/document/APP-000012');
    const prompt = await screen.findByRole('alert', { name: 'Application fee due' });
    expect(prompt.textContent?.replace(/\s+/g, ' ')).toContain(
      `Your application fee of ${shownKes(2000)} is due.`,
    );
    expect(
      within(prompt)
        .getByRole('link', { name: /View invoice INV-000002/ })
        .getAttribute('href'),
    ).toBe(`/billing/invoice/${encodeRouteText('INV-000002')}`);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Checkout page')).toBeTruthy();
    expect(fetched(spy).some((url) => url.endsWith('/api/payments'))).toBe(true);
  });

  it('offers nothing once the fee is paid', async () => {
    stubApi({
      'application/document/': () => json({ data: pdfBase64 }),
      application: () => json({ data: [{ ...submitted, postedReceiptNo: 'RCT-000001' }] }),
      'profile/ledger': () => json({ data: [] }),
    });
    renderAt('/application/document/APP-000012');
    expect(await screen.findByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByRole('alert', { name: 'Application fee due' })).toBeNull();
  });
});

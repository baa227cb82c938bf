import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cpdCertificateFileName, cpdMessages } from '../../../contract/cpd';
import { dashboardCertificateMessages } from '../../../contract/dashboard';
import { Providers } from '../../app/Providers';
import { formatKes } from '../../lib/format';
import { data, json, stubApi } from '../../test-support/stub-api';
import { openInvoice } from '../billing/test-entries';
import CpdCertificatePage from '../cpd/CpdCertificatePage';
import { certificateRoutes } from './certificate-routes';
import GoodStandingCertificatePage from './GoodStandingCertificatePage';
import MembershipCertificatePage from './MembershipCertificatePage';

// jsdom draws nothing on a canvas, so pdf.js stays out: what the pages fetch and offer is tested here.
const renderer = vi.hoisted(() => ({ loadPdf: vi.fn() }));
vi.mock('../../components/pdf-renderer', () => ({ loadPdf: renderer.loadPdf }));

const pdfBase64 = btoa('%PDF-1.7 a test document');

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
  renderer.loadPdf.mockResolvedValue({ pageCount: 1, renderPage: vi.fn(async () => {}), destroy: vi.fn() });
});
afterEach(() => vi.restoreAllMocks());

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/goodStanding/:code', element: <GoodStandingCertificatePage /> },
      { path: '/dashboard/membershipcertificate/:code', element: <MembershipCertificatePage /> },
      { path: '/cpd/certificate/:certificateNo', element: <CpdCertificatePage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** The calls a page made, leaving out the site settings every page reads. */
const fetched = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls.map(([input]) => String(input)).filter((url) => !url.includes('/api/admin/settings'));

describe('dashboard certificates (spec 1 §2)', () => {
  it('decodes the member number of the good-standing route and shows the PDF', async () => {
    const spy = stubApi({ 'GET license/good_standing_certificate/CM%2F9100': () => data(pdfBase64) });
    renderAt(certificateRoutes.goodStanding('CM/9100'));
    expect(await screen.findByRole('button', { name: 'Download' })).toBeTruthy();
    expect(fetched(spy)).toEqual([
      expect.stringContaining('/api/license/good_standing_certificate/CM%2F9100'),
    ]);
    expect(screen.queryByText(dashboardCertificateMessages.failed)).toBeNull();
  });

  it('says the member is not in good standing, with what is overdue and Pay Now, not Oops', async () => {
    stubApi({
      'GET license/good_standing_certificate/CM%2F9100': () => json({ message: 'Not in good standing' }, 409),
      'GET billing/balance': () =>
        data({ BalanceLCY: 7300, overdueLCY: 5000, notYetDueLCY: 2300, nextDueDate: '2026-12-19' }),
      'GET profile/ledger': () =>
        data([
          { ...openInvoice, remainingAmtLCY: 5000, dueState: { kind: 'overdue', days: 240 } },
          { ...openInvoice, documentNo: 'INV-000003', dueState: { kind: 'due', days: 21 } },
        ]),
    });
    renderAt(certificateRoutes.goodStanding('CM/9100'));
    expect(await screen.findByText(dashboardCertificateMessages.notInGoodStanding)).toBeTruthy();
    expect(
      await screen.findByText(
        dashboardCertificateMessages.overdueToPay(formatKes(5000)).replace(/\s+/g, ' '),
      ),
    ).toBeTruthy();
    const overdue = await screen.findByRole('region', { name: 'Overdue invoices' });
    expect(within(overdue).getByText(/INV-000002/)).toBeTruthy();
    expect(within(overdue).getByText('Overdue by 240 days')).toBeTruthy();
    expect(within(overdue).queryByText(/INV-000003/)).toBeNull();
    expect(within(overdue).getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View statement' }).getAttribute('href')).toBe('/billing');
    expect(screen.queryByText(dashboardCertificateMessages.failed)).toBeNull();
  });

  it('says the server reason when nothing is overdue (the register does not show Active)', async () => {
    stubApi({
      'GET license/good_standing_certificate/CM%2F9100': () => json({ message: 'Register says Lapsed' }, 409),
      'GET billing/balance': () => data({ BalanceLCY: 0, overdueLCY: 0, notYetDueLCY: 0, nextDueDate: null }),
      'GET profile/ledger': () => data([]),
    });
    renderAt(certificateRoutes.goodStanding('CM/9100'));
    expect(await screen.findByText(dashboardCertificateMessages.notInGoodStanding)).toBeTruthy();
    expect(await screen.findByText('Register says Lapsed')).toBeTruthy();
  });

  it('keeps Oops for a real failure of the good-standing certificate', async () => {
    stubApi({
      'GET license/good_standing_certificate/CM%2F9100': () => json({ message: 'Down' }, 500),
    });
    renderAt(certificateRoutes.goodStanding('CM/9100'));
    expect(await screen.findByText(dashboardCertificateMessages.failed)).toBeTruthy();
  });

  it('says Oops when the membership certificate comes back empty', async () => {
    const spy = stubApi({ 'GET license/membership_certificate/PR-000007': () => data('') });
    renderAt(certificateRoutes.membership('PR-000007'));
    expect(await screen.findByText(dashboardCertificateMessages.failed)).toBeTruthy();
    expect(fetched(spy)[0]).toContain('/api/license/membership_certificate/PR-000007');
  });

  it('says Oops without asking when the route code cannot be read', async () => {
    const spy = stubApi({});
    renderAt('/dashboard/membershipcertificate/%25%25%25');
    expect(await screen.findByText(dashboardCertificateMessages.failed)).toBeTruthy();
    expect(fetched(spy)).toEqual([]);
  });
});

describe('/cpd/certificate/:certificateNo', () => {
  it('shows the CPD certificate with its download name', async () => {
    const spy = stubApi({ 'GET cpd_awards/certificate/CPD-2026-ABCDEFGH': () => data(pdfBase64) });
    renderAt('/cpd/certificate/CPD-2026-ABCDEFGH');
    expect(await screen.findByRole('button', { name: 'Download' })).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: `${cpdCertificateFileName('CPD-2026-ABCDEFGH')}, page 1 of 1` }),
    ).toBeTruthy();
    expect(fetched(spy)[0]).toContain('/api/cpd_awards/certificate/CPD-2026-ABCDEFGH');
  });

  it('says the certificate was not found on 404', async () => {
    stubApi({
      'GET cpd_awards/certificate/CPD-2026-ABCDEFGH': () => json({ message: 'Certificate not found' }, 404),
    });
    renderAt('/cpd/certificate/CPD-2026-ABCDEFGH');
    expect(await screen.findByText(cpdMessages.certificateNotFound)).toBeTruthy();
  });
});

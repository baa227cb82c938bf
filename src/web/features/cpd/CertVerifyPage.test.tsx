import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CpdCertificateVerification, cpdMessages } from '../../../contract/cpd';
import { Providers } from '../../app/Providers';
import { data, json, stubApi } from '../../test-support/stub-api';
import CertVerifyPage, { NOT_A_MEMBER } from './CertVerifyPage';

afterEach(() => vi.restoreAllMocks());

const certificate = (overrides: Partial<CpdCertificateVerification> = {}): CpdCertificateVerification => ({
  certificateNo: 'CPD-2026-ABCDEFGH',
  holder: 'JAMES MWANGI KAMAU',
  memberNo: 'M-0042',
  description: 'Bridge Design Seminar',
  provider: 'EIK',
  eventDate: '2026-03-10',
  endDate: '2026-03-11',
  pointAwarded: 5,
  memberStatus: 'Active',
  issuer: 'Engineers Institute of Kenya',
  ...overrides,
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/cert-verify/:certificateNo', element: <CertVerifyPage /> }], {
    initialEntries: [path],
  });
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const shownFor = (card: HTMLElement, label: string) =>
  within(card).getByText(label).nextElementSibling?.textContent;

describe('/cert-verify/:certificateNo', () => {
  it('shows what the certificate says and the holder’s status today', async () => {
    const spy = stubApi({ 'GET cert-verify/CPD-2026-ABCDEFGH': () => data(certificate()) });
    renderAt('/cert-verify/CPD-2026-ABCDEFGH');
    const card = await screen.findByTestId('verified-cpd-certificate');
    expect(within(card).getByText(cpdMessages.genuineCertificate)).toBeTruthy();
    expect(shownFor(card, 'Certificate No.')).toBe('CPD-2026-ABCDEFGH');
    expect(shownFor(card, 'Holder')).toBe('JAMES MWANGI KAMAU');
    expect(shownFor(card, 'Member No.')).toBe('M-0042');
    expect(shownFor(card, 'Event')).toBe('Bridge Design Seminar');
    expect(shownFor(card, 'Provider')).toBe('EIK');
    expect(shownFor(card, 'Dates')).toMatch(/10 Mar 2026 – 11 Mar 2026/);
    expect(shownFor(card, 'CPD points')).toBe('5');
    expect(shownFor(card, 'Member status today')).toBe('Active');
    expect(shownFor(card, 'Issued by')).toBe('Engineers Institute of Kenya');
    expect(spy.mock.calls.filter(([input]) => String(input).includes('/api/cert-verify/'))).toHaveLength(1);
  });

  it('reads Not a member when the holder has no member record', async () => {
    stubApi({
      'GET cert-verify/CPD-2026-ABCDEFGH': () => data(certificate({ memberNo: null, memberStatus: null })),
    });
    renderAt('/cert-verify/CPD-2026-ABCDEFGH');
    const card = await screen.findByTestId('verified-cpd-certificate');
    expect(shownFor(card, 'Member status today')).toBe(NOT_A_MEMBER);
  });

  it('says once that a forged certificate could not be verified, on the server’s 404', async () => {
    stubApi({
      // As the server answers an unknown number (features/cpd/verify-cpd-certificate.ts).
      'GET cert-verify/CPD-2026-ZZZZZZZZ': () => json({ message: cpdMessages.certificateNotVerified }, 404),
    });
    renderAt('/cert-verify/CPD-2026-ZZZZZZZZ');
    const verdict = await screen.findByTestId('cpd-certificate-not-verified');
    expect(within(verdict).getByText(cpdMessages.certificateNotFound)).toBeTruthy();
    expect(within(verdict).getAllByText(cpdMessages.certificateNotVerified)).toHaveLength(1);
    expect(screen.getAllByText(cpdMessages.certificateNotVerified)).toHaveLength(1);
    expect(screen.queryByTestId('verified-cpd-certificate')).toBeNull();
  });
});

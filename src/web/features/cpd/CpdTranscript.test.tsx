import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpdTranscriptMessages } from '../../../contract/cpd-compliance';
import type { CpdTranscriptVerification } from '../../../contract/cpd-compliance-schemas';
import { currentYear } from '../../../contract/portal-time';
import { Providers } from '../../app/Providers';
import { renderPage } from '../../test-support/render';
import { data, json, stubApi } from '../../test-support/stub-api';
import { CpdTranscriptDownload } from './CpdTranscriptDownload';
import TranscriptVerifyPage from './TranscriptVerifyPage';

afterEach(() => vi.restoreAllMocks());

const lastYear = currentYear() - 1;

describe('CPD transcript download', () => {
  it('asks for last year by default and saves the PDF the server answers', async () => {
    const createObjectURL = vi.fn(() => 'blob:transcript');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const spy = stubApi({ 'GET cpd/transcript': () => data(btoa('%PDF-1.7 transcript')) });
    renderPage(<CpdTranscriptDownload />);
    fireEvent.click(await screen.findByRole('button', { name: cpdTranscriptMessages.download }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const asked = spy.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('/api/cpd/transcript'));
    expect(asked).toContain(`from=${lastYear}`);
    expect(asked).toContain(`to=${lastYear}`);
  });

  it('refuses a first year after the last one before asking the server', async () => {
    const spy = stubApi({});
    renderPage(<CpdTranscriptDownload />);
    const fromYear = await screen.findByRole('combobox', { name: 'Transcript from' });
    fireEvent.click(fromYear);
    await waitFor(() =>
      expect(document.getElementById(fromYear.getAttribute('aria-controls') ?? '')).toBeTruthy(),
    );
    const list = document.getElementById(fromYear.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(list).getByRole('option', { name: String(currentYear()), hidden: true }));
    expect(await screen.findByText(cpdTranscriptMessages.badRange)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: cpdTranscriptMessages.download }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(spy.mock.calls.some(([input]) => String(input).includes('cpd/transcript'))).toBe(false);
  });

  it('shows the server’s refusal', async () => {
    stubApi({ 'GET cpd/transcript': () => json({ message: 'Only registered members log CPD.' }, 403) });
    renderPage(<CpdTranscriptDownload />);
    fireEvent.click(await screen.findByRole('button', { name: cpdTranscriptMessages.download }));
    expect((await screen.findByRole('alert')).textContent).toContain('Only registered members log CPD.');
  });
});

const transcript: CpdTranscriptVerification = {
  transcriptNo: 'CPDT-2026-ABCD1234',
  memberName: 'AKINYI ODHIAMBO',
  memberNo: 'M-0042',
  fromYear: 2024,
  toYear: 2025,
  totalPoints: 52.5,
  structuredPoints: 40,
  issuedOn: '2026-01-15T08:00:00.000Z',
  issuer: 'Engineers Institute of Kenya',
};

function renderVerifyAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/cpd-transcript-verify/:transcriptNo', element: <TranscriptVerifyPage /> }],
    { initialEntries: [path] },
  );
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const shownFor = (card: HTMLElement, label: string) =>
  within(card).getByText(label).nextElementSibling?.textContent;

describe('/cpd-transcript-verify/:transcriptNo', () => {
  it('confirms the number, member, period and totals', async () => {
    stubApi({ 'GET cpd-transcript-verify/CPDT-2026-ABCD1234': () => data(transcript) });
    renderVerifyAt('/cpd-transcript-verify/CPDT-2026-ABCD1234');
    const card = await screen.findByTestId('verified-cpd-transcript');
    expect(shownFor(card, 'Transcript No.')).toBe('CPDT-2026-ABCD1234');
    expect(shownFor(card, 'Member')).toBe('AKINYI ODHIAMBO');
    expect(shownFor(card, 'Period')).toBe('2024 – 2025');
    expect(shownFor(card, 'Verified CPD points')).toBe('52.50');
    expect(shownFor(card, 'of which structured')).toBe('40');
    expect(shownFor(card, 'Issued')).toBe('15 Jan 2026');
  });

  it('says an unknown transcript could not be verified', async () => {
    stubApi({
      'GET cpd-transcript-verify/CPDT-2026-ZZZZZZZZ': () =>
        json({ message: cpdTranscriptMessages.notFound }, 404),
    });
    renderVerifyAt('/cpd-transcript-verify/CPDT-2026-ZZZZZZZZ');
    const verdict = await screen.findByTestId('cpd-transcript-not-verified');
    expect(within(verdict).getByText(cpdTranscriptMessages.notFound)).toBeTruthy();
    expect(screen.queryByTestId('verified-cpd-transcript')).toBeNull();
  });
});

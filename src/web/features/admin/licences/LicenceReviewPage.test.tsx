import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LicenceReviewItem, licenceMessages } from '../../../../contract/licences';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, stubApi } from '../../../test-support/stub-api';
import LicenceReviewPage from './LicenceReviewPage';

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

const item = (change: Partial<LicenceReviewItem> = {}): LicenceReviewItem => ({
  licenseApplicationNo: 'LA-000007',
  applicationDate: '2026-11-01T08:00:00.000Z',
  description: 'License Application',
  amount: 3000,
  documentType: 'New',
  status: 'Uploaded',
  profileID: 'PR-000007',
  proFormaRef: 'INV-000070',
  receiptNo: 'RCT-000070',
  licenseUploaded: true,
  licenseDocumentUrl: '/api/documents/x',
  licenceNo: null,
  validFrom: null,
  validUntil: null,
  applicantName: 'Akinyi Odhiambo',
  email: 'akinyi@example.org',
  memberNo: 'M/1021',
  paid: true,
  inGoodStanding: true,
  ...change,
});

const issued = { ...item(), status: 'Issued', licenceNo: 'LIC/2026/0003', decidable: false };
const transition = 'POST review/licences/LA-000007/transition';

describe('/admin/licences decisions', () => {
  it('asks before approving, says what will happen, then toasts the licence number', async () => {
    const spy = stubApi({ 'GET review/licences': () => data([item()]), [transition]: () => data(issued) });
    renderPage(<LicenceReviewPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(bodiesSent(spy, transition)).toHaveLength(0);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/valid for twelve months/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Override reason/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue licence' }));
    expect(await screen.findByText(licenceMessages.approved('LIC/2026/0003'))).toBeTruthy();
    expect(bodiesSent(spy, transition)).toEqual([{ action: 'approve', comment: '', overrideReason: '' }]);
  });

  it('previews the signed scan over the list, as the image the server stored', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const spy = stubApi({
      'GET review/licences': () => data([item()]),
      'GET documents/x': () => new Response(png, { headers: { 'content-type': 'image/png' } }),
    });
    renderPage(<LicenceReviewPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview Signed scan LA-000007' }));
    const preview = await screen.findByRole('dialog', { name: 'Signed scan LA-000007' });
    const image = await within(preview).findByRole('img', { name: 'Signed scan LA-000007' });
    expect(image.getAttribute('src')).toBe(`data:image/png;base64,${btoa('\x89PNG')}`);
    expect(spy.mock.calls.map(([input]) => String(input))).toContain('/api/documents/x?disposition=inline');
  });

  it('warns when the member is not in good standing and sends the override reason', async () => {
    const spy = stubApi({
      'GET review/licences': () => data([item({ inGoodStanding: false })]),
      [transition]: () => data(issued),
    });
    renderPage(<LicenceReviewPage />);
    expect(await screen.findByText('Not in good standing')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(licenceMessages.notInGoodStandingToIssue)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Issue with override' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Override reason/), {
      target: { value: 'Council lifted the suspension.' },
    });
    fireEvent.click(confirm);
    expect(await screen.findByText(licenceMessages.standingOverridden('LIC/2026/0003'))).toBeTruthy();
    expect(bodiesSent(spy, transition)).toEqual([
      { action: 'approve', comment: '', overrideReason: 'Council lifted the suspension.' },
    ]);
  });

  it('asks the reason before rejecting, and keeps the dialog open with the server refusal', async () => {
    const spy = stubApi({
      'GET review/licences': () => data([item()]),
      [transition]: () =>
        new Response(JSON.stringify({ message: 'An application in status Rejected cannot be decided.' }), {
          status: 409,
        }),
    });
    renderPage(<LicenceReviewPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason for the member/), {
      target: { value: 'Stamp illegible.' },
    });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText(/cannot be decided/)).toBeTruthy();
    await waitFor(() =>
      expect(bodiesSent(spy, transition)).toEqual([
        { action: 'reject', comment: 'Stamp illegible.', overrideReason: '' },
      ]),
    );
  });
});

describe('/admin/licences status filter (decision 0039)', () => {
  const counts = { Uploaded: 2, 'In Review': 1, Issued: 4, Rejected: 0 };
  const queueBy = (url: URL) => {
    const status = url.searchParams.get('status');
    if (status === 'In Review') return data([item({ status: 'In Review' })]);
    if (status === 'Uploaded')
      return data([item({ licenseApplicationNo: 'LA-000008', paid: false, receiptNo: '' })]);
    return data([item({ status: 'In Review' }), item({ licenseApplicationNo: 'LA-000008', paid: false })]);
  };

  it('narrows the list on the server by the status shown, with each status counted the same way', async () => {
    const spy = stubApi({
      'GET review/licences': (_body, url) => queueBy(url),
      'GET review/licences/counts': () => data(counts),
    });
    renderPage(<LicenceReviewPage />, '/admin/licences');
    const filter = await screen.findByRole('radiogroup', { name: 'Status' });
    const inReview = await within(filter).findByRole('radio', { name: 'In Review (1)' });
    expect(within(filter).getByRole('radio', { name: 'Uploaded (2)' })).toBeTruthy();
    expect((within(filter).getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(inReview);
    await waitFor(() => expect(screen.queryByText('LA-000008')).toBeNull());
    const table = screen.getByRole('table', { name: 'Licence applications' });
    expect(within(table).getByText('LA-000007')).toBeTruthy();
    expect(within(table).getByText('In Review')).toBeTruthy();
    const asked = spy.mock.calls.map(([input]) => new URL(String(input), 'http://portal.test'));
    expect(
      asked
        .filter((url) => url.pathname === '/api/review/licences')
        .map((url) => url.searchParams.get('status')),
    ).toEqual([null, 'In Review']);
  });

  it('opens with the status in the address and says when none has it', async () => {
    stubApi({
      'GET review/licences': () => data([]),
      'GET review/licences/counts': () => data({ ...counts, Rejected: 0 }),
    });
    renderPage(<LicenceReviewPage />, '/admin/licences?status=Rejected');
    expect(await screen.findByText('No licence applications are Rejected.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Rejected (0)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the list when the counts cannot be read', async () => {
    stubApi({ 'GET review/licences': () => data([item({ status: 'In Review' })]) });
    renderPage(<LicenceReviewPage />, '/admin/licences');
    expect(await screen.findByText('LA-000007')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'In Review' })).toBeTruthy();
  });
});

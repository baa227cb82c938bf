import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../contract/auth';
import type { PaymentHistory, PaymentHistoryEntry } from '../../../contract/money';
import { encodeRouteText } from '../../../contract/route-values';
import { storageKeys } from '../../lib/session-storage';
import { renderPage } from '../../test-support/render';
import { data, json, stubApi } from '../../test-support/stub-api';
import PaymentHistoryPage from './PaymentHistoryPage';
import { shownKes } from './test-entries';

afterEach(() => vi.restoreAllMocks());

const history: PaymentHistory = {
  email: 'member@eik.example',
  name: 'JAMES MWANGI KAMAU',
  no: 'M-0042',
  entries: [
    {
      paymentCode: 'RCT-000003',
      paymentDate: '2026-01-20',
      paymentFrom: 'JAMES MWANGI KAMAU',
      paymentTo: 'Engineers Institute',
      amount: 5500.5,
      paymentID: 'QWE123',
      paymentType: 'M-Pesa',
      yearOfSubscription: 2026,
      reversedBy: null,
      paidFor: 'Annual subscription (invoice INV-000001)',
    },
    {
      paymentCode: 'RCT-000001',
      paymentDate: '2025-02-14',
      paymentFrom: 'JAMES MWANGI KAMAU',
      paymentTo: 'Engineers Institute',
      amount: 5000,
      paymentID: 'ASD456',
      paymentType: 'Card',
      yearOfSubscription: 2025,
      reversedBy: null,
      paidFor: 'Annual subscription (invoice INV-000001)',
    },
  ],
};

/** Captures what the export hands the browser: the file's name and text. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:payment-history';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) files.push({ name: this.download, blob: lastBlob });
  });
  return files;
}

describe('PaymentHistoryPage (spec 3 §2.9)', () => {
  it('lists the payments under the spec columns and what each paid, in the server order (newest payment first)', async () => {
    stubApi({ 'GET billing/history': () => data(history) });
    renderPage(<PaymentHistoryPage />, '/payment-history');
    const table = await screen.findByRole('table', { name: 'Payment History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'No#',
      'Date Of Payment',
      'Paid For',
      'From',
      'To',
      'amount',
      'Payment ID',
      'Payment Type',
      'Year Of Subscription',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    const shown = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s+/g, ' '));
    expect(rows.map(shown)).toEqual([
      [
        'RCT-000003',
        '20 Jan 2026',
        'Annual subscription (invoice INV-000001)',
        'JAMES MWANGI KAMAU',
        'Engineers Institute',
        shownKes(5500.5),
        'QWE123',
        'M-Pesa',
        '2026',
      ],
      [
        'RCT-000001',
        '14 Feb 2025',
        'Annual subscription (invoice INV-000001)',
        'JAMES MWANGI KAMAU',
        'Engineers Institute',
        shownKes(5000),
        'ASD456',
        'Card',
        '2025',
      ],
    ]);
  });

  it('marks a reversed payment with its credit note, which opens in the document viewer', async () => {
    const reversed = {
      ...history,
      entries: [{ ...(history.entries[0] as PaymentHistoryEntry), reversedBy: 'CRN-000002' }],
    };
    stubApi({ 'GET billing/history': () => data(reversed) });
    renderPage(<PaymentHistoryPage />, '/payment-history');
    const link = await screen.findByRole('link', { name: 'Reversed: CRN-000002' });
    expect(link.getAttribute('href')).toBe(`/billing/document/credit-note/${encodeRouteText('CRN-000002')}`);
  });

  it('shows each payment as a card at phone width, every column labelled', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      stubApi({ 'GET billing/history': () => data(history) });
      renderPage(<PaymentHistoryPage />);
      const list = await screen.findByRole('list', { name: 'Payment History' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(history.entries.length);
      expect(within(cards[0] as HTMLElement).getByText('Payment ID:', { exact: false })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('exports payment-history-{memberNo}.csv with email, name and no', async () => {
    stubApi({ 'GET billing/history': () => data(history) });
    const files = captureDownloads();
    renderPage(<PaymentHistoryPage />, '/payment-history');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel CSV' }));
    expect(files.map((file) => file.name)).toEqual(['payment-history-M-0042.csv']);
    const file = files[0]?.blob as Blob;
    expect(file.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(
      'No#,Date Of Payment,From,To,amount,Payment ID,Payment Type,Year Of Subscription,email,name,no',
    );
    expect(lines[1]).toBe(
      'RCT-000003,2026-01-20,JAMES MWANGI KAMAU,Engineers Institute,5500.50,QWE123,M-Pesa,2026,member@eik.example,JAMES MWANGI KAMAU,M-0042',
    );
  });

  it('names the file by the profile id when the member has no number yet', async () => {
    const user = { id: 3, email: 'member@eik.example', profile: true, profile_id: 'PR-000004' } as AuthUser;
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    stubApi({ 'GET billing/history': () => data({ ...history, no: '' }), 'GET auth/user': () => data(user) });
    const files = captureDownloads();
    renderPage(<PaymentHistoryPage />, '/payment-history');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel CSV' }));
    expect(files.map((file) => file.name)).toEqual(['payment-history-PR-000004.csv']);
  });

  it('disables the export while the table is empty', async () => {
    stubApi({ 'GET billing/history': () => data({ ...history, entries: [] }) });
    renderPage(<PaymentHistoryPage />, '/payment-history');
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export to Excel CSV' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a failure as a warning toast with the server message', async () => {
    stubApi({ 'GET billing/history': () => json({ message: 'History is unavailable right now.' }, 503) });
    renderPage(<PaymentHistoryPage />, '/payment-history');
    const toast = await screen.findByText('History is unavailable right now.');
    const notification = toast.closest('.mantine-Notification-root') as HTMLElement;
    expect(notification.getAttribute('style')).toContain('--mantine-color-warning-filled');
    const exportButton = screen.getByRole('button', { name: 'Export to Excel CSV' });
    await waitFor(() => expect(exportButton.hasAttribute('disabled')).toBe(true));
    expect(screen.queryByRole('table')).toBeNull();
  });
});

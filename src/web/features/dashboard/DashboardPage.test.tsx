import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LedgerEntry } from '../../../contract/money';
import { encodeRouteText } from '../../../contract/route-values';
import { renderPage } from '../../test-support/render';
import { data, json, stubApi } from '../apply/test-api';
import { openInvoice, paidInvoice, receipt, shownKes } from '../billing/test-entries';
import DashboardPage from './DashboardPage';

afterEach(() => vi.restoreAllMocks());

const generalInformation = {
  name: 'JAMES KAMAU',
  registrationNo: 'M-0042',
  category: 'CORPORATE',
  discipline: 'CIVIL',
  workplace: null,
};

function renderDashboard(ledger: LedgerEntry[], balance: number) {
  stubApi({
    'GET dashboard/general-information': () => data(generalInformation),
    'GET checklist': () => data([{ checkListType: 'PROFILE', description: 'Profile', pass: true }]),
    'GET profile/ledger': () => data(ledger),
    'GET billing/balance': () => data({ BalanceLCY: balance }),
  });
  renderPage(<DashboardPage />, '/dashboard');
}

describe('DashboardPage', () => {
  it('keeps General Information and the checklist ring', async () => {
    renderDashboard([], 0);
    expect(await screen.findByRole('heading', { name: 'Welcome, JAMES KAMAU' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'General Information' })).toBeTruthy();
    expect(await screen.findByText('100%')).toBeTruthy();
  });

  it('shows the arrears owed', async () => {
    renderDashboard([openInvoice], 2500.25);
    const tile = await screen.findByRole('region', { name: 'Arrears' });
    expect(await within(tile).findByText(shownKes(2500.25))).toBeTruthy();
  });

  it("shows 'No arrears' at zero", async () => {
    renderDashboard([], 0);
    const tile = await screen.findByRole('region', { name: 'Arrears' });
    expect(await within(tile).findByText('No arrears')).toBeTruthy();
    expect(within(tile).queryByText(/Credit/)).toBeNull();
  });

  it('shows the credit when payments exceed what was billed', async () => {
    renderDashboard([], -120.5);
    const tile = await screen.findByRole('region', { name: 'Arrears' });
    expect(await within(tile).findByText('No arrears')).toBeTruthy();
    expect(within(tile).getByText(`Credit: ${shownKes(120.5)}`)).toBeTruthy();
  });

  it('lists unpaid invoices under Pending Payments with what is left, the due date and a Preview', async () => {
    renderDashboard([paidInvoice, receipt, openInvoice], 2500.25);
    const card = await screen.findByRole('region', { name: /Pending Payments/ });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    const item = items[0] as HTMLElement;
    expect(within(item).getByText('Annual subscription 2026')).toBeTruthy();
    expect(within(item).getByText(shownKes(2500.25))).toBeTruthy();
    expect(within(item).getByText(/Due 31 Mar 2026/)).toBeTruthy();
    const preview = within(item).getByRole('link', { name: 'Preview INV-000002' });
    expect(preview.textContent).toBe('Preview');
    expect(preview.getAttribute('href')).toBe(`/billing/invoice/${encodeRouteText('INV-000002')}`);
  });

  it('says when nothing is pending', async () => {
    renderDashboard([paidInvoice, receipt], 0);
    expect(await screen.findByText('No pending payments.')).toBeTruthy();
  });

  it('shows the server message when the books cannot be read', async () => {
    stubApi({
      'GET dashboard/general-information': () => data(generalInformation),
      'GET checklist': () => data([]),
      'GET profile/ledger': () => json({ message: 'Ledger unavailable.' }, 503),
      'GET billing/balance': () => json({ message: 'Balance unavailable.' }, 503),
    });
    renderPage(<DashboardPage />, '/dashboard');
    expect(await screen.findByText('Ledger unavailable.')).toBeTruthy();
    expect(await screen.findByText('Balance unavailable.')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '../../../contract/applications';
import { goodStandingReasons } from '../../../contract/dashboard';
import type { LedgerEntry } from '../../../contract/money';
import { encodeRouteText } from '../../../contract/route-values';
import { rememberSession } from '../../lib/session-storage';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, type Handler, json, stubApi } from '../../test-support/stub-api';
import { signedInUser } from '../../test-support/users';
import { application } from '../applications/test-applications';
import { openInvoice, paidInvoice, receipt, shownKes } from '../billing/test-entries';
import DashboardPage from './DashboardPage';
import { dashboardTileTexts } from './DashboardTiles';

afterEach(() => vi.restoreAllMocks());

const generalInformation = {
  name: 'JAMES KAMAU',
  registrationNo: 'M-0042',
  category: 'CORPORATE',
  discipline: 'CIVIL',
  workplace: null,
};

function renderDashboard(
  ledger: LedgerEntry[],
  balance: number,
  applications: Application[] = [],
  handlers: Record<string, Handler> = {},
) {
  const spy = stubApi({
    'GET dashboard/general-information': () => data(generalInformation),
    'GET checklist': () => data([{ checkListType: 'PROFILE', description: 'Profile', pass: true }]),
    'GET profile/ledger': () => data(ledger),
    // All of a positive balance as past due here; the tile's own split is tested with BalanceSummary.
    'GET billing/balance': () =>
      data({ BalanceLCY: balance, overdueLCY: Math.max(balance, 0), notYetDueLCY: 0, nextDueDate: null }),
    'GET application': () => data(applications),
    ...handlers,
  });
  renderPage(<DashboardPage />, '/dashboard');
  return spy;
}

describe('DashboardPage', () => {
  it('leads with the most pressing next step as a button and lists the rest as links', async () => {
    renderDashboard([], 0, [], {
      'GET dashboard/next-steps': () =>
        data([
          {
            kind: 'pay-invoice',
            to: '/billing/invoice/INV-0042',
            reference: 'INV-0042',
            amount: 11000,
            items: [],
          },
          {
            kind: 'complete-profile',
            to: '/checklist',
            reference: null,
            amount: null,
            items: ['Curriculum vitae'],
          },
          { kind: 'submit-application', to: '/application', reference: null, amount: null, items: [] },
        ]),
    });
    const card = await screen.findByRole('region', { name: 'What to do next' });
    expect(await within(card).findByText(`Pay invoice INV-0042 (${shownKes(11000)})`)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/billing/invoice/INV-0042',
    );
    const also = within(card).getByRole('list', { name: 'Also to do' });
    expect(
      within(also)
        .getByRole('link', { name: 'Complete your profile: Curriculum vitae' })
        .getAttribute('href'),
    ).toBe('/checklist');
    expect(within(also).getByRole('link', { name: 'Submit your application' }).getAttribute('href')).toBe(
      '/application',
    );
  });

  it('shows no discipline for a firm, which has none', async () => {
    const firm = signedInUser({ type: 'Corporate' });
    rememberSession(firm, '2099-01-01T00:00:00.000Z');
    renderDashboard([], 0, [], { 'GET auth/user': () => data(firm) });
    await screen.findByRole('heading', { name: 'General Information' });
    await screen.findByText('M-0042');
    expect(screen.queryByText(/Discipline/)).toBeNull();
  });

  it('says so when nothing is waiting', async () => {
    renderDashboard([], 0, [], { 'GET dashboard/next-steps': () => data([]) });
    const card = await screen.findByRole('region', { name: 'What to do next' });
    expect(await within(card).findByText(/You are up to date/)).toBeTruthy();
  });

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

  it('links the Arrears tile to the statement', async () => {
    renderDashboard([openInvoice], 2500.25);
    const tile = await screen.findByRole('region', { name: 'Arrears' });
    expect((await within(tile).findByRole('link', { name: 'View statement' })).getAttribute('href')).toBe(
      '/billing',
    );
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
      'GET application': () => data([]),
    });
    renderPage(<DashboardPage />, '/dashboard');
    expect(await screen.findByText('Ledger unavailable.')).toBeTruthy();
    expect(await screen.findByText('Balance unavailable.')).toBeTruthy();
  });
});

describe('My Membership Applications and the profile confirmation prompt', () => {
  const released = application({
    Code: 'APP-1',
    status: 'Released',
    Submitted: true,
    ApplicationDateTime: '2025-01-10T08:00:00.000Z',
  });
  const bio = (confirmed: boolean) => () => data({ ProfileID: 'PR-000007', FirstName: 'JAMES', confirmed });

  it('lists each application with its category, code, date and shown status, and links to the list', async () => {
    renderDashboard([], 0, [
      application({ Code: 'APP-2', status: 'Committee Review', Submitted: true }),
      application({ Code: 'APP-3', CategoryDescription: 'Technician', status: 'New' }),
    ]);
    const card = await screen.findByRole('region', { name: 'My Membership Applications' });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Graduate Engineer')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(/APP-2 · .*2026/)).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('In Review')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('New')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View applications' }).getAttribute('href')).toBe(
      '/application',
    );
  });

  it('says when there are no applications', async () => {
    renderDashboard([], 0, []);
    expect(await screen.findByText('You have no membership applications.')).toBeTruthy();
  });

  it('asks to confirm the profile when the first application is Released and the bio is unconfirmed', async () => {
    renderDashboard([], 0, [application({ Code: 'APP-9', status: 'New' }), released], {
      'GET profile': bio(false),
    });
    const prompt = await screen.findByRole('alert', { name: 'Confirm your profile' });
    expect(within(prompt).getByRole('link', { name: 'Confirm profile' }).getAttribute('href')).toBe(
      '/profile/profileConfirm',
    );
  });

  it('does not ask once the profile is confirmed', async () => {
    const spy = renderDashboard([], 0, [released], { 'GET profile': bio(true) });
    await screen.findByRole('region', { name: 'My Membership Applications' });
    await waitFor(() =>
      expect(spy.mock.calls.some(([input]) => String(input).endsWith('/api/profile'))).toBe(true),
    );
    expect(screen.queryByRole('alert', { name: 'Confirm your profile' })).toBeNull();
  });

  it('does not ask while the first application is not Released, and does not read the bio', async () => {
    const later = application({
      Code: 'APP-10',
      status: 'Released',
      ApplicationDateTime: '2027-01-01T00:00:00.000Z',
    });
    const spy = renderDashboard(
      [],
      0,
      [
        later,
        application({ Code: 'APP-1', status: 'Open', ApplicationDateTime: '2025-01-01T00:00:00.000Z' }),
      ],
      {
        'GET profile': bio(false),
      },
    );
    await screen.findByText(/^APP-10 · /);
    expect(screen.queryByRole('alert', { name: 'Confirm your profile' })).toBeNull();
    expect(spy.mock.calls.some(([input]) => String(input).endsWith('/api/profile'))).toBe(false);
  });
});

describe('Dashboard tiles (spec 1 §2)', () => {
  afterEach(() => localStorage.clear());

  const standing =
    (InGoodStanding: boolean, memberNo: string | null, reason: string | null = null) =>
    () =>
      data({ InGoodStanding, memberNo, reason });
  const unread = (id: number, title: string, read = false) => ({
    id,
    title,
    message: `${title} details`,
    action: '/billing',
    read,
    createdAt: '2026-05-01T08:00:00.000Z',
  });

  function renderTiles(handlers: Record<string, Handler>) {
    rememberSession(signedInUser(), '2099-01-01T00:00:00.000Z');
    return renderDashboard([], 0, [], {
      'GET auth/user': () => data(signedInUser()),
      'GET notifications': () => data([]),
      ...handlers,
    });
  }

  it('shows the four tiles in a row, in good standing, with the CPD points', async () => {
    renderTiles({
      'GET profile/good-standing/PR-000007': standing(true, 'M-0042'),
      'GET cpd_awards/points': () => data({ points: 40, currentYearPoints: 12, byYear: [] }),
    });
    const tile = await screen.findByRole('region', { name: 'Good Standing' });
    expect(await within(tile).findByText(dashboardTileTexts.inGoodStanding)).toBeTruthy();
    const cpd = await screen.findByRole('region', { name: 'CPD Points' });
    expect(await within(cpd).findByText('12')).toBeTruthy();
    expect(within(cpd).getByText('40 in all')).toBeTruthy();
    expect(within(cpd).getByRole('link', { name: 'View CPD' }).getAttribute('href')).toBe('/cpd');
    expect(screen.getByRole('region', { name: 'Arrears' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });

  it('holds the CPD tile in place while the member number is read, so nothing below it moves', async () => {
    let answerStanding: (response: Response) => void = () => undefined;
    renderTiles({
      'GET profile/good-standing/PR-000007': () =>
        new Promise<Response>((resolve) => (answerStanding = resolve)),
      'GET cpd_awards/points': () => data({ points: 40, currentYearPoints: 12, byYear: [] }),
    });
    const cpd = await screen.findByRole('region', { name: 'CPD Points' });
    expect(within(cpd).getByLabelText('Loading CPD points')).toBeTruthy();
    answerStanding(await standing(true, 'M-0042')());
    expect(await within(cpd).findByText('12')).toBeTruthy();
  });

  it('says why a member is not in good standing', async () => {
    renderTiles({
      'GET profile/good-standing/PR-000007': standing(false, 'M-0042', goodStandingReasons.overdue),
      'GET cpd_awards/points': () => data({ points: 0, currentYearPoints: 0, byYear: [] }),
    });
    const tile = await screen.findByRole('region', { name: 'Good Standing' });
    expect(await within(tile).findByText(dashboardTileTexts.notInGoodStanding)).toBeTruthy();
    expect(within(tile).getByText(goodStandingReasons.overdue)).toBeTruthy();
  });

  it('reads Not yet a member, with no CPD tile, without a member number', async () => {
    const spy = renderTiles({
      'GET profile/good-standing/PR-000007': standing(false, null, goodStandingReasons.noMemberNo),
    });
    const tile = await screen.findByRole('region', { name: 'Good Standing' });
    expect(await within(tile).findByText(dashboardTileTexts.notYetMember)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'CPD Points' })).toBeNull();
    expect(spy.mock.calls.some(([input]) => String(input).includes('cpd_awards'))).toBe(false);
  });

  it('counts the unread notifications from the bell’s list and opens one', async () => {
    const spy = renderTiles({
      'GET profile/good-standing/PR-000007': standing(true, 'M-0042'),
      'GET notifications': () =>
        data([unread(3, 'Invoice raised'), unread(2, 'Booking confirmed'), unread(1, 'Old news', true)]),
      'POST notifications/read': () => data({ message: 'ok' }),
    });
    const tile = await screen.findByRole('region', { name: 'Notifications' });
    expect((await within(tile).findByTestId('unread-count')).textContent).toBe('2');
    expect(within(tile).queryByText('Old news')).toBeNull();
    fireEvent.click(within(tile).getByRole('button', { name: 'Open notification: Invoice raised' }));
    await waitFor(() => expect(bodiesSent(spy, 'POST notifications/read')).toEqual([{ id: 3 }]));
  });
});

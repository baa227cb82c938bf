import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../../contract/profile-sections/fields';
import type { StaffOverview } from '../../../../contract/staff-overview';
import { renderPage } from '../../../test-support/render';
import { data, stubApi } from '../../../test-support/stub-api';
import StaffOverviewPage from './StaffOverviewPage';

afterEach(() => vi.restoreAllMocks());

const overview = (money: StaffOverview['money']): StaffOverview => ({
  accounts: { users: 120, profiles: 90, staff: 4, applicantsWithoutProfile: 26 },
  messages: { pending: 2, failed: 1 },
  work: [
    { kind: 'application', stage: 'Open', count: 5, serviceDays: 14, overdue: 0, oldestDays: 6 },
    { kind: 'application', stage: 'Verified', count: 3, serviceDays: 14, overdue: 2, oldestDays: 31 },
    { kind: 'upgrade', stage: 'Committee Review', count: 1, serviceDays: 14, overdue: 0, oldestDays: 2 },
    { kind: 'licence', stage: 'Uploaded', count: 0, serviceDays: 14, overdue: 0, oldestDays: 0 },
  ],
  thisMonth: { month: '2027-01', applicationsSubmitted: 7, membersAdmitted: 4, upgradesSubmitted: 1 },
  money,
  upcomingEvents: [
    { no: 'EV-7', description: 'Bridge design seminar', startDate: '2027-01-20', booked: 3, capacity: 50 },
  ],
});

const money: NonNullable<StaffOverview['money']> = {
  incomeThisMonth: 2500,
  incomeThisYear: 2500,
  incomeByMonth: [
    { month: '2026-12', amount: 1000 },
    { month: '2027-01', amount: 2500 },
  ],
  overdue: 12000,
  membersInArrears: 3,
  renewalsDue: 8,
  renewalsDueAmount: 40000,
};

describe('the staff overview', () => {
  it('shows work waiting per stage, each linking to its list, with what is overdue', async () => {
    stubApi({ 'GET admin/overview': () => data(overview(money)) });
    renderPage(<StaffOverviewPage />, '/admin/overview');
    const verified = await screen.findByRole('link', { name: 'Applications · Verified' });
    expect(verified.getAttribute('href')).toBe('/admin/review?status=Verified');
    const row = verified.closest('tr') as HTMLElement;
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('31 d')).toBeTruthy();
    // The stage's configured service level, beside what waits against it.
    expect(within(row).getByText('14 d')).toBeTruthy();
    // The overdue count opens exactly those in the queue.
    expect(within(row).getByRole('link', { name: '2 overdue at Verified' }).getAttribute('href')).toBe(
      '/admin/review?status=Verified&age=overdue',
    );
    expect(screen.getByRole('link', { name: 'Upgrades · Committee Review' }).getAttribute('href')).toBe(
      '/admin/upgrades?status=Committee%20Review',
    );
    const submitted = screen.getByRole('link', { name: 'Applications submitted this month' });
    expect(within(submitted.parentElement as HTMLElement).getByText('January 2027')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bridge design seminar' }).getAttribute('href')).toBe(
      '/admin/events/EV-7',
    );
    expect(screen.getByText('3 of 50 places booked')).toBeTruthy();
    // A mail that finally failed is reported here, linking to the failed messages to resend.
    expect(screen.getByRole('link', { name: 'Messages that failed' }).getAttribute('href')).toBe(
      '/admin/messages?status=failed',
    );
  });

  it('shows money with the income of each month named for screen readers', async () => {
    stubApi({ 'GET admin/overview': () => data(overview(money)) });
    renderPage(<StaffOverviewPage />, '/admin/overview');
    expect(await screen.findByText('Income this month')).toBeTruthy();
    // Each income figure opens the posted payments behind it.
    const today = todayIso();
    expect(screen.getByRole('link', { name: 'Income this month' }).getAttribute('href')).toBe(
      `/admin/payments?from=${today.slice(0, 7)}-01`,
    );
    expect(screen.getByRole('link', { name: 'Income this year' }).getAttribute('href')).toBe(
      `/admin/payments?from=${today.slice(0, 4)}-01-01`,
    );
    expect(screen.getByText('3 members in arrears')).toBeTruthy();
    const bars = screen.getByRole('list', { name: 'Income per month' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual([
      expect.stringMatching(/^December 2026: .*1,000/),
      expect.stringMatching(/^January 2027: .*2,500/),
    ]);
  });

  it('leaves money out for staff the server gives none (approvers)', async () => {
    stubApi({ 'GET admin/overview': () => data(overview(null)) });
    renderPage(<StaffOverviewPage />, '/admin/overview');
    expect(await screen.findByText('Work waiting')).toBeTruthy();
    expect(screen.queryByText('Income this month')).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentYear } from '../../../../contract/portal-time';
import type {
  ApplicationsReport,
  ArrearsReport,
  IncomeReport,
  MembersReport,
} from '../../../../contract/reports';
import { reportMessages } from '../../../../contract/reports';
import { formatKes } from '../../../lib/format';
import { renderPage } from '../../../test-support/render';
import { data, json, stubApi } from '../../../test-support/stub-api';
import ReportsPage from './ReportsPage';

afterEach(() => vi.restoreAllMocks());

const members: MembersReport = {
  rows: [
    { category: 'GE', categoryName: 'Graduate Engineer', status: 'Active', members: 1200 },
    { category: 'GE', categoryName: 'Graduate Engineer', status: 'Suspended', members: 3 },
  ],
  total: 1203,
};
const zero = { notSubmitted: 0, days0to7: 0, days8to30: 0, days31to90: 0, over90: 0 };
const applications: ApplicationsReport = {
  rows: [
    { stage: 'Open', ...zero, days0to7: 2, over90: 1, total: 3 },
    { stage: 'Released', ...zero, total: 0 },
  ],
  total: 3,
};
const income: IncomeReport = {
  from: '2025-12-01',
  to: '2026-11-22',
  rows: [{ month: '2026-03', purpose: 'Subscription Payment', receipts: 2, amount: 3000.5 }],
  totalAmount: 3000.5,
};
const arrears = (page: number): ArrearsReport => ({
  items: [
    {
      memberNo: page === 1 ? 'M-1' : 'M-51',
      name: page === 1 ? 'Wanjiku Kamau' : 'Otieno Ouma',
      email: 'w@example.com',
      category: 'CE',
      invoices: 2,
      amountOverdue: 8500.25,
      oldestDueDate: '2025-01-10',
    },
  ],
  total: 51,
  page,
  pageSize: 50,
  totalOverdue: 9000,
});

const handlers = {
  'GET admin/reports/members': () => data(members),
  'GET admin/reports/applications': () => data(applications),
  'GET admin/reports/income': () => data(income),
  'GET admin/reports/arrears': (_body: unknown, url: URL) =>
    data(arrears(Number(url.searchParams.get('page')))),
};

const cpdCompliance = (year: number) => ({
  year,
  rows: [
    {
      category: 'GE',
      categoryName: 'Graduate Engineer',
      requiredPoints: 50,
      members: 3,
      met: 1,
      notMet: 2,
      noRecords: 1,
      percentMet: 33.3,
    },
    {
      category: 'FE',
      categoryName: 'Fellow',
      requiredPoints: null,
      members: 4,
      met: 0,
      notMet: 0,
      noRecords: 4,
      percentMet: null,
    },
  ],
});

describe('ReportsPage', () => {
  it('shows CPD compliance for last year, and reads another year when chosen', async () => {
    const lastYear = currentYear() - 1;
    const spy = stubApi({
      ...handlers,
      'GET admin/reports/cpd-compliance': (_body: unknown, url: URL) =>
        data(cpdCompliance(Number(url.searchParams.get('year')))),
    });
    renderPage(<ReportsPage />, '/admin/reports?tab=cpd-compliance');
    const table = await screen.findByRole('table', { name: 'CPD compliance by category' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CategoryRequired pointsMembersMetNot metNo records% met',
      'Graduate Engineer (GE)50312133.3%',
      'Fellow (FE)No requirement4004—',
    ]);
    expect(spy.mock.calls.map(([input]) => String(input))).toContain(
      `/api/admin/reports/cpd-compliance?year=${lastYear}`,
    );
    const year = screen.getByRole('combobox', { name: 'CPD year' });
    fireEvent.click(year);
    await waitFor(() =>
      expect(document.getElementById(year.getAttribute('aria-controls') ?? '')).toBeTruthy(),
    );
    const list = document.getElementById(year.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(list).getByRole('option', { name: String(lastYear - 1), hidden: true }));
    await waitFor(() =>
      expect(spy.mock.calls.map(([input]) => String(input))).toContain(
        `/api/admin/reports/cpd-compliance?year=${lastYear - 1}`,
      ),
    );
  });

  it('shows the members report first, with its figures and the total', async () => {
    stubApi(handlers);
    renderPage(<ReportsPage />, '/admin/reports');
    const table = await screen.findByRole('table', { name: 'Members by category and status' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CategoryStatusMembers',
      'Graduate Engineer (GE)Active1,200',
      'Graduate Engineer (GE)Suspended3',
      'All categories (Total)1,203',
    ]);
  });

  it('opens the tab named in the URL and shows the age buckets', async () => {
    stubApi(handlers);
    renderPage(<ReportsPage />, '/admin/reports?tab=applications');
    const table = await screen.findByRole('table', { name: 'Applications by stage and age' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('Open020013');
  });

  it('reads income for the chosen dates and refuses a range that ends before it starts', async () => {
    const spy = stubApi(handlers);
    renderPage(<ReportsPage />, '/admin/reports?tab=income');
    const table = await screen.findByRole('table', { name: 'Income by month and purpose' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      `March 2026Subscription Payment2${formatKes(3000.5)}`,
    );
    expect(screen.getByLabelText('From')).toHaveProperty('value', '2025-12-01');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() =>
      expect(spy.mock.calls.map(([input]) => String(input))).toContain(
        '/api/admin/reports/income?from=2026-01-01',
      ),
    );
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-06-30' } });
    expect(await screen.findByText(reportMessages.rangeOrder)).toBeTruthy();
    expect(spy.mock.calls.map(([input]) => String(input))).not.toContain(
      '/api/admin/reports/income?from=2026-01-01&to=2025-06-30',
    );
  });

  it('pages the arrears list on the server', async () => {
    stubApi(handlers);
    renderPage(<ReportsPage />, '/admin/reports?tab=arrears');
    expect(await screen.findByText('Wanjiku Kamau')).toBeTruthy();
    // Each row's member number opens the member page.
    expect(screen.getByRole('link', { name: 'M-1' }).getAttribute('href')).toBe('/admin/members/M-1');
    expect(screen.getByText(`51 members owe ${formatKes(9000)} overdue.`.replace(/\s/g, ' '))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Otieno Ouma')).toBeTruthy();
  });

  it('downloads the CSV under the server’s file name, and warns with the server’s message when refused', async () => {
    const created = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    let refuse = false;
    stubApi({
      ...handlers,
      'GET admin/reports/members/csv': () =>
        refuse
          ? json({ message: 'You do not have access to this page' }, 403)
          : new Response('\uFEFFCategory\r\n', {
              headers: { 'content-disposition': 'attachment; filename="members-by-category-2026-11-22.csv"' },
            }),
    });
    renderPage(<ReportsPage />, '/admin/reports');
    await screen.findByRole('table', { name: 'Members by category and status' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['members-by-category-2026-11-22.csv']));

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
    expect(clicked).toHaveLength(1);
  });

  it('says so when a report is empty, and offers to try again when it fails', async () => {
    let fail = true;
    stubApi({
      ...handlers,
      'GET admin/reports/members': () =>
        fail ? json({ message: 'The server is busy' }, 500) : data({ rows: [], total: 0 }),
    });
    renderPage(<ReportsPage />, '/admin/reports');
    expect(await screen.findByText('The server is busy')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The member register is empty.')).toBeTruthy();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Application, IN_REVIEW } from '../../../contract/applications';
import { encodeRouteText } from '../../../contract/route-values';
import { renderPage } from '../../test-support/render';
import { data, json, stubApi } from '../../test-support/stub-api';
import { shownKes } from '../billing/test-entries';
import ApplicationsPage from './ApplicationsPage';
import { application } from './test-applications';

afterEach(() => vi.restoreAllMocks());

const allActions = [
  'Submit',
  're-Submit',
  'File',
  'Certificate',
  'Invoice',
  'Receipt',
  'Rejection Letter',
  'Acceptance Letter',
  'Pay Now',
  'Comments (1)',
] as const;

function renderApplications(applications: Application[] | Response) {
  stubApi({
    'GET application': () => (applications instanceof Response ? applications : data(applications)),
    'GET checklist': () => data([{ checkListType: 'PROFILE', description: 'Profile', pass: true }]),
  });
  renderPage(<ApplicationsPage />, '/application');
}

const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr') as HTMLElement;

/** The labels of the row's buttons and links, in the order they are shown. */
const shownActions = (row: HTMLElement) =>
  [...row.querySelectorAll('a, button')]
    .map((element) => element.textContent?.trim() ?? '')
    .filter((label) => (allActions as readonly string[]).includes(label));

describe('My Applications (spec 2 §2.8, §4)', () => {
  it('shows code, category, amount, date, status and member number', async () => {
    renderApplications([application({ status: 'Released', Submitted: true, assignedMemberNo: 'M-1234' })]);
    const row = await rowOf('APP-000012');
    expect(within(row).getByText('Graduate Engineer')).toBeTruthy();
    expect(within(row).getByText(shownKes(5800))).toBeTruthy();
    expect(within(row).getByText('Released')).toBeTruthy();
    expect(within(row).getByText('M-1234')).toBeTruthy();
    for (const header of [
      'Code',
      'Category',
      'Amount',
      'Application Date',
      'Status',
      'Member No',
      'Actions',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
  });

  it.each(['Verified', 'Committee Review', 'Board Review'] as const)(
    "shows %s as 'In Review'",
    async (status) => {
      renderApplications([
        application({ status, Submitted: true, invoiceNo: 'INV-1', postedReceiptNo: 'RCP-1' }),
      ]);
      const row = await rowOf('APP-000012');
      expect(within(row).getByText(IN_REVIEW)).toBeTruthy();
      expect(within(row).queryByText(status)).toBeNull();
    },
  );

  const cases: { name: string; row: Partial<Application>; actions: (typeof allActions)[number][] }[] = [
    { name: 'New', row: {}, actions: ['Submit'] },
    {
      name: 'New, returned for correction',
      row: { Resubmission: true, Submitted: true, invoiceNo: 'INV-1' },
      actions: ['re-Submit', 'File', 'Invoice', 'Pay Now'],
    },
    {
      name: 'Open unpaid',
      row: { status: 'Open', Submitted: true, invoiceNo: 'INV-1' },
      actions: ['File', 'Invoice', 'Pay Now'],
    },
    {
      name: 'Open paid',
      row: { status: 'Open', Submitted: true, invoiceNo: 'INV-1', postedReceiptNo: 'RCP-1' },
      actions: ['File', 'Invoice', 'Receipt'],
    },
    {
      name: 'Released with member no',
      row: {
        status: 'Released',
        Submitted: true,
        invoiceNo: 'INV-1',
        postedReceiptNo: 'RCP-1',
        assignedMemberNo: 'M-1',
      },
      actions: ['Certificate', 'Invoice', 'Receipt', 'Acceptance Letter'],
    },
    {
      name: 'Released without member no',
      row: { status: 'Released', Submitted: true, invoiceNo: 'INV-1', postedReceiptNo: 'RCP-1' },
      actions: ['File', 'Invoice', 'Receipt', 'Acceptance Letter'],
    },
    {
      name: 'Rejected',
      row: { status: 'Rejected', Submitted: true, invoiceNo: 'INV-1', postedReceiptNo: 'RCP-1' },
      actions: ['File', 'Invoice', 'Receipt', 'Rejection Letter'],
    },
    {
      name: 'with comments',
      row: {
        status: 'Open',
        Submitted: true,
        membershipComments: [
          {
            displayName: 'Reviewer',
            commentDate: '2026-03-04T10:00:00.000Z',
            comment: 'Attach your degree.',
          },
        ],
      },
      actions: ['File', 'Comments (1)'],
    },
  ];
  it.each(cases)('offers exactly the actions of $name', async ({ row, actions }) => {
    renderApplications([application(row)]);
    expect(shownActions(await rowOf('APP-000012'))).toEqual(actions);
  });

  it('links each document to its page (certificate and billing codes base64, letters plain)', async () => {
    renderApplications([
      application({
        Code: 'APP/1',
        status: 'Released',
        Submitted: true,
        invoiceNo: 'INV-1',
        postedReceiptNo: 'RCP-1',
        assignedMemberNo: 'M-1',
      }),
      application({ Code: 'APP/2', status: 'Rejected', Submitted: true }),
    ]);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    await screen.findByText('APP/1');
    expect(href('Certificate APP/1')).toBe(`/application/certificate/${encodeRouteText('APP/1')}`);
    expect(href('Acceptance Letter APP/1')).toBe('/application/acceptanceLetter/APP%2F1');
    expect(href('Invoice APP/1')).toBe(`/billing/invoice/${encodeRouteText('INV-1')}`);
    expect(href('Receipt APP/1')).toBe(`/billing/receipt/${encodeRouteText('RCP-1')}`);
    expect(href('File APP/2')).toBe('/application/document/APP%2F2');
    expect(href('Rejection Letter APP/2')).toBe('/application/rejectionLetter/APP%2F2');
  });

  it('lists the comments with who wrote them and when', async () => {
    renderApplications([
      application({
        status: 'New',
        Resubmission: true,
        Submitted: true,
        membershipComments: [
          {
            displayName: 'Jane Approver',
            commentDate: '2026-03-04T10:00:00.000Z',
            comment: 'Attach your degree.',
          },
          { displayName: 'Board Secretary', commentDate: '2026-03-05T10:00:00.000Z', comment: 'Thank you.' },
        ],
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Comments on APP-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comments on APP-000012' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Jane Approver')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Attach your degree.')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(/2026/)).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Thank you.')).toBeTruthy();
  });

  it('says when there are no applications', async () => {
    renderApplications([]);
    expect(await screen.findByText('You have no membership applications yet.')).toBeTruthy();
  });

  it("shows the server's message when the list cannot be read", async () => {
    renderApplications(json({ message: 'Applications unavailable.' }, 503));
    expect((await screen.findByRole('alert')).textContent).toContain('Applications unavailable.');
  });

  it('shows cards instead of a table on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderApplications([application({ status: 'Open', Submitted: true, invoiceNo: 'INV-1' })]);
    const cards = await screen.findByRole('list', { name: 'My Applications' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards).getByRole('link', { name: 'File APP-000012' })).toBeTruthy();
    expect(within(cards).getByText(shownKes(5800))).toBeTruthy();
  });
});

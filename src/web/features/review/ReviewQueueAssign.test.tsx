import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_PAGE_SIZE, type ReviewQueueItem } from '../../../contract/applications';
import { assignmentMessages } from '../../../contract/review-assignment-rules';
import { Providers } from '../../app/Providers';
import { exportTexts } from '../../components/list-kit/ExportButtons';
import { renderPage, testQueryClient } from '../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../test-support/stub-api';
import { assignDialogTexts } from './AssignDialog';
import { assigneeAgeTexts } from './AssigneeAgeFilters';
import { bulkAssignTexts } from './BulkAssignBar';
import ReviewQueuePage from './ReviewQueuePage';
import { stageDueTexts } from './StageDue';
import { graduateCategory, queueItem, reviewers } from './test-review';

afterEach(() => vi.restoreAllMocks());

function renderQueue(
  items: ReviewQueueItem[],
  path = '/admin/review',
  assign = () => data({ changed: 2, assignee: reviewers[1] }),
  total = items.length,
) {
  const queries: string[] = [];
  const spy = stubApi({
    'GET setup/categories': () => data([graduateCategory]),
    'GET review/reviewers': () => data(reviewers),
    'GET review/applications': (_body, url) => {
      queries.push(url.search);
      return data({ items, total, page: 1, pageSize: REVIEW_PAGE_SIZE });
    },
    'POST review/assignments': assign,
    'GET review/applications/csv': () => new Response('\uFEFFCode\r\n'),
  });
  renderPage(<ReviewQueuePage />, path);
  return { queries, spy };
}

const lastQuery = (queries: string[]) => new URLSearchParams(queries.at(-1));

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** The list kit's selection boxes and bar (web/components/list-kit/SelectionControls). */
const selectionTexts = {
  all: 'Select all rows on this page',
  row: (code: string) => `Select ${code}`,
  chosen: (count: number) => `${count} selected`,
  bar: 'Bulk actions',
};

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the queue by assignee and age', () => {
  it('shows each row’s assignee, days in stage, due day and an overdue badge', async () => {
    renderQueue([
      queueItem('APP-000001', { assignee: reviewers[0] ?? null }),
      queueItem('APP-000002', {
        timing: {
          stageEnteredAt: '2026-01-01T00:00:00.000Z',
          daysInStage: 40,
          dueAt: '2026-01-08T00:00:00.000Z',
          overdue: true,
        },
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Applications' });
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('Admin Kamau')).toBeTruthy();
    expect(within(first as HTMLElement).queryByText(stageDueTexts.overdue)).toBeNull();
    expect(within(first as HTMLElement).getByText('9 Mar 2026')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Unassigned')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('40 d')).toBeTruthy();
    expect(within(second as HTMLElement).getByText(stageDueTexts.overdue)).toBeTruthy();
  });

  it('keeps the assignee and age filters in the address and sends them to the server', async () => {
    const { queries } = renderQueue([queueItem('APP-000001')], '/admin/review?assignee=me&age=overdue');
    await screen.findByRole('table', { name: 'Applications' });
    expect(Object.fromEntries(lastQuery(queries))).toMatchObject({ assignee: 'me', age: 'overdue' });
    expect(
      (screen.getByRole('combobox', { name: assigneeAgeTexts.assignee }) as HTMLInputElement).value,
    ).toBe(assigneeAgeTexts.me);

    await choose(assigneeAgeTexts.assignee, 'Approver Njeri');
    await waitFor(() => expect(lastQuery(queries).get('assignee')).toBe('4'));
    await choose(assigneeAgeTexts.assignee, assigneeAgeTexts.unassigned);
    await waitFor(() => expect(lastQuery(queries).get('assignee')).toBe('none'));
    await choose(assigneeAgeTexts.age, 'More than 14 days in stage');
    await waitFor(() => expect(lastQuery(queries).get('age')).toBe('14'));
    await choose(assigneeAgeTexts.age, assigneeAgeTexts.anyAge);
    await waitFor(() => expect(lastQuery(queries).get('age')).toBeNull());
    await choose(assigneeAgeTexts.assignee, assigneeAgeTexts.anyone);
    await waitFor(() => expect(lastQuery(queries).get('assignee')).toBeNull());
  });
});

describe('choosing rows and assigning them', () => {
  it('selects rows one by one and all at once, half-ticked in between', async () => {
    renderQueue([queueItem('APP-000001'), queueItem('APP-000002')]);
    await screen.findByRole('table', { name: 'Applications' });
    expect(screen.queryByRole('region', { name: selectionTexts.bar })).toBeNull();

    fireEvent.click(checkbox(selectionTexts.row('APP-000001')));
    expect(checkbox(selectionTexts.all).checked).toBe(false);
    expect(checkbox(selectionTexts.all).getAttribute('data-indeterminate')).toBe('true');
    expect(screen.getByText(selectionTexts.chosen(1))).toBeTruthy();

    fireEvent.click(checkbox(selectionTexts.all));
    expect(checkbox(selectionTexts.all).checked).toBe(true);
    expect(checkbox(selectionTexts.row('APP-000002')).checked).toBe(true);
    expect(screen.getByText(selectionTexts.chosen(2))).toBeTruthy();

    fireEvent.click(checkbox(selectionTexts.all));
    expect(checkbox(selectionTexts.row('APP-000001')).checked).toBe(false);
    expect(screen.queryByRole('region', { name: selectionTexts.bar })).toBeNull();
  });

  it('starts another page, or other filters, with nothing chosen', async () => {
    renderQueue([queueItem('APP-000001')], '/admin/review', undefined, REVIEW_PAGE_SIZE * 2);
    await screen.findByRole('table', { name: 'Applications' });
    fireEvent.click(checkbox(selectionTexts.row('APP-000001')));
    expect(checkbox(selectionTexts.all).checked).toBe(true);
    const pages = screen.getByRole('navigation', { name: 'Review queue pages' });
    fireEvent.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(checkbox(selectionTexts.row('APP-000001')).checked).toBe(false));
    expect(screen.queryByRole('region', { name: selectionTexts.bar })).toBeNull();
  });

  it('assigns the chosen rows after confirming, then toasts and clears the selection', async () => {
    const { spy } = renderQueue([queueItem('APP-000001'), queueItem('APP-000002')]);
    await screen.findByRole('table', { name: 'Applications' });
    fireEvent.click(checkbox(selectionTexts.all));
    fireEvent.click(screen.getByRole('button', { name: bulkAssignTexts.assign }));
    const dialog = await screen.findByRole('dialog', { name: assignDialogTexts.title(2) });
    const submit = within(dialog).getByRole('button', {
      name: assignDialogTexts.submit,
    }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('combobox', { name: assignDialogTexts.reviewer }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Approver Njeri', hidden: true }));
    expect(within(dialog).getByText(assignDialogTexts.confirm(2, 'Approver Njeri'))).toBeTruthy();
    fireEvent.click(submit);
    expect(await screen.findByText(assignmentMessages.assigned(2, 'Approver Njeri'))).toBeTruthy();
    expect(bodiesSent(spy, 'POST review/assignments')).toEqual([
      { codes: ['APP-000001', 'APP-000002'], assigneeId: 4 },
    ]);
    await waitFor(() => expect(checkbox(selectionTexts.all).checked).toBe(false));
  });

  it('exports the chosen rows by their numbers, under the same filter and order', async () => {
    const { spy } = renderQueue(
      [queueItem('APP-000007'), queueItem('APP-000003'), queueItem('APP-000005')],
      '/admin/review?view=all&sort=due&dir=desc',
    );
    await screen.findByRole('table', { name: 'Applications' });
    fireEvent.click(checkbox(selectionTexts.row('APP-000005')));
    fireEvent.click(checkbox(selectionTexts.row('APP-000007')));
    const bar = screen.getByRole('region', { name: selectionTexts.bar });
    expect(within(bar).getByText(selectionTexts.chosen(2))).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: exportTexts.selected }));
    await waitFor(() =>
      expect(spy.mock.calls.map(([input]) => String(input))).toContain(
        '/api/review/applications/csv?view=all&sort=due&dir=desc&ids=5%2C7',
      ),
    );
  });

  it('chooses a row without opening it, where a click elsewhere on the row opens it', async () => {
    stubApi({
      'GET setup/categories': () => data([graduateCategory]),
      'GET review/reviewers': () => data(reviewers),
      'GET review/applications': () =>
        data({ items: [queueItem('APP-000001')], total: 1, page: 1, pageSize: REVIEW_PAGE_SIZE }),
    });
    const router = createMemoryRouter(
      [
        { path: '/admin/review', element: <ReviewQueuePage /> },
        { path: '/admin/review/:code', element: <p>Workspace</p> },
      ],
      { initialEntries: ['/admin/review'] },
    );
    render(
      <Providers client={testQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const table = await screen.findByRole('table', { name: 'Applications' });
    fireEvent.click(checkbox(selectionTexts.row('APP-000001')));
    expect(checkbox(selectionTexts.row('APP-000001')).checked).toBe(true);
    expect(router.state.location.pathname).toBe('/admin/review');
    fireEvent.click(within(table).getByText('Applicant APP-000001'));
    expect(await screen.findByText('Workspace')).toBeTruthy();
  });

  it("shows the server's refusal in the dialog and keeps the selection", async () => {
    renderQueue([queueItem('APP-000001')], '/admin/review', () =>
      json({ message: assignmentMessages.notStaff }, 400),
    );
    await screen.findByRole('table', { name: 'Applications' });
    fireEvent.click(checkbox(selectionTexts.row('APP-000001')));
    fireEvent.click(screen.getByRole('button', { name: bulkAssignTexts.assign }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('combobox', { name: assignDialogTexts.reviewer }));
    fireEvent.click(
      await within(dialog).findByRole('option', { name: assignDialogTexts.nobody, hidden: true }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: assignDialogTexts.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(assignmentMessages.notStaff);
    expect(checkbox(selectionTexts.row('APP-000001')).checked).toBe(true);
  });
});

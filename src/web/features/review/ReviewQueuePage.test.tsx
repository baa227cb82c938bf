import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_PAGE_SIZE, type ReviewQueueItem } from '../../../contract/applications';
import { LIST_CSV_MAX_ROWS, listMessages } from '../../../contract/list-query';
import { exportTexts } from '../../components/list-kit/ExportButtons';
import { renderPage } from '../../test-support/render';
import { data, json, stubApi } from '../../test-support/stub-api';
import ReviewQueuePage, { queueViewLabels, reviewQueueTexts } from './ReviewQueuePage';
import { graduateCategory, queueItem } from './test-review';

afterEach(() => {
  vi.restoreAllMocks();
  // A toast (the CSV refusal) must not linger into the next test's alerts.
  notifications.clean();
});

/** Answers the queue with `items` and `total`; returns every queue query string the page sent. */
function renderQueue(items: ReviewQueueItem[], total = items.length, path = '/admin/review') {
  const queries: string[] = [];
  stubApi({
    'GET setup/categories': () => data([graduateCategory]),
    'GET review/applications': (_body, url) => {
      queries.push(url.search);
      return data({ items, total, page: Number(url.searchParams.get('page')), pageSize: REVIEW_PAGE_SIZE });
    },
  });
  renderPage(<ReviewQueuePage />, path);
  return queries;
}

const lastQuery = (queries: string[]) => new URLSearchParams(queries.at(-1));

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('review queue', () => {
  it('lists applications with code, applicant, category, status, submitted and paid', async () => {
    renderQueue([queueItem('APP-000001'), queueItem('APP-000002', { paid: false, status: 'Verified' })]);
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'Code',
      'Applicant',
      'Category',
      'Status',
      'Submitted',
      'Paid',
      'Assignee',
      'In stage',
      'Due',
    ]);
    const second = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(within(second).getByRole('link', { name: 'APP-000002' }).getAttribute('href')).toBe(
      '/admin/review/APP-000002',
    );
    expect(await within(second).findByText('Graduate Engineer')).toBeTruthy();
    expect(within(second).getByText('Verified')).toBeTruthy();
    expect(within(second).getAllByRole('cell').at(-4)?.textContent).toBe('No');
  });

  it('sorts by a header through the address, flipping the direction on a second click', async () => {
    const queries = renderQueue([queueItem('APP-000001')], 45, '/admin/review?category=GRADUATE&page=2');
    const table = await screen.findByRole('table', { name: 'Applications' });
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Submitted').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Code').getAttribute('aria-sort')).toBe('none');
    // Paid, assignee and days in stage are not sortable: plain headers.
    expect(within(header('Paid')).queryByRole('button')).toBeNull();

    fireEvent.click(within(header('Code')).getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(lastQuery(queries).get('sort')).toBe('code'));
    expect(Object.fromEntries(lastQuery(queries))).toEqual({
      category: 'GRADUATE',
      sort: 'code',
      dir: 'asc',
      page: '1',
    });
    await waitFor(() => expect(header('Code').getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(within(header('Code')).getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(lastQuery(queries).get('dir')).toBe('desc'));
    await waitFor(() => expect(header('Code').getAttribute('aria-sort')).toBe('descending'));

    fireEvent.click(within(header('Due')).getByRole('button', { name: 'Due' }));
    await waitFor(() => expect(lastQuery(queries).get('sort')).toBe('due'));
    expect(lastQuery(queries).get('dir')).toBe('asc');
  });

  it('opens the order the address names, and downloads the CSV of the same filter and order', async () => {
    const spy = stubApi({
      'GET setup/categories': () => data([graduateCategory]),
      'GET review/applications': () =>
        data({ items: [queueItem('APP-000001')], total: 45, page: 2, pageSize: REVIEW_PAGE_SIZE }),
      'GET review/applications/csv': () =>
        json({ message: listMessages.tooManyRows(LIST_CSV_MAX_ROWS) }, 400),
    });
    renderPage(<ReviewQueuePage />, '/admin/review?assignee=me&sort=applicant&dir=desc&page=2');
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(within(table).getByRole('columnheader', { name: 'Applicant' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(screen.getByRole('button', { name: exportTexts.all }));
    await waitFor(() =>
      expect(spy.mock.calls.map(([input]) => String(input))).toContain(
        '/api/review/applications/csv?assignee=me&sort=applicant&dir=desc',
      ),
    );
    // A refusal (over the row cap) is said, not swallowed.
    expect(await screen.findByText(listMessages.tooManyRows(LIST_CSV_MAX_ROWS))).toBeTruthy();
  });

  it("links a released application to its member's page, the number percent-encoded", async () => {
    renderQueue([queueItem('APP-000003', { status: 'Released', assignedMemberNo: 'G/2401' })]);
    const table = await screen.findByRole('table', { name: 'Applications' });
    const link = within(table).getByRole('link', { name: 'Member G/2401' });
    expect(link.getAttribute('href')).toBe('/admin/members/G%2F2401');
  });

  it('sends the filters and the search term as the query string, starting each at page 1', async () => {
    const queries = renderQueue([queueItem('APP-000001')], 45, '/admin/review?status=Verified&page=2');
    await screen.findByRole('table', { name: 'Applications' });
    // The address carries the filters, so Back from a workspace returns to the same view.
    expect(Object.fromEntries(lastQuery(queries))).toEqual({
      status: 'Verified',
      sort: 'submitted',
      dir: 'asc',
      page: '2',
    });
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe('Verified');

    await choose('Status', 'Board Review');
    await waitFor(() => expect(lastQuery(queries).get('status')).toBe('Board Review'));
    expect(lastQuery(queries).get('page')).toBe('1');

    await choose('Category', 'Graduate Engineer (Individual)');
    await waitFor(() => expect(lastQuery(queries).get('category')).toBe('GRADUATE'));

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: ' wanjiru ' } });
    await waitFor(() => expect(lastQuery(queries).get('term')).toBe('wanjiru'));
    expect(Object.fromEntries(lastQuery(queries))).toEqual({
      status: 'Board Review',
      category: 'GRADUATE',
      term: 'wanjiru',
      sort: 'submitted',
      dir: 'asc',
      page: '1',
    });

    await choose('Status', queueViewLabels.finished);
    await waitFor(() => expect(lastQuery(queries).get('view')).toBe('finished'));
    expect(lastQuery(queries).get('status')).toBeNull();
    await choose('Status', queueViewLabels.all);
    await waitFor(() => expect(lastQuery(queries).get('view')).toBe('all'));
  });

  it('opens on the applications waiting for a decision', async () => {
    const queries = renderQueue([queueItem('APP-000001')]);
    await screen.findByRole('table', { name: 'Applications' });
    // Waiting is the server's default view, so the address (and the query) leave it out.
    expect(Object.fromEntries(lastQuery(queries))).toEqual({ sort: 'submitted', dir: 'asc', page: '1' });
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe(
      queueViewLabels.waiting,
    );
  });

  it('pages through the server with ceil(total / page size) pages', async () => {
    const queries = renderQueue([queueItem('APP-000001')], REVIEW_PAGE_SIZE * 2 + 1);
    const pages = await screen.findByRole('navigation', { name: 'Review queue pages' });
    expect(within(pages).getByRole('button', { name: '3' })).toBeTruthy();
    expect(within(pages).queryByRole('button', { name: '4' })).toBeNull();
    fireEvent.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastQuery(queries).get('page')).toBe('3'));
  });

  it('shows no pager for a single page and says when nothing matches', async () => {
    renderQueue([], 0);
    expect(await screen.findByText(reviewQueueTexts.empty)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Review queue pages' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's message when the queue cannot be read", async () => {
    stubApi({
      'GET setup/categories': () => data([graduateCategory]),
      'GET review/applications': () => json({ message: 'You cannot review applications.' }, 403),
    });
    renderPage(<ReviewQueuePage />, '/admin/review');
    expect((await screen.findByRole('alert')).textContent).toContain('You cannot review applications.');
  });

  it('shows cards instead of a table at phone width', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      const queries = renderQueue([queueItem('APP-000001'), queueItem('APP-000002')]);
      const list = await screen.findByRole('list', { name: 'Applications' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe('/admin/review/APP-000001');
      expect(screen.queryByRole('table')).toBeNull();
      // No headers to click on a phone: the order is a select of the same columns and directions.
      fireEvent.change(screen.getByRole('combobox', { name: 'Order' }), { target: { value: 'due:desc' } });
      await waitFor(() => expect(lastQuery(queries).get('sort')).toBe('due'));
      expect(lastQuery(queries).get('dir')).toBe('desc');
    } finally {
      window.matchMedia = original;
    }
  });
});

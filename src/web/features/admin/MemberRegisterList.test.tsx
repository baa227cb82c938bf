import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bulkMessageMessages } from '../../../contract/bulk-messages';
import type { RegisterEntry, RegisterPage } from '../../../contract/member-register';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, stubApi } from '../../test-support/stub-api';
import MemberRegisterPage from './MemberRegisterPage';

/** The register list of issue 27: sort and filters in the address, export, a message to the selected. */

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

const entry = (id: number, memberNo: string, first: string): RegisterEntry => ({
  id,
  member_no: memberNo,
  first_name: first,
  second_name: null,
  last_name: 'OTIENO',
  id_number: `ID${id}`,
  email: `${first.toLowerCase()}@eik.example`,
  phone: null,
  category: 'GRADUATE',
  status: 'Active',
  activated_at: null,
  updated_at: '2026-01-01T00:00:00.000Z',
});
const page: RegisterPage = {
  items: [entry(1, 'G/1', 'ANN'), entry(2, 'G/2', 'BEN'), entry(3, 'G/3', 'CY')],
  total: 3,
  page: 1,
  pageSize: 20,
};
const category = (Code: string, Description: string) => ({
  Code,
  Description,
  categoryType: 'Individual',
  CanApply: true,
  entitled: false,
  charges: [],
});
const handlers = {
  'GET admin/member-register': () => data(page),
  'GET setup/categories': () => data([category('GRADUATE', 'Graduate'), category('FELLOW', 'Fellow')]),
};
const urls = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/admin/member-register'));

describe('member register list', () => {
  it('sorts by a header and filters by category, through the address', async () => {
    const spy = stubApi(handlers);
    renderPage(<MemberRegisterPage />, '/admin/member-register?status=Active');
    await screen.findByText('ANN OTIENO');
    const table = screen.getByRole('table', { name: 'Member register' });
    expect(within(table).getByRole('columnheader', { name: 'Member No' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(urls(spy)).toContain('/api/admin/member-register?status=Active&sort=name&dir=asc&page=1'),
    );
    await screen.findByRole('option', { name: 'Fellow' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'FELLOW' } });
    await waitFor(() =>
      expect(urls(spy)).toContain(
        '/api/admin/member-register?status=Active&category=FELLOW&sort=name&dir=asc&page=1',
      ),
    );
  });

  it('selects the page, exports only the selection, and messages it after confirming', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:register'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const spy = stubApi({
      ...handlers,
      'GET admin/member-register/csv': () => new Response('\uFEFFMember No\r\n'),
      'POST admin/member-register/messages': () =>
        data({ message: bulkMessageMessages.queued(3, 0), queued: 3, withoutEmail: 0 }),
    });
    renderPage(<MemberRegisterPage />, '/admin/member-register');
    await screen.findByText('ANN OTIENO');
    const selectAll = screen.getByRole('checkbox', {
      name: 'Select all rows on this page',
    }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select G/2, BEN OTIENO' }));
    expect(selectAll.indeterminate).toBe(true);
    fireEvent.click(selectAll);
    expect(selectAll.checked).toBe(true);
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Export selected' }));
    await waitFor(() =>
      expect(urls(spy)).toContain('/api/admin/member-register/csv?sort=member_no&dir=asc&ids=2%2C1%2C3'),
    );

    fireEvent.click(within(bar).getByRole('button', { name: 'Send a message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a message' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Subject/ }), { target: { value: 'AGM' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), {
      target: { value: 'See you.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText('Send this message to 3 members?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(bulkMessageMessages.queued(3, 0))).toBeTruthy();
    expect(bodiesSent(spy, 'POST admin/member-register/messages')).toEqual([
      { ids: [2, 1, 3], subject: 'AGM', text: 'See you.' },
    ]);
  });
});

import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, AdminUsersPage } from '../../../../contract/admin-users';
import { bulkMessageMessages } from '../../../../contract/bulk-messages';
import { listMessages } from '../../../../contract/list-query';
import { storageKeys } from '../../../lib/session-storage';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../../test-support/stub-api';
import { signedInUser } from '../../../test-support/users';
import AdminUsersPageView from './AdminUsersPage';

/** The users list of issue 27: filters and sort in the address, CSV export, and a message to the selected. */

const me = signedInUser({ id: 2, email: 'admin@eik.example', is_admin: true, name: 'Portal Admin' });
const account = (id: number, email: string): AdminUser => ({
  id,
  name: null,
  profile_name: `Member ${id}`,
  email,
  email_verified_at: null,
  profile_id: null,
  id_number: null,
  phone_no: null,
  type: 'Individual',
  is_admin: false,
  is_approver: false,
  is_super_admin: false,
  deactivated_at: null,
  locked: false,
  member_no: null,
});
const page: AdminUsersPage = {
  users: [account(10, 'ann@eik.example'), account(11, 'ben@eik.example'), account(12, 'cy@eik.example')],
  total: 3,
  page: 1,
  pageSize: 20,
};
const listUrls = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/admin/users'));

beforeEach(() => localStorage.setItem(storageKeys.user, JSON.stringify(me)));
afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

const handlers = {
  'GET auth/user': () => data(me),
  'GET admin/users': () => data(page),
};

describe('user settings list', () => {
  it('filters by role and state and sorts by a header, through the address', async () => {
    const spy = stubApi(handlers);
    renderPage(<AdminUsersPageView />, '/admin/user-settings?state=locked');
    await screen.findByText('ann@eik.example');
    expect(listUrls(spy)).toContain('/api/admin/users?state=locked&sort=created&dir=desc&page=1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'firm' } });
    await waitFor(() =>
      expect(listUrls(spy)).toContain('/api/admin/users?role=firm&state=locked&sort=created&dir=desc&page=1'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() =>
      expect(listUrls(spy)).toContain('/api/admin/users?role=firm&state=locked&sort=email&dir=asc&page=1'),
    );
    expect(screen.getByRole('columnheader', { name: 'E-mail' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('sends a message to the selected users after confirming the count, and toasts the outcome', async () => {
    const spy = stubApi({
      ...handlers,
      'POST admin/users/messages': () =>
        data({ message: bulkMessageMessages.queued(2, 0), queued: 2, withoutEmail: 0 }),
    });
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    await screen.findByText('ann@eik.example');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ann@eik.example' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select cy@eik.example' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Send a message' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send a message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter the subject of the e-mail.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Subject/ }), {
      target: { value: 'Renewals' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), {
      target: { value: 'Renew by March.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText('Send this message to 2 users?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(bulkMessageMessages.queued(2, 0))).toBeTruthy();
    expect(bodiesSent(spy, 'POST admin/users/messages')).toEqual([
      { ids: [10, 12], subject: 'Renewals', text: 'Renew by March.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
  });

  it('exports the filter, or only the selected users, and warns when the server refuses', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:users'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let refuse = false;
    const spy = stubApi({
      ...handlers,
      'GET admin/users/csv': () =>
        refuse ? json({ message: listMessages.tooManyRows(10_000) }, 400) : new Response('\uFEFFName\r\n'),
    });
    renderPage(<AdminUsersPageView />, '/admin/user-settings?role=member');
    await screen.findByText('ann@eik.example');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(listUrls(spy)).toContain('/api/admin/users/csv?role=member&sort=created&dir=desc'),
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ben@eik.example' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export selected' }));
    await waitFor(() =>
      expect(listUrls(spy)).toContain('/api/admin/users/csv?role=member&sort=created&dir=desc&ids=11'),
    );

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(listMessages.tooManyRows(10_000))).toBeTruthy();
  });
});

import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminUser, type AdminUsersPage, adminUserMessages } from '../../../../contract/admin-users';
import { storageKeys } from '../../../lib/session-storage';
import { renderPage } from '../../../test-support/render';
import { signedInUser } from '../../../test-support/users';
import AdminUsersPageView from './AdminUsersPage';

const me = signedInUser({ id: 2, email: 'admin@eik.example', is_admin: true, name: 'Portal Admin' });

const account = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 10,
  name: null,
  profile_name: 'BRIAN RUTO',
  email: 'brian@eik.example',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  profile_id: 'PR-000010',
  id_number: '33456712',
  phone_no: '+254722456789',
  type: 'Individual',
  is_admin: false,
  is_approver: false,
  is_super_admin: false,
  deactivated_at: null,
  locked: false,
  member_no: null,
  ...overrides,
});

const member = account({});
const approver = account({ id: 11, name: 'Reviewer', email: 'approver@eik.example', is_approver: true });
const superAdmin = account({
  id: 1,
  name: 'Super',
  email: 'superadmin@eik.example',
  is_admin: true,
  is_super_admin: true,
});
const myself = account({ id: 2, name: 'Portal Admin', email: 'admin@eik.example', is_admin: true });

const pageOf = (users: AdminUser[], total = users.length): AdminUsersPage => ({
  users,
  total,
  page: 1,
  pageSize: 20,
});

type Handler = (url: URL, init?: RequestInit) => Response | undefined;

function stubApi(list: AdminUsersPage, handler: Handler = () => undefined) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    const answer = handler(url, init);
    if (answer) return answer;
    if (url.pathname === '/api/auth/user') return new Response(JSON.stringify({ data: me }));
    if (url.pathname === '/api/admin/users') return new Response(JSON.stringify({ data: list }));
    return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
  });
}

const rowOf = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

beforeEach(() => localStorage.setItem(storageKeys.user, JSON.stringify(me)));
// Toasts live in a store of their own, which outlasts each test's render.
afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

describe('user settings page', () => {
  it('lists users and offers each only the actions allowed for them', async () => {
    stubApi(pageOf([member, approver, superAdmin, myself]));
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    expect(await screen.findByText('brian@eik.example')).toBeTruthy();
    const memberRow = within(rowOf('brian@eik.example'));
    expect(memberRow.getByRole('button', { name: 'Log in as' })).toBeTruthy();
    expect(memberRow.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(rowOf('approver@eik.example')).queryByRole('button', { name: 'Log in as' })).toBeNull();
    const superRow = within(rowOf('superadmin@eik.example'));
    expect(superRow.queryByRole('button', { name: 'Log in as' })).toBeNull();
    expect(superRow.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(rowOf('admin@eik.example')).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("links an account linked to a member record to the member's page", async () => {
    stubApi(pageOf([account({ member_no: 'G/2307' }), approver]));
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    const link = await within(await waitFor(() => rowOf('brian@eik.example'))).findByRole('link', {
      name: 'Member G/2307',
    });
    expect(link.getAttribute('href')).toBe('/admin/members/G%2F2307');
    expect(within(rowOf('approver@eik.example')).queryByRole('link')).toBeNull();
  });

  it('sends the search (debounced) to the server and says when nothing matches', async () => {
    const fetch = stubApi(pageOf([]));
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    fireEvent.change(await screen.findByLabelText('Search users'), { target: { value: 'ruto 0722' } });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).includes('search=ruto+0722'))).toBe(true),
    );
    expect(await screen.findByText('No users match "ruto 0722".')).toBeTruthy();
  });

  it('reads the search and the page from the address and pages on the server', async () => {
    const fetch = stubApi({ ...pageOf([member], 45), page: 2 });
    renderPage(<AdminUsersPageView />, '/admin/user-settings?search=brian&page=2');
    expect(await screen.findByText('brian@eik.example')).toBeTruthy();
    expect(
      fetch.mock.calls.some(([input]) =>
        String(input).includes('admin/users?search=brian&sort=created&dir=desc&page=2'),
      ),
    ).toBe(true);
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
  });

  it('deletes after a confirmation and shows the success toast', async () => {
    const fetch = stubApi(pageOf([member]), (url) =>
      url.pathname === '/api/admin/deleteUser/10'
        ? new Response(JSON.stringify({ data: { message: adminUserMessages.deleted, outcome: 'deleted' } }))
        : undefined,
    );
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(adminUserMessages.deleted)).toBeTruthy();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('admin/deleteUser/10'))).toBe(true);
  });

  it('says when Delete deactivated the account instead, in the words of the answer', async () => {
    const message = adminUserMessages.deactivatedInstead(['invoices', 'payments']);
    stubApi(pageOf([member]), (url) =>
      url.pathname === '/api/admin/deleteUser/10'
        ? new Response(JSON.stringify({ data: { message, outcome: 'deactivated' } }))
        : undefined,
    );
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(adminUserMessages.deleted)).toBeNull();
  });

  it('offers a deactivated account Reactivate, after a confirmation, and no reset link, delete or log-in-as', async () => {
    const deactivated = account({ deactivated_at: '2026-02-01T08:00:00.000Z' });
    const fetch = stubApi(pageOf([deactivated]), (url) =>
      url.pathname === '/api/admin/reactivateUser/10'
        ? new Response(JSON.stringify({ data: { message: adminUserMessages.reactivated } }))
        : undefined,
    );
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    const row = within((await screen.findByText('brian@eik.example')).closest('tr') as HTMLElement);
    expect(row.getByText('Deactivated')).toBeTruthy();
    for (const name of ['Send password reset link', 'Delete', 'Log in as'])
      expect(row.queryByRole('button', { name }), name).toBeNull();
    fireEvent.click(row.getByRole('button', { name: 'Reactivate' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(adminUserMessages.confirmReactivate('brian@eik.example'))).toBeTruthy();
    const reactivations = () =>
      fetch.mock.calls.filter(([input]) => String(input).includes('admin/reactivateUser/10'));
    expect(reactivations()).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText(adminUserMessages.reactivated)).toBeTruthy();
    expect(reactivations()).toHaveLength(1);
  });

  it('shows a refusal as a warning toast with the server message', async () => {
    stubApi(pageOf([member]), (url) =>
      url.pathname === '/api/admin/sendActivationLink'
        ? new Response(JSON.stringify({ message: adminUserMessages.deactivated }), { status: 409 })
        : undefined,
    );
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Send password reset link' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(adminUserMessages.deactivated)).toBeTruthy();
  });

  it('asks before sending the reset link, sends nothing when cancelled, and confirms it verbatim', async () => {
    const fetch = stubApi(pageOf([member]), (url) =>
      url.pathname === '/api/admin/sendActivationLink'
        ? new Response(JSON.stringify({ data: { message: adminUserMessages.resetLinkSent } }))
        : undefined,
    );
    const sent = () =>
      fetch.mock.calls.filter(([input]) => String(input).includes('admin/sendActivationLink'));
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Send password reset link' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(adminUserMessages.confirmResetLink(member.email))).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send password reset link' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(adminUserMessages.resetLinkSent)).toBeTruthy();
    expect(sent()).toHaveLength(1);
  });

  it('logs in as the member and reloads into their home with the success message', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const session = {
      token: 't',
      expires_at: '2099-01-01T00:00:00.000Z',
      user: signedInUser({ impersonated_by: 'Portal Admin' }),
    };
    stubApi(pageOf([member]), (url) =>
      url.pathname === '/api/admin/loginas' ? new Response(JSON.stringify({ data: session })) : undefined,
    );
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in as' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log in as' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(sessionStorage.getItem(storageKeys.flash)).toBe(adminUserMessages.loggedInAs);
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}').impersonated_by).toBe('Portal Admin');
  });

  it('offers an admin no edit, reset, unlock or delete on staff rows; the super-admin gets them', async () => {
    const lockedApprover = { ...approver, locked: true };
    stubApi(pageOf([member, lockedApprover, superAdmin, myself]));
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    expect(await screen.findByText('approver@eik.example')).toBeTruthy();
    for (const email of ['approver@eik.example', 'superadmin@eik.example', 'admin@eik.example']) {
      const row = within(rowOf(email));
      for (const name of ['Edit', 'Send password reset link', 'Unlock', 'Delete'])
        expect(row.queryByRole('button', { name }), `${name} on ${email}`).toBeNull();
      expect(row.getByText('Managed by the super-admin')).toBeTruthy();
    }
    // The lock still shows, so the admin knows to ask the super-admin.
    expect(within(rowOf('approver@eik.example')).getByText('Locked')).toBeTruthy();
    expect(within(rowOf('brian@eik.example')).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('lets the super-admin manage staff rows', async () => {
    const superMe = signedInUser({
      id: 1,
      email: 'superadmin@eik.example',
      is_admin: true,
      is_super_admin: true,
    });
    localStorage.setItem(storageKeys.user, JSON.stringify(superMe));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://portal.test');
      if (url.pathname === '/api/auth/user') return new Response(JSON.stringify({ data: superMe }));
      if (url.pathname === '/api/admin/users')
        return new Response(JSON.stringify({ data: pageOf([approver, myself]) }));
      return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
    });
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    expect(await screen.findByText('approver@eik.example')).toBeTruthy();
    for (const email of ['approver@eik.example', 'admin@eik.example']) {
      const row = within(rowOf(email));
      expect(row.getByRole('button', { name: 'Edit' })).toBeTruthy();
      expect(row.getByRole('button', { name: 'Send password reset link' })).toBeTruthy();
      expect(row.getByRole('button', { name: 'Delete' })).toBeTruthy();
      expect(row.queryByText('Managed by the super-admin')).toBeNull();
    }
  });

  it('shows a locked account with a badge and unlocks it', async () => {
    const locked = { ...member, locked: true };
    const fetch = stubApi(pageOf([locked]), (url) =>
      url.pathname === '/api/admin/unlockUser/10'
        ? new Response(JSON.stringify({ data: { message: adminUserMessages.unlocked } }))
        : undefined,
    );
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    expect(await screen.findByText('brian@eik.example')).toBeTruthy();
    const row = within(rowOf('brian@eik.example'));
    expect(row.getByText('Locked')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(adminUserMessages.unlocked)).toBeTruthy();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('admin/unlockUser/10'))).toBe(true);
  });

  it('offers no Unlock on an account that is not locked', async () => {
    stubApi(pageOf([member]));
    renderPage(<AdminUsersPageView />, '/admin/user-settings');
    expect(await screen.findByText('brian@eik.example')).toBeTruthy();
    expect(within(rowOf('brian@eik.example')).queryByRole('button', { name: 'Unlock' })).toBeNull();
    expect(within(rowOf('brian@eik.example')).queryByText('Locked')).toBeNull();
  });
});

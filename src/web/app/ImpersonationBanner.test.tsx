import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUserMessages } from '../../contract/admin-users';
import { storageKeys } from '../lib/session-storage';
import { renderPage } from '../test-support/render';
import { signedInUser } from '../test-support/users';
import { ImpersonationBanner, RETURN_PATH } from './ImpersonationBanner';

afterEach(() => vi.restoreAllMocks());

const impersonated = signedInUser({ impersonated_by: 'Portal Admin' });
const admin = signedInUser({
  id: 2,
  email: 'admin@eik.example',
  is_admin: true,
  profile: false,
  profile_id: null,
});

function stubApi(returnAnswer: () => Response, user = impersonated) {
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('admin/loginas/return')) return returnAnswer();
    if (url.includes('auth/user')) return new Response(JSON.stringify({ data: user }));
    return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
  });
}

function stubLocation() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  return assign;
}

describe('impersonation banner', () => {
  it('stays hidden in an ordinary session', async () => {
    stubApi(() => new Response('{}'), signedInUser());
    renderPage(<ImpersonationBanner />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Return to my account' })).toBeNull());
    expect(screen.queryByText(/is logged in as/)).toBeNull();
  });

  it('says who is logged in as whom and returns the admin to the user list', async () => {
    const assign = stubLocation();
    const fetch = stubApi(
      () =>
        new Response(
          JSON.stringify({ data: { token: 't', expires_at: '2099-01-01T00:00:00.000Z', user: admin } }),
        ),
    );
    renderPage(<ImpersonationBanner />);
    expect(await screen.findByText('Portal Admin is logged in as member@eik.example.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return to my account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(RETURN_PATH));
    expect(RETURN_PATH).toBe('/admin/user-settings');
    expect(
      fetch.mock.calls.some(
        ([input, init]) => String(input).includes('admin/loginas/return') && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}').email).toBe('admin@eik.example');
  });

  it('signs out with the reason when there is no admin session to return to', async () => {
    const assign = stubLocation();
    stubApi(
      () => new Response(JSON.stringify({ message: adminUserMessages.impersonatorGone }), { status: 403 }),
    );
    renderPage(<ImpersonationBanner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Return to my account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.note)).toBe(adminUserMessages.impersonatorGone);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../../contract/auth';
import { messages } from '../../../../contract/common';
import { Providers } from '../../../app/Providers';
import { storedUser } from '../../../lib/session-storage';
import { bodiesSent, data, json, stubApi } from '../../../test-support/stub-api';
import VerifyPage from './VerifyPage';

afterEach(() => vi.restoreAllMocks());

const firm = {
  id: 9,
  email: 'firm@example.com',
  type: 'Corporate',
  profile: false,
  is_admin: false,
  is_approver: false,
  is_super_admin: false,
} as AuthUser;

/** As main.tsx renders the app: inside StrictMode, which runs effects twice in development. */
function renderStrict() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/verify/:code', element: <VerifyPage /> }], {
    initialEntries: ['/verify/link-token'],
  });
  render(
    <StrictMode>
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

describe('verify page', () => {
  it('spends the link once on entry, says it is activating, then signs in and continues home', async () => {
    let release: (response: Response) => void = () => {};
    const spy = stubApi({
      'POST auth/verify': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderStrict();
    expect(await screen.findByText('Activating you account')).toBeTruthy();
    release(data({ token: 't', expires_at: '2099-01-01T00:00:00.000Z', user: firm }));
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(assign).toHaveBeenCalledWith('/initiate-firm');
    expect(storedUser()?.email).toBe('firm@example.com');
    expect(bodiesSent(spy, 'POST auth/verify')).toEqual([{ activation_code: 'link-token' }]);
  });

  it('says the verification failed', async () => {
    stubApi({ 'POST auth/verify': () => json({ message: messages.verificationFailed }, 400) });
    renderStrict();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.verificationFailed));
    expect(storedUser()).toBeNull();
  });
});

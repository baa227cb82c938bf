import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/common';
import { storageKeys } from '../../lib/session-storage';
import { renderPage } from '../../test-support/render';
import LoginPage from './LoginPage';

afterEach(() => vi.restoreAllMocks());

function stubApi(login: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/auth/login')) return login();
    return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
  });
}

describe('login page', () => {
  it('checks the form with the contract rules before calling the server', async () => {
    const fetchSpy = stubApi(() => new Response('{}'));
    renderPage(<LoginPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.emailRequired)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('auth/login'))).toBe(false);
  });

  it("shows the server's message when sign-in fails", async () => {
    stubApi(() => new Response(JSON.stringify({ message: 'Invalid email or password' }), { status: 401 }));
    renderPage(<LoginPage />);
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'member@eik.example' } });
    fireEvent.change(screen.getByLabelText(/Password/, { selector: 'input' }), {
      target: { value: 'Wrong#123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Invalid email or password'));
  });

  it('shows the stored session note', async () => {
    localStorage.setItem(storageKeys.note, messages.inactivityLogout);
    stubApi(() => new Response('{}'));
    renderPage(<LoginPage />);
    expect(await screen.findByText(messages.inactivityLogout)).toBeTruthy();
  });
});

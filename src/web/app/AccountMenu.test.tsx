import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSession } from '../lib/session-storage';
import { renderPage } from '../test-support/render';
import { data, stubApi } from '../test-support/stub-api';
import { signedInUser } from '../test-support/users';
import { AccountMenu } from './AccountMenu';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderMenu() {
  const user = signedInUser({ name: 'Grace Wanjiru' });
  rememberSession(user, '2099-01-01T00:00:00.000Z');
  stubApi({ 'GET auth/user': () => data(user) });
  renderPage(<AccountMenu />, '/dashboard');
}

/** jsdom gives every element an empty box, so the dropdown counts as out of view; `hidden` looks anyway. */
const hidden = true;
const avatar = () => screen.findByRole('button', { name: 'Account menu, GW' });

// The first test runs before the menu's code has ever loaded: the click lands on the stand-in.
describe('AccountMenu', () => {
  it('opens on the first click even while the menu code is still loading', async () => {
    renderMenu();
    const standIn = await avatar();
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(standIn);
    expect(screen.queryByRole('menu', { hidden })).toBeNull();
    const menu = await screen.findByRole('menu', { hidden });
    expect(within(menu).getByText('member@eik.example')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Account Settings', hidden })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Logout', hidden })).toBeTruthy();
    expect((await avatar()).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens from the keyboard with focus inside, and Escape closes it back onto the avatar', async () => {
    renderMenu();
    const button = await avatar();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { hidden });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Account Settings'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu', { hidden })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens and closes on clicks once loaded', async () => {
    renderMenu();
    fireEvent.click(await avatar());
    expect(await screen.findByRole('menu', { hidden })).toBeTruthy();
    fireEvent.click(await avatar());
    await waitFor(() => expect(screen.queryByRole('menu', { hidden })).toBeNull());
  });

  it("takes the letters from the profile's name when the account has none, the e-mail only as a last resort", async () => {
    const { initialsOf } = await import('../features/dashboard/public');
    expect(initialsOf('James Kamau', 'member@eik.example')).toBe('JK');
    expect(initialsOf('James', 'member@eik.example')).toBe('JA');
    expect(initialsOf(null, 'member@eik.example')).toBe('ME');
    const user = signedInUser({ name: null });
    rememberSession(user, '2099-01-01T00:00:00.000Z');
    stubApi({
      'GET auth/user': () => data(user),
      'GET dashboard/general-information': () =>
        data({
          name: 'James Kamau',
          registrationNo: null,
          category: null,
          discipline: null,
          workplace: null,
        }),
    });
    renderPage(<AccountMenu />, '/dashboard');
    expect(await screen.findByRole('button', { name: 'Account menu, JK' })).toBeTruthy();
  });
});

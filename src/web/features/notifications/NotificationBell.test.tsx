import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Notification, notificationMessages } from '../../../contract/notifications';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, stubApi } from '../../test-support/stub-api';
import { NotificationBell } from './NotificationBell';
import { NOTIFICATIONS_REFRESH_MS } from './notification-queries';

afterEach(() => vi.restoreAllMocks());

const notification = (overrides: Partial<Notification>): Notification => ({
  id: 1,
  title: 'Application returned',
  message: 'Please attach your degree certificate.',
  action: '/application',
  read: false,
  createdAt: '2026-03-04T10:00:00.000Z',
  ...overrides,
});

function renderBell(list: Notification[]) {
  let current = list;
  const spy = stubApi({
    'GET notifications': () => data(current),
    'POST notifications/read': (body) => {
      const id = (body as { id?: number }).id;
      current = current.map((item) => (id === undefined || item.id === id ? { ...item, read: true } : item));
      return data({ message: 'Marked as read.' });
    },
  });
  renderPage(
    <Routes>
      <Route path="/dashboard" element={<NotificationBell />} />
      <Route path="/application" element={<p>My Applications open</p>} />
    </Routes>,
    '/dashboard',
  );
  return spy;
}

/**
 * The list opened by the bell. jsdom gives every element an empty box, so the popover believes its
 * bell is scrolled out of view and hides itself from the accessibility tree; `hidden` looks anyway.
 */
const hidden = true;
const openBell = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { hidden });
};

describe('NotificationBell', () => {
  it('shows how many are unread', async () => {
    renderBell([
      notification({ id: 1 }),
      notification({ id: 2, title: 'Paid' }),
      notification({ id: 3, read: true }),
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    expect(bell.parentElement?.textContent).toContain('2');
  });

  // Runs before the list's code has ever loaded: the click lands on the stand-in bell.
  it('opens on the first click even while the list code is still loading', async () => {
    renderBell([notification({ id: 1 })]);
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(bell);
    expect(screen.queryByRole('dialog', { hidden })).toBeNull();
    const list = await screen.findByRole('dialog', { hidden });
    expect(within(list).getByRole('button', { name: 'Unread: Application returned', hidden })).toBeTruthy();
    const loadedBell = screen.getByRole('button', { name: 'Notifications (1 unread)' });
    expect(loadedBell.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(loadedBell);
  });

  it('says when there are none', async () => {
    renderBell([]);
    const list = await openBell('Notifications');
    expect(await within(list).findByText(notificationMessages.none)).toBeTruthy();
  });

  it('marks a notification read on click and opens its route', async () => {
    const spy = renderBell([notification({ id: 5 })]);
    const list = await openBell('Notifications (1 unread)');
    const item = await within(list).findByRole('button', { name: 'Unread: Application returned', hidden });
    expect(within(item).getByText('Please attach your degree certificate.')).toBeTruthy();
    expect(within(item).getByText(/2026/)).toBeTruthy();
    fireEvent.click(item);
    expect(await screen.findByText('My Applications open')).toBeTruthy();
    expect(bodiesSent(spy, 'POST notifications/read')).toEqual([{ id: 5 }]);
  });

  it('marks without navigating when a notification has no route', async () => {
    const spy = renderBell([notification({ id: 6, action: null, title: 'Welcome' })]);
    const list = await openBell('Notifications (1 unread)');
    fireEvent.click(await within(list).findByRole('button', { name: 'Unread: Welcome', hidden }));
    await waitFor(() => expect(bodiesSent(spy, 'POST notifications/read')).toEqual([{ id: 6 }]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByText('My Applications open')).toBeNull();
  });

  it('marks all as read', async () => {
    const spy = renderBell([notification({ id: 1 }), notification({ id: 2, title: 'Paid' })]);
    const list = await openBell('Notifications (2 unread)');
    fireEvent.click(within(list).getByRole('button', { name: notificationMessages.markAllRead, hidden }));
    await waitFor(() => expect(bodiesSent(spy, 'POST notifications/read')).toEqual([{}]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Paid', hidden })).toBeTruthy();
  });

  it('asks again every minute', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    try {
      const spy = renderBell([]);
      const asked = () =>
        spy.mock.calls.filter(([input]) => String(input).endsWith('/api/notifications')).length;
      await waitFor(() => expect(asked()).toBe(1));
      await vi.advanceTimersByTimeAsync(NOTIFICATIONS_REFRESH_MS);
      await waitFor(() => expect(asked()).toBe(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again when the window regains focus', async () => {
    const spy = renderBell([]);
    const asked = () =>
      spy.mock.calls.filter(([input]) => String(input).endsWith('/api/notifications')).length;
    await waitFor(() => expect(asked()).toBe(1));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(asked()).toBe(2));
    focusManager.setFocused(undefined);
  });
});

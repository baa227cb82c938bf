import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardLayout, { NO_MEMBER_RECORD_REASON } from '../../app/DashboardLayout';
import { rememberSession } from '../../lib/session-storage';
import { renderPage } from '../../test-support/render';
import { data, stubApi } from '../../test-support/stub-api';
import { signedInUser } from '../../test-support/users';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderSidebar(memberNo: string | null) {
  const user = signedInUser();
  rememberSession(user, '2099-01-01T00:00:00.000Z');
  stubApi({
    'GET auth/user': () => data(user),
    'GET profile': () => data({ ProfileID: 'PR-000007', MemberNo: memberNo }),
  });
  renderPage(<DashboardLayout />, '/dashboard');
}

describe('Sidebar Subscription item (spec 1 §2)', () => {
  it('links to /subscription for a member with a member number', async () => {
    renderSidebar('M-0042');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Subscription' }).getAttribute('href')).toBe('/subscription'),
    );
    expect(screen.getByRole('link', { name: 'Subscription' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('is shown but disabled, with the reason, when the user has no member record', async () => {
    renderSidebar(null);
    const item = await screen.findByRole('link', { name: 'Subscription' });
    await waitFor(() => expect(item.getAttribute('aria-disabled')).toBe('true'));
    expect(item.getAttribute('href')).toBeNull();
    expect(item.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(item.getAttribute('aria-describedby')!)?.textContent).toBe(
      NO_MEMBER_RECORD_REASON,
    );
    fireEvent.focus(item);
    expect((await screen.findByRole('tooltip')).textContent).toBe(NO_MEMBER_RECORD_REASON);
  });
});

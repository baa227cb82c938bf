import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteSettings } from '../../contract/settings';
import { rememberSession } from '../lib/session-storage';
import { renderPage } from '../test-support/render';
import { data, stubApi } from '../test-support/stub-api';
import { firmWithoutProfile, signedInUser } from '../test-support/users';
import DashboardLayout from './DashboardLayout';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderShell(user = signedInUser(), path = '/dashboard') {
  rememberSession(user, '2099-01-01T00:00:00.000Z');
  stubApi({
    'GET auth/user': () => data(user),
    'GET admin/settings': () => data(defaultSiteSettings),
    'GET profile': () => data({ ProfileID: 'PR-000007', MemberNo: 'M-0042' }),
    'GET application': () => data([]),
    'GET notifications': () => data([]),
  });
  return renderPage(<DashboardLayout />, path);
}

describe('Signed-in shell', () => {
  it('has no sidebar column and no menu button while the account has no profile yet (/initiate-profile)', async () => {
    const { container } = renderShell(firmWithoutProfile, '/initiate-firm');
    expect(await screen.findByRole('button', { name: /Account menu/ })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Toggle navigation' })).toBeNull();
    expect(container.querySelector('.mantine-AppShell-navbar')).toBeNull();
  });

  it('keeps the sidebar and its menu button for a member with a profile', async () => {
    renderShell();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Toggle navigation' })).toBeTruthy();
  });
});

import { useQueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountActivityPage } from '../../../../contract/account-activity';
import type { AuthUser } from '../../../../contract/auth';
import { messages } from '../../../../contract/common';
import { PageAlert } from '../../../components/PageAlert';
import { userQueryKey } from '../../../lib/session';
import { storageKeys } from '../../../lib/session-storage';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, type Handler, stubApi } from '../../../test-support/stub-api';
import AccountSettingsPage from './AccountSettingsPage';

afterEach(() => vi.restoreAllMocks());

const member: AuthUser = {
  id: 3,
  email: 'member@eik.example',
  phone_no: '+254712345678',
  id_number: '12345678',
  name: null,
  is_admin: false,
  is_approver: false,
  is_super_admin: false,
  type: 'Individual',
  category: 'GRADUATE',
  profile: true,
  profile_id: 'P-1',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  email_reminders: true,
  email_updates: false,
  sms_reminders: true,
  sms_updates: false,
  impersonated_by: null,
};

const noActivity: AccountActivityPage = { items: [], total: 0, page: 1, pageSize: 20 };

let cachedUser: () => AuthUser | null | undefined = () => undefined;
function CacheProbe() {
  const client = useQueryClient();
  cachedUser = () => client.getQueryData<AuthUser | null>(userQueryKey);
  return null;
}

function renderSettings(handlers: Record<string, Handler> = {}) {
  localStorage.setItem(storageKeys.user, JSON.stringify(member));
  const spy = stubApi({
    'GET auth/user': () => data(member),
    'GET auth/activity': () => data(noActivity),
    ...handlers,
  });
  renderPage(
    <>
      <CacheProbe />
      <PageAlert />
      <AccountSettingsPage />
    </>,
    '/dashboard/Settings',
  );
  return spy;
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('account settings page', () => {
  it('requires both password fields, then the rule and the match', async () => {
    const spy = renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getAllByText(messages.passwordRequired)).toHaveLength(2));
    type(/^New Password/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(messages.passwordRule)).toBeTruthy();
    type(/^New Password/, 'Strong#Pass1');
    type(/^Confirm Password/, 'Strong#Pass9');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(messages.passwordMismatch)).toBeTruthy();
    expect(bodiesSent(spy, 'POST auth/set-password')).toHaveLength(0);
  });

  it('changes the password and says so', async () => {
    const spy = renderSettings({
      'POST auth/set-password': () => data({ message: messages.passwordChanged }),
    });
    await screen.findByRole('button', { name: 'Change password' });
    type(/^New Password/, 'Strong#Pass1');
    type(/^Confirm Password/, 'Strong#Pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.passwordChanged));
    expect(bodiesSent(spy, 'POST auth/set-password')).toEqual([
      { password: 'Strong#Pass1', confirmPassword: 'Strong#Pass1' },
    ]);
    expect((screen.getByLabelText(/^New Password/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('saves the four notification flags and updates the signed-in user', async () => {
    const spy = renderSettings({
      'POST auth/notification': (body) =>
        data({ message: messages.settingSaved, user: { ...member, ...(body as object) } }),
    });
    const smsUpdates = (await screen.findByRole('switch', { name: /^SMS updates/ })) as HTMLInputElement;
    expect((screen.getByRole('switch', { name: /^E-mail reminders/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(smsUpdates.checked).toBe(false);
    const save = screen.getByRole('button', { name: 'Save preferences' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(smsUpdates);
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.settingSaved));
    expect(bodiesSent(spy, 'POST auth/notification')).toEqual([
      { email_reminders: true, email_updates: false, sms_reminders: true, sms_updates: true },
    ]);
    expect(cachedUser()?.sms_updates).toBe(true);
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}').sms_updates).toBe(true);
    expect(smsUpdates.checked).toBe(true);
  });
});

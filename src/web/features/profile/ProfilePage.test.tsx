import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../contract/auth';
import { keepFirstViewAnswers } from '../../app/first-view-answers';
import { PageAlert } from '../../components/PageAlert';
import { useAlert } from '../../lib/alert';
import { userQueryKey } from '../../lib/session';
import { storageKeys } from '../../lib/session-storage';
import { settingsQueryKey, useSiteSettings } from '../../lib/settings';
import { renderPage, testQueryClient } from '../../test-support/render';
import { data, stubApi } from '../../test-support/stub-api';
import ProfilePage, { initialTab, type ProfileTab, profileTabs, visibleTabs } from './ProfilePage';

afterEach(() => vi.restoreAllMocks());

const labels = (tabs: readonly ProfileTab[]) => tabs.map((tab) => tab.label);
const built = (tab: ProfileTab): ProfileTab => ({ ...tab, Component: tab.Component ?? (() => null) });

describe('profile tabs (spec 2 §2.1)', () => {
  it('once every section is built: firm tabs for Corporate, the individual ones otherwise, Referees for Individual only', () => {
    const all = profileTabs.map(built);
    expect(labels(visibleTabs('Corporate', all))).toEqual([
      'Firm Details',
      'Convictions',
      'Attachments',
      'Shareholders',
      'Directors',
      'Equipment/Facilities',
      'Firm Employees',
      'Banker Details',
      'Services',
    ]);
    expect(labels(visibleTabs('Individual', all))).toEqual([
      'Bio',
      'Contacts',
      'Academic Qualifications',
      'Work Experience',
      'Referees',
      'Institutional Membership',
      'Convictions',
      'Attachments',
    ]);
    expect(labels(visibleTabs(null, all))).not.toContain('Referees');
    expect(labels(visibleTabs(null, all))).toContain('Contacts');
    for (const type of ['Corporate', 'Individual', null] as const) {
      expect(labels(visibleTabs(type, all))).not.toContain('Specialization');
    }
    // Corporate users open on Firm Details, the spec's second tab; a firm has no personal bio.
    expect(initialTab('Corporate', all)).toBe('firm-details');
    expect(initialTab('Individual', all)).toBe('bio');
  });

  it('shows only the sections that are built, and never a tab without its section', () => {
    expect(labels(visibleTabs('Individual'))).toEqual(
      profileTabs
        .filter((tab) => tab.Component !== null && tab.audience('Individual'))
        .map((tab) => tab.label),
    );
    expect(visibleTabs('Corporate').every((tab) => tab.Component !== null)).toBe(true);
    // Corporate users open on Firm Details.
    expect(initialTab('Corporate')).toBe('firm-details');
    expect(initialTab('Individual')).toBe(visibleTabs('Individual')[0]?.value);
  });
});

const settings = { id: 1, site_colors: [], site_installed_packages: [], minor_settings: {} };

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
  category: 'CORPORATE',
  profile: true,
  profile_id: 'PR-000004',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  email_reminders: true,
  email_updates: true,
  sms_reminders: true,
  sms_updates: true,
  impersonated_by: null,
};

function AlertOnLoad() {
  const { showAlert } = useAlert();
  useEffect(() => showAlert({ status: 'success', message: 'Contact added successfully' }), [showAlert]);
  return null;
}

function SettingsReader() {
  useSiteSettings();
  return <p>Settings read</p>;
}

/** A part of the page that mounts after the takeover, as a section whose code loads on its own. */
function ReadsSettingsLater() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const later = setTimeout(() => setShown(true), 10);
    return () => clearTimeout(later);
  }, []);
  return shown ? <SettingsReader /> : null;
}

/** The page entered after the app has started, as a user arrives from the dashboard. */
function Later() {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)}>
        Open the profile
      </button>
    );
  }
  return (
    <>
      <AlertOnLoad />
      <PageAlert />
      <ProfilePage />
    </>
  );
}

describe('ProfilePage', () => {
  it('opens on the tab of the address, loads settings on entry and clears the alert when the tab changes', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify(member));
    const spy = stubApi({
      'GET auth/user': () => data(member),
      'GET admin/settings': () => data(settings),
      'GET profile/contact': () => data([]),
      'GET profile/work-experience': () => data([]),
      'GET setup/lists/industry-groups': () => data([]),
    });
    const settingsCalls = () =>
      spy.mock.calls.filter(([input]) => String(input).includes('/api/admin/settings')).length;
    renderPage(<Later />, '/profile?tab=work-experience');
    await waitFor(() => expect(settingsCalls()).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Open the profile' }));
    expect(await screen.findByRole('tab', { name: 'Work Experience', selected: true })).toBeTruthy();
    expect(await screen.findByText('No work experience yet. Add the positions you have held.')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Banker Details' })).toBeNull();
    expect(screen.getByText('Contact added successfully')).toBeTruthy();
    // Loaded by the app already, and once more on entering the page.
    await waitFor(() => expect(settingsCalls()).toBe(2));

    fireEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
    expect(await screen.findByRole('heading', { name: 'Contacts' })).toBeTruthy();
    expect(screen.queryByText('Contact added successfully')).toBeNull();
  });

  it("does not ask again for the settings the server read to draw this visit's first view", async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify(member));
    const spy = stubApi({
      'GET admin/settings': () => data(settings),
      'GET profile/work-experience': () => data([]),
      'GET setup/lists/industry-groups': () => data([]),
    });
    const client = testQueryClient();
    client.setQueryData(userQueryKey, member);
    client.setQueryData(settingsQueryKey, settings);
    const takenOver = keepFirstViewAnswers(client);
    renderPage(
      <>
        <ProfilePage />
        <ReadsSettingsLater />
      </>,
      '/profile?tab=work-experience',
      client,
    );
    // The app has taken the page over (AppTree's FirstViewRelease); a part that loads afterwards
    // reads the settings, and would ask for them again had the page marked them out of date.
    takenOver();
    expect(await screen.findByText('Settings read')).toBeTruthy();
    expect(await screen.findByText('No work experience yet. Add the positions you have held.')).toBeTruthy();
    expect(spy.mock.calls.filter(([input]) => String(input).includes('/api/admin/settings'))).toEqual([]);
  });

  it('at phone width offers every section in one select, which opens the chosen one', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      const firm = { ...member, type: 'Corporate' as const };
      localStorage.setItem(storageKeys.user, JSON.stringify(firm));
      stubApi({
        'GET auth/user': () => data(firm),
        'GET admin/settings': () => data(settings),
        'GET profile/firmBio': () => data(null),
        'GET profile/bankers': () => data([]),
      });
      renderPage(<ProfilePage />, '/profile');
      const select = (await screen.findByLabelText('Profile section')) as HTMLSelectElement;
      expect(screen.queryByRole('tab')).toBeNull();
      const options = Array.from(select.options).map((option) => option.textContent);
      expect(options).toEqual(visibleTabs('Corporate').map((tab) => tab.label));
      expect(options).toContain('Attachments');
      fireEvent.change(select, { target: { value: 'banker-details' } });
      expect(await screen.findByRole('heading', { name: 'Banker Details' })).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../contract/auth';
import { myProjectsMessages } from '../../../contract/dashboard';
import { defaultSiteSettings, type PackageName, type SiteSettings } from '../../../contract/settings';
import DashboardLayout from '../../app/DashboardLayout';
import { rememberSession } from '../../lib/session-storage';
import { renderPage } from '../../test-support/render';
import { data, type Handler, json, stubApi } from '../../test-support/stub-api';
import { signedInUser } from '../../test-support/users';
import { application } from '../applications/test-applications';
import { certificateRoutes } from '../certificates/certificate-routes';
import { GRADUATE_CERTIFICATE_LABEL, NO_MEMBER_RECORD_REASON } from './member-nav';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

interface Setup {
  user?: Partial<AuthUser>;
  memberNo?: string | null;
  inGoodStanding?: boolean;
  goodStandingSetting?: boolean;
  installed?: PackageName[];
  handlers?: Record<string, Handler>;
  path?: string;
}

function renderSidebar({
  user: overrides = { category: 'CORPORATE' },
  memberNo = 'M-0042',
  inGoodStanding = true,
  goodStandingSetting = true,
  installed = defaultSiteSettings.site_installed_packages,
  handlers = {},
  path = '/dashboard',
}: Setup = {}) {
  const user = signedInUser(overrides);
  rememberSession(user, '2099-01-01T00:00:00.000Z');
  const settings: SiteSettings = {
    ...defaultSiteSettings,
    site_installed_packages: installed,
    minor_settings: {
      ...defaultSiteSettings.minor_settings,
      certificate_of_good_standing: goodStandingSetting,
    },
  };
  const spy = stubApi({
    'GET auth/user': () => data(user),
    'GET admin/settings': () => data(settings),
    'GET profile': () => data({ ProfileID: 'PR-000007', MemberNo: memberNo }),
    'GET profile/good-standing/PR-000007': () =>
      data({ InGoodStanding: inGoodStanding, memberNo, reason: null }),
    'GET application': () =>
      data([application({ Code: 'APP-1', status: 'Released', Submitted: true, assignedMemberNo: memberNo })]),
    'GET notifications': () => data([]),
    ...handlers,
  });
  renderPage(<DashboardLayout />, path);
  return spy;
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
/** The visible names of the top-level items, in order. */
const itemNames = () =>
  Array.from(nav().querySelectorAll('.mantine-NavLink-root'))
    .filter((item) => !item.closest('.mantine-NavLink-collapse'))
    .map((item) => item.querySelector('.mantine-NavLink-label')?.textContent);

async function openCertificates() {
  fireEvent.click(await within(nav()).findByRole('button', { name: 'Certificate' }));
}

describe('Member sidebar (spec 1 §2)', () => {
  it('lists every item in the spec order', async () => {
    renderSidebar();
    await within(nav()).findByRole('button', { name: 'Certificate' });
    expect(itemNames()).toEqual([
      'Dashboard',
      'Profile',
      'Checklist',
      'CPD',
      'Certificate',
      'Application',
      'My Projects',
      'Subscription',
      'Upgrade Application',
      'License',
      'Billing',
      'Payment History',
      'Events',
    ]);
    expect(within(nav()).getByRole('link', { name: 'CPD' }).getAttribute('href')).toBe('/cpd');
    expect(within(nav()).getByRole('link', { name: 'Events' }).getAttribute('href')).toBe('/events');
  });

  it('offers the three certificates to a member in good standing', async () => {
    renderSidebar();
    await openCertificates();
    const settings = defaultSiteSettings.minor_settings;
    expect(
      (
        await within(nav()).findByRole('link', { name: settings.certificate_of_good_standing_caption })
      ).getAttribute('href'),
    ).toBe(certificateRoutes.goodStanding('M-0042'));
    expect(
      within(nav()).getByRole('link', { name: settings.membership_certificate_caption }).getAttribute('href'),
    ).toBe(certificateRoutes.membership('PR-000007'));
    expect(
      within(nav()).getByRole('link', { name: settings.acceptance_letter_caption }).getAttribute('href'),
    ).toBe('/application/acceptanceLetter/APP-1');
  });

  it('opens the Certificate group when one of its pages is shown', async () => {
    renderSidebar({ path: certificateRoutes.membership('PR-000007') });
    const caption = defaultSiteSettings.minor_settings.membership_certificate_caption;
    expect(await within(nav()).findByRole('link', { name: caption })).toBeTruthy();
    expect(within(nav()).getByRole('button', { name: 'Certificate' }).getAttribute('data-expanded')).toBe(
      'true',
    );
  });

  it('hides the good-standing certificate when the setting is off', async () => {
    renderSidebar({ goodStandingSetting: false });
    await openCertificates();
    const settings = defaultSiteSettings.minor_settings;
    expect(
      await within(nav()).findByRole('link', { name: settings.membership_certificate_caption }),
    ).toBeTruthy();
    expect(
      within(nav()).queryByRole('link', { name: settings.certificate_of_good_standing_caption }),
    ).toBeNull();
  });

  it('hides the good-standing certificate when the member is not in good standing', async () => {
    renderSidebar({ inGoodStanding: false });
    await openCertificates();
    const settings = defaultSiteSettings.minor_settings;
    expect(
      await within(nav()).findByRole('link', { name: settings.membership_certificate_caption }),
    ).toBeTruthy();
    expect(
      within(nav()).queryByRole('link', { name: settings.certificate_of_good_standing_caption }),
    ).toBeNull();
  });

  it('hides My Projects for graduates, whose acceptance letter reads Graduate Certificate', async () => {
    renderSidebar({ user: { category: 'GRADUATE' } });
    await openCertificates();
    expect(await within(nav()).findByRole('link', { name: GRADUATE_CERTIFICATE_LABEL })).toBeTruthy();
    expect(itemNames()).not.toContain('My Projects');
  });

  it('greys out CPD, Subscription and Upgrade without a member number, and offers no member certificates', async () => {
    renderSidebar({ memberNo: null });
    const cpd = await within(nav()).findByRole('link', { name: 'CPD' });
    await waitFor(() => expect(cpd.getAttribute('aria-disabled')).toBe('true'));
    expect(within(nav()).getByRole('link', { name: 'Subscription' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(
      within(nav()).getByRole('link', { name: 'Upgrade Application' }).getAttribute('aria-disabled'),
    ).toBe('true');
    // The reason is the item's description, and its tooltip (loaded on first intent) shows on focus, hover
    // and tap, until Escape, leaving it or a press elsewhere.
    expect(cpd.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(cpd.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      NO_MEMBER_RECORD_REASON,
    );
    fireEvent.focus(cpd);
    const tooltip = await screen.findByRole('tooltip', { hidden: true });
    expect(tooltip.textContent).toBe(NO_MEMBER_RECORD_REASON);
    fireEvent.keyDown(cpd, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());
    fireEvent.blur(cpd);
    fireEvent.pointerEnter(cpd, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip', { hidden: true })).textContent).toBe(NO_MEMBER_RECORD_REASON);
    fireEvent.pointerLeave(cpd, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());
    fireEvent.pointerUp(cpd, { pointerType: 'touch' });
    expect((await screen.findByRole('tooltip', { hidden: true })).textContent).toBe(NO_MEMBER_RECORD_REASON);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());
    await openCertificates();
    const settings = defaultSiteSettings.minor_settings;
    expect(await within(nav()).findByRole('link', { name: settings.acceptance_letter_caption })).toBeTruthy();
    expect(within(nav()).queryByRole('link', { name: settings.membership_certificate_caption })).toBeNull();
  });

  it('shows only the installed packages', async () => {
    renderSidebar({ installed: ['Dashboard', 'Billing', 'Events'] });
    await waitFor(() => expect(itemNames()).toEqual(['Dashboard', 'Billing', 'Payment History', 'Events']));
  });

  it('opens My Projects in a new tab with the hand-off link fetched at the click', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const spy = renderSidebar({
      handlers: { 'POST dashboard/my-projects': () => data({ url: 'https://projects.example/in?token=t1' }) },
    });
    fireEvent.click(await within(nav()).findByRole('button', { name: 'My Projects' }));
    await waitFor(() => expect(tab.location.href).toBe('https://projects.example/in?token=t1'));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(
      spy.mock.calls.filter(
        ([input, init]) => String(input).includes('dashboard/my-projects') && init?.method === 'POST',
      ),
    ).toHaveLength(1);
  });

  it("shows the server's message when My Projects is refused", async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderSidebar({
      handlers: {
        'POST dashboard/my-projects': () => json({ message: myProjectsMessages.notConfigured }, 409),
      },
    });
    fireEvent.click(await within(nav()).findByRole('button', { name: 'My Projects' }));
    expect(await screen.findByText(myProjectsMessages.notConfigured)).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('shows My Projects disabled with the reason, opening no tab, when the portal has no projects address', async () => {
    const open = vi.spyOn(window, 'open');
    renderSidebar({
      handlers: {
        'GET dashboard/my-projects': () =>
          data({ available: false, reason: myProjectsMessages.notConfigured }),
      },
    });
    const item = await within(nav()).findByRole('link', { name: 'My Projects' });
    await waitFor(() => expect(item.getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(item);
    expect(open).not.toHaveBeenCalled();
  });
});

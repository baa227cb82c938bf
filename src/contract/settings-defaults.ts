import type { MemberStatus } from './member-register';
import type { SiteSettings } from './settings';

// The settings' names and defaults without zod, so the first script a browser loads (theme and the
// settings it shows before the server's copy arrives) does not carry the validation library.
// settings.ts builds its schemas from these and re-exports them.

export const colourNames = [
  'primary',
  'secondary',
  'accent',
  'error',
  'info',
  'success',
  'warning',
  'BackTheme',
  'BadgeTheme',
] as const;
export type ColourName = (typeof colourNames)[number];

export const defaultColours: Record<ColourName, string> = {
  primary: '#9F232D',
  secondary: '#F5852C',
  accent: '#1F6F8B',
  error: '#C62828',
  info: '#1565C0',
  success: '#2E7D32',
  warning: '#B26A00',
  BackTheme: '#F4F5F7',
  BadgeTheme: '#9F232D',
};

/** The sidebar links a site can install (spec 1 §2 "selectable link names"). */
export const packageNames = [
  'Dashboard',
  'Profile',
  'CPD',
  'Application',
  'Subscription',
  'Upgrade',
  'License',
  'Billing',
  'Certificate',
  'MyProjects',
  'Events',
] as const;
export type PackageName = (typeof packageNames)[number];

/**
 * The review service level (decision 0031): days work may wait at each stage where staff act before
 * it is overdue. Fee and document checks are quick; committees and the board sit monthly.
 */
export const defaultServiceDays = {
  application: { Open: 7, Verified: 14, 'Committee Review': 30, 'Board Review': 30 },
  upgrade: { Open: 7, 'Committee Review': 30 },
  licence: { Uploaded: 7 },
};
export type ServiceDays = typeof defaultServiceDays;

/**
 * What a site shows before an admin changes anything: minorSettingsSchema takes each field's default
 * from here (so its type, MinorSettings, is the schema's and not written twice).
 */
export const defaultMinorSettings = {
  login_caption: 'Member Portal',
  organisation_caption: 'EIK',
  referee_disclaimer: false,
  referee_disclaimer_caption: '',
  registration: true,
  license_alternative_caption: 'License',
  countyField: true,
  practicing_firm: false,
  inactivityLogout: true,
  certificate_of_good_standing: true,
  certificate_of_good_standing_caption: 'Certificate of Good Standing',
  membership_certificate_caption: 'Membership Certificate',
  acceptance_letter_caption: 'Acceptance Letter',
  showWorkPlace: true,
  /** The register statuses the public Member Checker lists (decisions.md: Active and Suspended). */
  public_register_statuses: ['Active', 'Suspended'] as MemberStatus[],
  /** Days a member admitted after their period was billed has to pay its invoice. */
  new_member_invoice_days: 30,
  review_service_days: defaultServiceDays,
  /** The days of the CPD year (MM-DD) members behind their requirement are reminded (decision 0048). */
  cpd_reminder_points: ['06-30', '09-30', '12-01'],
};

/** Spec 1 §9: with inactivityLogout on, a session ends after 300000 ms without activity. */
export const INACTIVITY_TIMEOUT_MS = 300_000;

export const defaultSiteSettings: SiteSettings = {
  id: null,
  site_colors: colourNames.map((colourName) => ({ colourName, color: defaultColours[colourName] })),
  site_installed_packages: [...packageNames],
  minor_settings: defaultMinorSettings,
};

export function colourOf(settings: Pick<SiteSettings, 'site_colors'>, name: ColourName): string {
  return settings.site_colors.find((entry) => entry.colourName === name)?.color ?? defaultColours[name];
}

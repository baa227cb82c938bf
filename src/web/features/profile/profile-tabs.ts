import type { ComponentType } from 'react';
import type { UserType } from '../../../contract/auth';
import { lazyPart } from '../../lib/lazy-part';

// The tab table on its own, apart from the page's tabs UI: the checklist shows one section from it
// (ChecklistComponentPage) and needs neither the Tabs component nor the profile page's code.

// Each section loads when its tab is shown, so the first view carries one form, not fourteen: a
// person's Bio and a firm's Firm Details are never both shown, and the checklist shows one section.
const BioSection = lazyPart('profile/BioSection', () => import('./bio/BioSection'));
const FirmBioSection = lazyPart('profile/FirmBioSection', () => import('./firm-bio/FirmBioSection'));
const AttachmentsSection = lazyPart(
  'profile/AttachmentsSection',
  () => import('./sections/AttachmentsSection'),
);
const BankersSection = lazyPart('profile/BankersSection', () => import('./sections/BankersSection'));
const CertificationsSection = lazyPart(
  'profile/CertificationsSection',
  () => import('./sections/CertificationsSection'),
);
const ContactsSection = lazyPart('profile/ContactsSection', () => import('./sections/ContactsSection'));
const ConvictionsSection = lazyPart(
  'profile/ConvictionsSection',
  () => import('./sections/ConvictionsSection'),
);
const DirectorsSection = lazyPart('profile/DirectorsSection', () => import('./sections/DirectorsSection'));
const EmployeesSection = lazyPart('profile/EmployeesSection', () => import('./sections/EmployeesSection'));
const FacilitiesSection = lazyPart('profile/FacilitiesSection', () => import('./sections/FacilitiesSection'));
const InstitutionsSection = lazyPart(
  'profile/InstitutionsSection',
  () => import('./sections/InstitutionsSection'),
);
const RefereesSection = lazyPart('profile/RefereesSection', () => import('./sections/RefereesSection'));
const ServicesSection = lazyPart('profile/ServicesSection', () => import('./sections/ServicesSection'));
const ShareholdersSection = lazyPart(
  'profile/ShareholdersSection',
  () => import('./sections/ShareholdersSection'),
);
const WorkExperienceSection = lazyPart(
  'profile/WorkExperienceSection',
  () => import('./sections/WorkExperienceSection'),
);

type Audience = (type: UserType | null) => boolean;
const everyone: Audience = () => true;
const corporate: Audience = (type) => type === 'Corporate';
const nonCorporate: Audience = (type) => type !== 'Corporate';
const individual: Audience = (type) => type === 'Individual';

export interface ProfileTab {
  /** The ?tab= value. */
  value: string;
  label: string;
  audience: Audience;
  /** null: the portal has no screen for this section, so the tab is left out rather than shown empty. */
  Component: ComponentType | null;
}

/**
 * The tabs of /profile in the spec's order (spec 2 §2.1). Corporate users get the firm tabs,
 * everyone else contacts, qualifications, institutional membership and work experience; only
 * Individual users the referees; Attachments everyone. Bio is the spec's first tab for everyone, but
 * a firm's bio is its Firm Details (spec 2 §2.7), so firms do not get the personal form and open on
 * Firm Details, the tab the spec opens them on (docs/decisions/0010). Specialization is part of the Bio
 * form and has no tab. Convictions (spec 2 §2.6, a section without a tab of its own in the spec's
 * list) get a tab for everyone.
 */
export const profileTabs: readonly ProfileTab[] = [
  { value: 'bio', label: 'Bio', audience: nonCorporate, Component: BioSection },
  { value: 'firm-details', label: 'Firm Details', audience: corporate, Component: FirmBioSection },
  { value: 'contacts', label: 'Contacts', audience: nonCorporate, Component: ContactsSection },
  {
    value: 'academic-qualifications',
    label: 'Academic Qualifications',
    audience: nonCorporate,
    Component: CertificationsSection,
  },
  {
    value: 'work-experience',
    label: 'Work Experience',
    audience: nonCorporate,
    Component: WorkExperienceSection,
  },
  { value: 'referees', label: 'Referees', audience: individual, Component: RefereesSection },
  {
    value: 'institutional-membership',
    label: 'Institutional Membership',
    audience: nonCorporate,
    Component: InstitutionsSection,
  },
  { value: 'convictions', label: 'Convictions', audience: everyone, Component: ConvictionsSection },
  { value: 'attachments', label: 'Attachments', audience: everyone, Component: AttachmentsSection },
  { value: 'shareholders', label: 'Shareholders', audience: corporate, Component: ShareholdersSection },
  { value: 'directors', label: 'Directors', audience: corporate, Component: DirectorsSection },
  { value: 'facilities', label: 'Equipment/Facilities', audience: corporate, Component: FacilitiesSection },
  { value: 'employees', label: 'Firm Employees', audience: corporate, Component: EmployeesSection },
  { value: 'banker-details', label: 'Banker Details', audience: corporate, Component: BankersSection },
  { value: 'services', label: 'Services', audience: corporate, Component: ServicesSection },
];

/** The tabs a user of this type sees, built ones only. */
export const visibleTabs = (type: UserType | null, tabs: readonly ProfileTab[] = profileTabs) =>
  tabs.filter((tab) => tab.audience(type) && tab.Component !== null);

/** The tab the page opens on: the first built one of theirs (Bio, or Firm Details for a firm). */
export function initialTab(type: UserType | null, tabs: readonly ProfileTab[] = profileTabs): string | null {
  return visibleTabs(type, tabs)[0]?.value ?? null;
}

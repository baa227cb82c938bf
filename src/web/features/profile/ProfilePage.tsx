import { ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { UserType } from '../../../contract/auth';
import { useAlert } from '../../lib/alert';
import { useCurrentUser } from '../../lib/session';
import { settingsQueryKey } from '../../lib/settings';
import BioSection from './bio/BioSection';
import FirmBioSection from './firm-bio/FirmBioSection';
import AttachmentsSection from './sections/AttachmentsSection';
import BankersSection from './sections/BankersSection';
import CertificationsSection from './sections/CertificationsSection';
import ContactsSection from './sections/ContactsSection';
import ConvictionsSection from './sections/ConvictionsSection';
import DirectorsSection from './sections/DirectorsSection';
import EmployeesSection from './sections/EmployeesSection';
import FacilitiesSection from './sections/FacilitiesSection';
import InstitutionsSection from './sections/InstitutionsSection';
import RefereesSection from './sections/RefereesSection';
import ServicesSection from './sections/ServicesSection';
import ShareholdersSection from './sections/ShareholdersSection';
import WorkExperienceSection from './sections/WorkExperienceSection';

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

/** /profile (spec 2 §2.1): the profile's sections as tabs; the chosen tab is kept in ?tab=. */
export default function ProfilePage() {
  const { data: user } = useCurrentUser();
  const type = user?.type ?? null;
  const [params, setParams] = useSearchParams();
  const { clearAlert } = useAlert();
  const queryClient = useQueryClient();

  // Settings are loaded on entering the page (spec 2 §2.1).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
  }, [queryClient]);

  const tabs = visibleTabs(type);
  const asked = params.get('tab');
  const active = tabs.find((tab) => tab.value === asked)?.value ?? initialTab(type);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Profile
      </Title>
      {tabs.length === 0 ? (
        <Text c="dimmed">There is nothing to fill in here yet.</Text>
      ) : (
        <Tabs
          value={active}
          keepMounted={false}
          onChange={(value) => {
            if (!value || value === active) return;
            // Switching tab clears any alert (spec 2 §2.1).
            clearAlert();
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('tab', value);
                return next;
              },
              { replace: true },
            );
          }}
        >
          <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
            <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label="Profile sections">
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value} style={{ whiteSpace: 'nowrap' }}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {tabs.map(({ value, Component }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {Component && <Component />}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}

import {
  IconArrowUpCircle,
  IconAward,
  IconBriefcase,
  IconCalendarDollar,
  IconCalendarEvent,
  IconCertificate,
  IconFileCertificate,
  IconFileDescription,
  IconHistory,
  IconLayoutDashboard,
  IconListCheck,
  IconReceipt2,
  IconUserCircle,
} from '@tabler/icons-react';
import { GRADUATE_CATEGORY, MY_PROJECTS_EXCLUDED_CATEGORY } from '../../../contract/member-categories';
import type { PackageName } from '../../../contract/settings';
import type { NavItem } from '../../app/ShellLayout';
import { useAlert } from '../../lib/alert';
import { useCurrentUser } from '../../lib/session';
import { useSiteSettings } from '../../lib/settings';
import { applicationRoutes, useApplications } from '../applications/public';
import { certificateRoutes } from '../certificates/public';
import { useMemberNo } from '../subscriptions/public';
import { useGoodStanding, useMyProjectsAvailability } from './dashboard-queries';
import { openMyProjects } from './my-projects';

/** Why a member-only item is greyed out (spec 1 §2: disabled when the user has no member record). */
export const NO_MEMBER_RECORD_REASON = 'Available once you are a member with a member number.';

/** The acceptance letter reads as the graduate certificate for graduates (spec 1 §2). */
export const GRADUATE_CERTIFICATE_LABEL = 'Graduate Certificate';

type MemberNavItem = NavItem & { packageName: PackageName; needsMemberNo?: boolean };

const icon = (Icon: typeof IconAward) => <Icon size={18} />;

/** The Certificate group's sub-items: only the papers this member can open now. */
function useCertificateItems(memberNo: string | null, wanted: boolean): NavItem[] {
  const { data: user } = useCurrentUser();
  const { minor_settings: minor } = useSiteSettings();
  const askGoodStanding = wanted && Boolean(memberNo) && minor.certificate_of_good_standing;
  const standing = useGoodStanding(askGoodStanding ? user?.profile_id : null);
  // The same list as the applications page, read only when the Certificate group is shown.
  const applications = useApplications({ enabled: wanted });
  if (!wanted) return [];
  const items: NavItem[] = [];
  if (askGoodStanding && memberNo && standing.data?.InGoodStanding)
    items.push({
      label: minor.certificate_of_good_standing_caption,
      to: certificateRoutes.goodStanding(memberNo),
    });
  if (memberNo && user?.profile_id)
    items.push({
      label: minor.membership_certificate_caption,
      to: certificateRoutes.membership(user.profile_id),
    });
  const released = (applications.data ?? [])
    .filter((application) => application.status === 'Released')
    .sort((a, b) => b.ApplicationDateTime.localeCompare(a.ApplicationDateTime))[0];
  if (released)
    items.push({
      label:
        user?.category === GRADUATE_CATEGORY ? GRADUATE_CERTIFICATE_LABEL : minor.acceptance_letter_caption,
      to: applicationRoutes.acceptanceLetter(released.Code),
    });
  return items;
}

/**
 * The member sidebar of spec 1 §2, in its order. Each item shows only when its package is
 * installed; the member-only ones are greyed out with the reason until a member number exists.
 */
export function useMemberNav(): NavItem[] {
  const { site_installed_packages: installed, minor_settings: minor } = useSiteSettings();
  const { data: user } = useCurrentUser();
  const { showAlert } = useAlert();
  // The member number lives on the profile; until it is read, member-only items stay disabled.
  const { memberNo } = useMemberNo(Boolean(user?.profile));
  const certificates = useCertificateItems(
    memberNo,
    Boolean(user?.profile) && installed.includes('Certificate'),
  );
  const wantsProjects =
    Boolean(user?.profile) &&
    installed.includes('MyProjects') &&
    user?.category !== MY_PROJECTS_EXCLUDED_CATEGORY;
  // A portal without a projects address shows the item disabled with the reason, never an empty tab.
  const projects = useMyProjectsAvailability(wantsProjects);
  const projectsRefusal = projects.data && !projects.data.available ? projects.data.reason : null;
  // An applicant without a profile has no member areas yet; the page itself shows the way on.
  if (!user?.profile) return [];

  const items: (MemberNavItem | false)[] = [
    { packageName: 'Dashboard', label: 'Dashboard', to: '/dashboard', icon: icon(IconLayoutDashboard) },
    { packageName: 'Profile', label: 'Profile', to: '/profile', icon: icon(IconUserCircle) },
    { packageName: 'Profile', label: 'Checklist', to: '/checklist', icon: icon(IconListCheck) },
    { packageName: 'CPD', label: 'CPD', to: '/cpd', icon: icon(IconAward), needsMemberNo: true },
    certificates.length > 0 && {
      packageName: 'Certificate',
      label: 'Certificate',
      icon: icon(IconFileCertificate),
      children: certificates,
    },
    { packageName: 'Application', label: 'Application', to: '/application', icon: icon(IconFileDescription) },
    user.category !== MY_PROJECTS_EXCLUDED_CATEGORY && {
      packageName: 'MyProjects',
      label: 'My Projects',
      icon: icon(IconBriefcase),
      onClick: () => void openMyProjects((message) => showAlert({ status: 'error', message })),
      ...(projectsRefusal ? { disabledReason: projectsRefusal } : {}),
    },
    {
      packageName: 'Subscription',
      label: 'Subscription',
      to: '/subscription',
      icon: icon(IconCalendarDollar),
      needsMemberNo: true,
    },
    {
      packageName: 'Upgrade',
      label: 'Upgrade Application',
      to: '/upgrade',
      icon: icon(IconArrowUpCircle),
      needsMemberNo: true,
    },
    {
      packageName: 'License',
      // The licence item reads as the site's licence caption (spec 3 §2.5).
      label: minor.license_alternative_caption || 'License',
      to: '/license',
      icon: icon(IconCertificate),
      needsMemberNo: true,
    },
    { packageName: 'Billing', label: 'Billing', to: '/billing', icon: icon(IconReceipt2) },
    { packageName: 'Billing', label: 'Payment History', to: '/payment-history', icon: icon(IconHistory) },
    { packageName: 'Events', label: 'Events', to: '/events', icon: icon(IconCalendarEvent) },
  ];
  return items
    .filter((item): item is MemberNavItem => item !== false && installed.includes(item.packageName))
    .map(({ packageName, needsMemberNo, ...item }) =>
      needsMemberNo && !memberNo ? { ...item, disabledReason: NO_MEMBER_RECORD_REASON } : item,
    );
}

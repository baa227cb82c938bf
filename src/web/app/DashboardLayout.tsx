import {
  IconArrowUpCircle,
  IconCalendarDollar,
  IconCertificate,
  IconFileDescription,
  IconHistory,
  IconLayoutDashboard,
  IconListCheck,
  IconReceipt2,
  IconUserCircle,
} from '@tabler/icons-react';
import type { PackageName } from '../../contract/settings';
import { useMemberNo } from '../features/subscriptions/member-record';
import { useCurrentUser } from '../lib/session';
import { useSiteSettings } from '../lib/settings';
import { AccountMenu, NotificationBell } from './AccountMenu';
import { ImpersonationBanner } from './ImpersonationBanner';
import { type NavItem, ShellLayout } from './ShellLayout';

/** Sidebar links of the member areas built so far, each shown only when its package is installed. */
const memberNav: (NavItem & { packageName: PackageName; needsMemberNo?: boolean })[] = [
  { packageName: 'Dashboard', label: 'Dashboard', to: '/dashboard', icon: <IconLayoutDashboard size={18} /> },
  { packageName: 'Profile', label: 'Profile', to: '/profile', icon: <IconUserCircle size={18} /> },
  { packageName: 'Profile', label: 'Checklist', to: '/checklist', icon: <IconListCheck size={18} /> },
  {
    packageName: 'Application',
    label: 'Application',
    to: '/application',
    icon: <IconFileDescription size={18} />,
  },
  {
    packageName: 'Subscription',
    label: 'Subscription',
    to: '/subscription',
    icon: <IconCalendarDollar size={18} />,
    needsMemberNo: true,
  },
  {
    packageName: 'Upgrade',
    label: 'Upgrade Application',
    to: '/upgrade',
    icon: <IconArrowUpCircle size={18} />,
    needsMemberNo: true,
  },
  {
    packageName: 'License',
    label: 'License',
    to: '/license',
    icon: <IconCertificate size={18} />,
    needsMemberNo: true,
  },
  { packageName: 'Billing', label: 'Billing', to: '/billing', icon: <IconReceipt2 size={18} /> },
  {
    packageName: 'Billing',
    label: 'Payment History',
    to: '/payment-history',
    icon: <IconHistory size={18} />,
  },
];

/** Why a member-only item is greyed out (spec 1 §2: disabled when the user has no member record). */
export const NO_MEMBER_RECORD_REASON = 'Available once you are a member with a member number.';

export default function DashboardLayout() {
  const { site_installed_packages: installed, minor_settings: minor } = useSiteSettings();
  const { data: user } = useCurrentUser();
  // The member number lives on the profile; until it is read, member-only items stay disabled.
  const isMember = Boolean(useMemberNo(Boolean(user?.profile)).memberNo);
  // An applicant without a profile has no member areas yet; the page itself shows the way on.
  const nav = user?.profile
    ? memberNav
        .filter((item) => installed.includes(item.packageName))
        // The licence item reads as the site's licence caption (spec 3 §2.5).
        .map((item) =>
          item.to === '/license' ? { ...item, label: minor.license_alternative_caption || item.label } : item,
        )
        .map(({ needsMemberNo, ...item }) =>
          needsMemberNo && !isMember ? { ...item, disabledReason: NO_MEMBER_RECORD_REASON } : item,
        )
    : [];
  return (
    <ShellLayout
      nav={nav}
      banner={<ImpersonationBanner />}
      headerEnd={
        <>
          <NotificationBell />
          <AccountMenu />
        </>
      }
    />
  );
}

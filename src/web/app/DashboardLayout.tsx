import {
  IconFileDescription,
  IconHistory,
  IconLayoutDashboard,
  IconListCheck,
  IconReceipt2,
  IconUserCircle,
} from '@tabler/icons-react';
import type { PackageName } from '../../contract/settings';
import { useCurrentUser } from '../lib/session';
import { useSiteSettings } from '../lib/settings';
import { AccountMenu, NotificationBell } from './AccountMenu';
import { ImpersonationBanner } from './ImpersonationBanner';
import { type NavItem, ShellLayout } from './ShellLayout';

/** Sidebar links of the member areas built so far, each shown only when its package is installed. */
const memberNav: (NavItem & { packageName: PackageName })[] = [
  { packageName: 'Dashboard', label: 'Dashboard', to: '/dashboard', icon: <IconLayoutDashboard size={18} /> },
  { packageName: 'Profile', label: 'Profile', to: '/profile', icon: <IconUserCircle size={18} /> },
  { packageName: 'Profile', label: 'Checklist', to: '/checklist', icon: <IconListCheck size={18} /> },
  {
    packageName: 'Application',
    label: 'Application',
    to: '/application',
    icon: <IconFileDescription size={18} />,
  },
  { packageName: 'Billing', label: 'Billing', to: '/billing', icon: <IconReceipt2 size={18} /> },
  {
    packageName: 'Billing',
    label: 'Payment History',
    to: '/payment-history',
    icon: <IconHistory size={18} />,
  },
];

export default function DashboardLayout() {
  const { site_installed_packages: installed } = useSiteSettings();
  const { data: user } = useCurrentUser();
  // An applicant without a profile has no member areas yet; the page itself shows the way on.
  const nav = user?.profile ? memberNav.filter((item) => installed.includes(item.packageName)) : [];
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

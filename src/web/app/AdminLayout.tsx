import {
  IconAddressBook,
  IconArrowUpCircle,
  IconAward,
  IconCalendarDollar,
  IconCalendarEvent,
  IconCash,
  IconCategory,
  IconCertificate,
  IconChartBar,
  IconHistory,
  IconInbox,
  IconListCheck,
  IconListDetails,
  IconMail,
  IconMessageQuestion,
  IconPalette,
  IconReportAnalytics,
  IconUsers,
} from '@tabler/icons-react';
import type { AuthUser } from '../../contract/auth';
import { useCurrentUser } from '../lib/session';
import { AccountMenu } from './AccountMenu';
import { allow } from './guards';
import { type NavItem, ShellLayout } from './ShellLayout';

/** Admin area links per role (spec 1 §6): settings for the super-admin only. */
const adminNav: (NavItem & { visible: (user: AuthUser) => boolean })[] = [
  // First for approvers: the queue is their home page (contract/auth homePathFor).
  { label: 'Review queue', to: '/admin/review', icon: <IconInbox size={18} />, visible: allow.staff },
  { label: 'Upgrades', to: '/admin/upgrades', icon: <IconArrowUpCircle size={18} />, visible: allow.staff },
  { label: 'Licences', to: '/admin/licences', icon: <IconCertificate size={18} />, visible: allow.staff },
  {
    label: 'Admin Settings',
    to: '/admin/settings',
    icon: <IconPalette size={18} />,
    visible: allow.superAdmin,
  },
  { label: 'Overview', to: '/admin/overview', icon: <IconChartBar size={18} />, visible: allow.staff },
  { label: 'User Settings', to: '/admin/user-settings', icon: <IconUsers size={18} />, visible: allow.admin },
  {
    label: 'Member Register',
    to: '/admin/member-register',
    icon: <IconAddressBook size={18} />,
    visible: allow.admin,
  },
  {
    label: 'Checklist Rules',
    to: '/admin/checklist-rules',
    icon: <IconListCheck size={18} />,
    visible: allow.admin,
  },
  {
    label: 'Referee Questions',
    to: '/admin/referee-questions',
    icon: <IconMessageQuestion size={18} />,
    visible: allow.admin,
  },
  {
    label: 'Subscription Billing',
    to: '/admin/subscription-runs',
    icon: <IconCalendarDollar size={18} />,
    visible: allow.admin,
  },
  { label: 'Events', to: '/admin/events', icon: <IconCalendarEvent size={18} />, visible: allow.admin },
  { label: 'CPD Awards', to: '/admin/cpd-awards', icon: <IconAward size={18} />, visible: allow.admin },
  {
    label: 'Membership Categories',
    to: '/admin/categories',
    icon: <IconCategory size={18} />,
    visible: allow.admin,
  },
  { label: 'Lookups', to: '/admin/lookups', icon: <IconListDetails size={18} />, visible: allow.admin },
  { label: 'Message Log', to: '/admin/messages', icon: <IconMail size={18} />, visible: allow.admin },
  {
    label: 'Payments by Hand',
    to: '/admin/manual-payments',
    icon: <IconCash size={18} />,
    visible: allow.admin,
  },
  { label: 'Reports', to: '/admin/reports', icon: <IconReportAnalytics size={18} />, visible: allow.admin },
  { label: 'Audit Log', to: '/admin/audit-log', icon: <IconHistory size={18} />, visible: allow.admin },
];

export default function AdminLayout() {
  const { data: user } = useCurrentUser();
  const nav = user ? adminNav.filter((item) => item.visible(user)) : [];
  return <ShellLayout nav={nav} headerEnd={<AccountMenu />} />;
}

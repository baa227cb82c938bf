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
  {
    label: 'Review queue',
    to: '/admin/review',
    icon: <IconInbox size={18} />,
    visible: allow.to('reviewApplications'),
  },
  {
    label: 'Upgrades',
    to: '/admin/upgrades',
    icon: <IconArrowUpCircle size={18} />,
    visible: allow.to('reviewUpgrades'),
  },
  {
    label: 'Licences',
    to: '/admin/licences',
    icon: <IconCertificate size={18} />,
    visible: allow.to('reviewLicences'),
  },
  {
    label: 'Admin Settings',
    to: '/admin/settings',
    icon: <IconPalette size={18} />,
    visible: allow.to('editSettings'),
  },
  {
    label: 'Overview',
    to: '/admin/overview',
    icon: <IconChartBar size={18} />,
    visible: allow.to('readStaffOverview'),
  },
  {
    label: 'User Settings',
    to: '/admin/user-settings',
    icon: <IconUsers size={18} />,
    visible: allow.to('manageAccounts'),
  },
  {
    label: 'Member Register',
    to: '/admin/member-register',
    icon: <IconAddressBook size={18} />,
    visible: allow.to('changeMemberRecords'),
  },
  {
    label: 'Checklist Rules',
    to: '/admin/checklist-rules',
    icon: <IconListCheck size={18} />,
    visible: allow.to('manageReferenceLists'),
  },
  {
    label: 'Referee Questions',
    to: '/admin/referee-questions',
    icon: <IconMessageQuestion size={18} />,
    visible: allow.to('manageReferenceLists'),
  },
  {
    label: 'Subscription Billing',
    to: '/admin/subscription-runs',
    icon: <IconCalendarDollar size={18} />,
    visible: allow.to('runSubscriptions'),
  },
  {
    label: 'Events',
    to: '/admin/events',
    icon: <IconCalendarEvent size={18} />,
    visible: allow.to('manageEvents'),
  },
  {
    label: 'CPD Awards',
    to: '/admin/cpd-awards',
    icon: <IconAward size={18} />,
    visible: allow.to('awardCpd'),
  },
  {
    label: 'Membership Categories',
    to: '/admin/categories',
    icon: <IconCategory size={18} />,
    visible: allow.to('manageReferenceLists'),
  },
  {
    label: 'Lookups',
    to: '/admin/lookups',
    icon: <IconListDetails size={18} />,
    visible: allow.to('manageReferenceLists'),
  },
  {
    label: 'Message Log',
    to: '/admin/messages',
    icon: <IconMail size={18} />,
    visible: allow.to('readOutbox'),
  },
  {
    label: 'Payments by Hand',
    to: '/admin/manual-payments',
    icon: <IconCash size={18} />,
    visible: allow.to('postPaymentsByHand'),
  },
  {
    label: 'Reports',
    to: '/admin/reports',
    icon: <IconReportAnalytics size={18} />,
    visible: allow.to('readReports'),
  },
  {
    label: 'Audit Log',
    to: '/admin/audit-log',
    icon: <IconHistory size={18} />,
    visible: allow.to('readAuditLog'),
  },
];

export default function AdminLayout() {
  const { data: user } = useCurrentUser();
  const nav = user ? adminNav.filter((item) => item.visible(user)) : [];
  return <ShellLayout nav={nav} headerEnd={<AccountMenu />} />;
}

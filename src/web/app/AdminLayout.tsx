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
  IconChecklist,
  IconHistory,
  IconInbox,
  IconListCheck,
  IconListDetails,
  IconListSearch,
  IconMail,
  IconMessageQuestion,
  IconPalette,
  IconReceiptRefund,
  IconReportAnalytics,
  IconScale,
  IconUsers,
} from '@tabler/icons-react';
import { useCurrentUser } from '../lib/session';
import { AccountMenu } from './AccountMenu';
import { type AdminPage, adminPagePolicies } from './admin-pages';
import { allow } from './guards';
import { type NavItem, ShellLayout } from './ShellLayout';

/** Admin area links per role (spec 1 §6): settings for the super-admin only. */
const adminNav: (Omit<NavItem, 'to'> & { page: AdminPage })[] = [
  // First for approvers: the queue is their home page (contract/auth homePathFor).
  { label: 'Review queue', icon: <IconInbox size={18} />, page: 'review' },
  { label: 'Upgrades', icon: <IconArrowUpCircle size={18} />, page: 'upgrades' },
  { label: 'Licences', icon: <IconCertificate size={18} />, page: 'licences' },
  { label: 'Admin Settings', icon: <IconPalette size={18} />, page: 'settings' },
  { label: 'Overview', icon: <IconChartBar size={18} />, page: 'overview' },
  { label: 'User Settings', icon: <IconUsers size={18} />, page: 'user-settings' },
  { label: 'Member Register', icon: <IconAddressBook size={18} />, page: 'member-register' },
  { label: 'Checklist Rules', icon: <IconListCheck size={18} />, page: 'checklist-rules' },
  { label: 'Referee Questions', icon: <IconMessageQuestion size={18} />, page: 'referee-questions' },
  { label: 'Subscription Billing', icon: <IconCalendarDollar size={18} />, page: 'subscription-runs' },
  { label: 'Events', icon: <IconCalendarEvent size={18} />, page: 'events' },
  { label: 'CPD Awards', icon: <IconAward size={18} />, page: 'cpd-awards' },
  { label: 'CPD Rules', icon: <IconScale size={18} />, page: 'cpd-rules' },
  { label: 'CPD to Verify', icon: <IconChecklist size={18} />, page: 'cpd-review' },
  { label: 'CPD Audits', icon: <IconListSearch size={18} />, page: 'cpd-audits' },
  { label: 'Membership Categories', icon: <IconCategory size={18} />, page: 'categories' },
  { label: 'Lookups', icon: <IconListDetails size={18} />, page: 'lookups' },
  { label: 'Message Log', icon: <IconMail size={18} />, page: 'messages' },
  { label: 'Payments by Hand', icon: <IconCash size={18} />, page: 'manual-payments' },
  { label: 'Posted Payments', icon: <IconReceiptRefund size={18} />, page: 'payments' },
  { label: 'Reports', icon: <IconReportAnalytics size={18} />, page: 'reports' },
  { label: 'Audit Log', icon: <IconHistory size={18} />, page: 'audit-log' },
];

export default function AdminLayout() {
  const { data: user } = useCurrentUser();
  const nav = user
    ? adminNav
        .filter((item) => allow.to(adminPagePolicies[item.page])(user))
        .map((item) => ({ ...item, to: `/admin/${item.page}` }))
    : [];
  return <ShellLayout nav={nav} headerEnd={<AccountMenu />} />;
}

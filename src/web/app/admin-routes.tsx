import type { RouteObject } from 'react-router';
import { type AdminPage, adminPagePolicies } from './admin-pages';
import { allow } from './guards';
import { licenceCrumb } from './licence-crumb';
import { only, page } from './route-helpers';

/** A page only the accounts with its capability may open (admin-pages.ts). */
const forAdminPage = (route: RouteObject & { path: AdminPage }): RouteObject =>
  only(allow.to(adminPagePolicies[route.path]), route);

/** The admin area's pages under /admin: staff only, some of them admins only (decisions.md "Roles"). */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./AdminHome')) },
  {
    path: 'overview',
    handle: { crumb: 'Overview' },
    lazy: page(() => import('../features/admin/overview/StaffOverviewPage')),
  },
  // Approvers and admins alike work the review queue (decisions.md "Roles").
  {
    path: 'review',
    handle: { crumb: 'Review queue' },
    children: [
      { index: true, lazy: page(() => import('../features/review/ReviewQueuePage')) },
      {
        path: ':code',
        handle: { crumb: 'Application' },
        lazy: page(() => import('../features/review/ReviewWorkspacePage')),
      },
      {
        path: ':code/document',
        handle: { crumb: 'Application document' },
        lazy: page(() => import('../features/review/ReviewApplicationDocumentPage')),
      },
      {
        path: ':code/referee-form/:entryNo',
        handle: { crumb: 'Referee form' },
        lazy: page(() => import('../features/review/ReviewRefereeFormPage')),
      },
    ],
  },
  {
    path: 'upgrades',
    handle: { crumb: 'Upgrades' },
    children: [
      { index: true, lazy: page(() => import('../features/admin/upgrades/UpgradeQueuePage')) },
      {
        path: ':code',
        handle: { crumb: 'Upgrade' },
        lazy: page(() => import('../features/admin/upgrades/UpgradeReviewPage')),
      },
      {
        path: ':code/document',
        handle: { crumb: 'Upgrade Report' },
        lazy: page(() => import('../features/admin/upgrades/UpgradeReviewDocumentPage')),
      },
    ],
  },
  forAdminPage({
    path: 'settings',
    handle: { crumb: 'Settings' },
    lazy: page(() => import('../features/admin/SettingsPage')),
  }),
  forAdminPage({
    path: 'user-settings',
    handle: { crumb: 'User Settings' },
    lazy: page(() => import('../features/admin/users/AdminUsersPage')),
  }),
  forAdminPage({
    path: 'member-register',
    handle: { crumb: 'Member Register' },
    lazy: page(() => import('../features/admin/MemberRegisterPage')),
  }),
  // One member record (issue 24): approvers read it, admins also act on it (the page hides their actions).
  forAdminPage({
    path: 'members/:memberNo',
    handle: { crumb: 'Member' },
    lazy: page(() => import('../features/admin/members/MemberPage')),
  }),
  forAdminPage({
    path: 'categories',
    handle: { crumb: 'Membership Categories' },
    lazy: page(() => import('../features/admin/lookups/CategoriesPage')),
  }),
  forAdminPage({
    path: 'lookups',
    handle: { crumb: 'Lookups' },
    lazy: page(() => import('../features/admin/lookups/LookupsPage')),
  }),
  forAdminPage({
    path: 'checklist-rules',
    handle: { crumb: 'Checklist Rules' },
    lazy: page(() => import('../features/admin/checklist-rules/ChecklistRulesPage')),
  }),
  forAdminPage({
    path: 'referee-questions',
    handle: { crumb: 'Referee Questions' },
    lazy: page(() => import('../features/admin/referee-questions/RefereeQuestionsPage')),
  }),
  forAdminPage({
    path: 'subscription-runs',
    handle: { crumb: 'Subscription Billing' },
    lazy: page(() => import('../features/admin/subscription-runs/SubscriptionRunsPage')),
  }),
  forAdminPage({
    path: 'licences',
    handle: { crumb: licenceCrumb },
    lazy: page(() => import('../features/admin/licences/LicenceReviewPage')),
  }),
  forAdminPage({
    path: 'events',
    handle: { crumb: 'Events' },
    children: [
      { index: true, lazy: page(() => import('../features/admin/events/AdminEventsPage')) },
      {
        path: 'new',
        handle: { crumb: 'New event' },
        lazy: page(() => import('../features/admin/events/EventEditorPage')),
      },
      {
        path: ':no',
        handle: { crumb: 'Event' },
        lazy: page(() => import('../features/admin/events/EventEditorPage')),
      },
    ],
  }),
  forAdminPage({
    path: 'cpd-awards',
    handle: { crumb: 'CPD Awards' },
    lazy: page(() => import('../features/admin/cpd/CpdAwardsPage')),
  }),
  forAdminPage({
    path: 'cpd-rules',
    handle: { crumb: 'CPD Rules' },
    lazy: page(() => import('../features/admin/cpd/CpdRulesPage')),
  }),
  forAdminPage({
    path: 'cpd-review',
    handle: { crumb: 'CPD to Verify' },
    lazy: page(() => import('../features/admin/cpd-review/CpdReviewQueuePage')),
  }),
  forAdminPage({
    path: 'cpd-audits',
    handle: { crumb: 'CPD Audits' },
    lazy: page(() => import('../features/admin/cpd-audit/CpdAuditPage')),
  }),
  forAdminPage({
    path: 'reports',
    handle: { crumb: 'Reports' },
    lazy: page(() => import('../features/admin/reports/ReportsPage')),
  }),
  forAdminPage({
    path: 'manual-payments',
    handle: { crumb: 'Payments Posted by Hand' },
    lazy: page(() => import('../features/admin/manual-payments/ManualPaymentsPage')),
  }),
  forAdminPage({
    path: 'payments',
    handle: { crumb: 'Posted Payments' },
    lazy: page(() => import('../features/admin/payments/PostedPaymentsPage')),
  }),
  forAdminPage({
    path: 'audit-log',
    handle: { crumb: 'Audit Log' },
    lazy: page(() => import('../features/admin/audit-log/AuditLogPage')),
  }),
  forAdminPage({
    path: 'messages',
    handle: { crumb: 'Message Log' },
    lazy: page(() => import('../features/admin/MessageLogPage')),
  }),
];

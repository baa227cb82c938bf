import type { RouteObject } from 'react-router';
import { allow } from './guards';
import { only, page } from './route-helpers';

/** The admin area's pages under /admin: staff only, some of them admins only (decisions.md "Roles"). */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./AdminHome')) },
  {
    path: 'overview',
    handle: { crumb: 'Overview' },
    lazy: page(() => import('../features/admin/StaffOverviewPage')),
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
  only(allow.to('editSettings'), {
    path: 'settings',
    handle: { crumb: 'Settings' },
    lazy: page(() => import('../features/admin/SettingsPage')),
  }),
  only(allow.to('manageAccounts'), {
    path: 'user-settings',
    handle: { crumb: 'User Settings' },
    lazy: page(() => import('../features/admin/users/AdminUsersPage')),
  }),
  only(allow.to('changeMemberRecords'), {
    path: 'member-register',
    handle: { crumb: 'Member Register' },
    lazy: page(() => import('../features/admin/MemberRegisterPage')),
  }),
  // One member record (issue 24): approvers read it, admins also act on it (the page hides their actions).
  only(allow.to('readMemberRecords'), {
    path: 'members/:memberNo',
    handle: { crumb: 'Member' },
    lazy: page(() => import('../features/admin/members/MemberPage')),
  }),
  only(allow.to('manageReferenceLists'), {
    path: 'categories',
    handle: { crumb: 'Membership Categories' },
    lazy: page(() => import('../features/admin/lookups/CategoriesPage')),
  }),
  only(allow.to('manageReferenceLists'), {
    path: 'lookups',
    handle: { crumb: 'Lookups' },
    lazy: page(() => import('../features/admin/lookups/LookupsPage')),
  }),
  only(allow.to('manageReferenceLists'), {
    path: 'checklist-rules',
    handle: { crumb: 'Checklist Rules' },
    lazy: page(() => import('../features/admin/checklist-rules/ChecklistRulesPage')),
  }),
  only(allow.to('manageReferenceLists'), {
    path: 'referee-questions',
    handle: { crumb: 'Referee Questions' },
    lazy: page(() => import('../features/admin/referee-questions/RefereeQuestionsPage')),
  }),
  only(allow.to('runSubscriptions'), {
    path: 'subscription-runs',
    handle: { crumb: 'Subscription Billing' },
    lazy: page(() => import('../features/admin/subscription-runs/SubscriptionRunsPage')),
  }),
  only(allow.to('reviewLicences'), {
    path: 'licences',
    handle: { crumb: 'Licences' },
    lazy: page(() => import('../features/admin/licences/LicenceReviewPage')),
  }),
  only(allow.to('manageEvents'), {
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
  only(allow.to('awardCpd'), {
    path: 'cpd-awards',
    handle: { crumb: 'CPD Awards' },
    lazy: page(() => import('../features/admin/cpd/CpdAwardsPage')),
  }),
  only(allow.to('readReports'), {
    path: 'reports',
    handle: { crumb: 'Reports' },
    lazy: page(() => import('../features/admin/reports/ReportsPage')),
  }),
  only(allow.to('postPaymentsByHand'), {
    path: 'manual-payments',
    handle: { crumb: 'Payments Posted by Hand' },
    lazy: page(() => import('../features/admin/manual-payments/ManualPaymentsPage')),
  }),
  only(allow.to('readAuditLog'), {
    path: 'audit-log',
    handle: { crumb: 'Audit Log' },
    lazy: page(() => import('../features/admin/audit-log/AuditLogPage')),
  }),
  only(allow.to('readOutbox'), {
    path: 'messages',
    handle: { crumb: 'Message Log' },
    lazy: page(() => import('../features/admin/MessageLogPage')),
  }),
];

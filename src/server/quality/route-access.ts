/**
 * Who may call each /api route, declared once per route as an access class. The authorization
 * matrix (authorization-matrix.test.ts) calls every route in `app.routeTable` as each caller and
 * derives the expected answer from the class, so a new route without a line here fails the test.
 *
 * Refusals follow the portal's conventions:
 * - no session: 401, from the route guard, before the input is validated;
 * - a signed-in caller whose role or account type is too low: 403;
 * - someone else's record: 404, exactly as if it did not exist, so record numbers cannot be probed
 *   (docs/ARCHITECTURE.md "Where a rule lives": "anyone else's answers 404").
 */

/**
 * The six roles of issue 11 plus a firm: the firm sections answer only to Corporate accounts, so
 * without a firm no caller would be allowed on them and a wrong refusal there would go unseen.
 * Member A is the demo member (member@), member B the submitted applicant (submitted@), who has a
 * profile, an application and an invoice of their own.
 */
export type Caller = 'visitor' | 'memberA' | 'memberB' | 'firm' | 'approver' | 'admin' | 'superAdmin';

export const callers: readonly Caller[] = [
  'visitor',
  'memberA',
  'memberB',
  'firm',
  'approver',
  'admin',
  'superAdmin',
];

export type AccessClass =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any signed-in account, on its own data only (the route takes no record of anyone else). */
  | 'signedIn'
  /** Individual members only: the profile sections a firm does not have (staff have no type). */
  | 'individual'
  /** Firms only: the firm sections. */
  | 'firm'
  /** Member A's own record: member B, the firm and staff hear 404. */
  | 'owner'
  /** Member A's own record, which staff may also read (billing documents, uploaded files). */
  | 'ownerOrStaff'
  /** Member A's own record in an individual-only section: firm and staff refused by type (403). */
  | 'individualOwner'
  /** Member A's own record, which admins may also read; approvers hear 404 (spec: CPD certificates). */
  | 'ownerOrAdmin'
  /** Member and firm accounts, not staff: staff have no profile of their own to keep (403). */
  | 'account'
  /** Registered members (with a member number) only: only member A has one among the callers. */
  | 'withMemberNo'
  /**
   * Only a log-in-as session, which no caller here holds: everyone signed in hears 403. Log-in-as
   * itself is exercised in features/admin-users/log-in-as.test.ts.
   */
  | 'impersonated'
  /** Approvers, admins and the super-admin. */
  | 'staff'
  | 'admin'
  | 'superAdmin';

/**
 * Issue 23: the routes that act on another account named by id. On a staff account (approver or
 * admin) an admin is refused 403 and only the super-admin may act ('superAdmin'); log-in-as never
 * targets staff, whoever asks ('never'). The matrix checks every such admin route is listed here.
 */
export const staffTargetAccess: Record<string, 'superAdmin' | 'never'> = {
  'POST /api/admin/updateUser/:id': 'superAdmin',
  'POST /api/admin/sendActivationLink': 'superAdmin',
  'POST /api/admin/deleteUser/:id': 'superAdmin',
  'POST /api/admin/unlockUser/:id': 'superAdmin',
  'POST /api/admin/reactivateUser/:id': 'superAdmin',
  'POST /api/admin/loginas': 'never',
};

/** A refusal status, or 'allow' (any answer but a refusal). */
export type Expected = 'allow' | 401 | 403 | 404;

const staffCallers: readonly Caller[] = ['approver', 'admin', 'superAdmin'];
const rank: Record<Caller, number> = {
  visitor: 0,
  memberA: 1,
  memberB: 1,
  firm: 1,
  approver: 2,
  admin: 3,
  superAdmin: 4,
};
const minimumRank = { staff: 2, admin: 3, superAdmin: 4 } as const;

export function expectedAnswer(access: AccessClass, caller: Caller): Expected {
  if (access === 'public') return 'allow';
  if (caller === 'visitor') return 401;
  const staff = staffCallers.includes(caller);
  switch (access) {
    case 'signedIn':
      return 'allow';
    case 'individual':
      return caller === 'memberA' || caller === 'memberB' ? 'allow' : 403;
    case 'firm':
      return caller === 'firm' ? 'allow' : 403;
    case 'owner':
      return caller === 'memberA' ? 'allow' : 404;
    case 'ownerOrStaff':
      return caller === 'memberA' || staff ? 'allow' : 404;
    case 'ownerOrAdmin':
      return caller === 'memberA' || caller === 'admin' || caller === 'superAdmin' ? 'allow' : 404;
    case 'account':
      return staff ? 403 : 'allow';
    case 'withMemberNo':
      return caller === 'memberA' ? 'allow' : 403;
    case 'impersonated':
      return 403;
    case 'individualOwner':
      if (caller === 'memberA') return 'allow';
      return caller === 'memberB' ? 404 : 403;
    default:
      return rank[caller] >= minimumRank[access] ? 'allow' : 403;
  }
}

/** The statuses that mean "refused" for a class: an allowed caller must get none of them. */
export const refusalsOf = (access: AccessClass): readonly number[] =>
  access === 'owner' || access === 'ownerOrStaff' || access === 'ownerOrAdmin' || access === 'individualOwner'
    ? [401, 403, 404]
    : [401, 403];

const sectionRoutes = (path: string, access: 'signedIn' | 'individual' | 'firm') => {
  const ownEntry = { signedIn: 'owner', individual: 'individualOwner', firm: 'firm' } as const;
  return {
    [`GET /api/profile/${path}`]: access,
    [`POST /api/profile/${path}`]: access,
    [`POST /api/profile/${path}/update`]: ownEntry[access],
    [`POST /api/profile/${path}/remove`]: ownEntry[access],
  } satisfies Record<string, AccessClass>;
};

/**
 * Every route's class. Firm section entries are declared 'firm' rather than owner-checked: the
 * matrix has one firm, and the entry-number rule they share with the other sections
 * (entryRow in profile/sections/entries.ts) is checked on the individual sections.
 */
export const routeAccess: Record<string, AccessClass> = {
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/health': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/login/code': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/user': 'signedIn',
  'GET /api/application/requirements': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/verify-otp': 'public',
  'GET /api/auth/send-otp': 'public',
  'POST /api/auth/verify': 'public',
  'POST /api/auth/counter-verify-otp': 'public',
  'POST /api/auth/password-reset': 'public',
  'POST /api/auth/password': 'public',
  'POST /api/auth/set-password': 'signedIn',
  'POST /api/auth/notification': 'signedIn',
  'GET /api/profile/search/member': 'public',
  'GET /api/auth/altcha-challenge': 'public',
  'POST /api/auth/activation': 'public',
  'POST /api/auth/activation/activate': 'public',
  'GET /api/admin/settings': 'public',
  'POST /api/admin/settings': 'superAdmin',
  'POST /api/admin/updateSettings': 'superAdmin',
  'GET /api/setup/countries': 'public',
  'GET /api/setup/counties': 'public',
  'GET /api/setup/cities': 'public',
  'GET /api/setup/titles': 'public',
  'GET /api/setup/disciplines': 'public',
  'GET /api/setup/specialization-types': 'public',
  'GET /api/setup/categories': 'public',
  'GET /api/setup/universities': 'public',
  'GET /api/setup/disclaimers': 'public',
  'GET /api/setup/lists/:list': 'public',
  'GET /api/company/terms': 'public',
  'GET /api/company/information': 'public',
  'PUT /api/admin/company/information': 'superAdmin',
  'POST /api/admin/company/logo': 'superAdmin',
  'PUT /api/admin/company/terms': 'superAdmin',
  'PUT /api/admin/setup/disclaimers/:disclaimerType': 'superAdmin',
  'GET /api/admin/lookups/:kind': 'admin',
  'POST /api/admin/lookups/:kind': 'admin',
  'PUT /api/admin/lookups/:kind/:code': 'admin',
  'DELETE /api/admin/lookups/:kind/:code': 'admin',
  'GET /api/admin/categories': 'admin',
  'POST /api/admin/categories': 'admin',
  'PUT /api/admin/categories/:code': 'admin',
  'PUT /api/admin/categories/:code/charges/:item': 'admin',
  'DELETE /api/admin/categories/:code': 'admin',
  'GET /api/admin/outbox': 'admin',
  'GET /api/admin/outbox/:id': 'admin',
  'POST /api/admin/outbox/:id/resend': 'admin',
  'POST /api/admin/outbox/resend-failed': 'admin',
  'GET /api/admin/overview': 'staff',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/csv': 'admin',
  'POST /api/admin/users/messages': 'admin',
  'POST /api/admin/updateUser/:id': 'admin',
  'POST /api/admin/deleteUser/:id': 'admin',
  'POST /api/admin/sendActivationLink': 'admin',
  'POST /api/admin/unlockUser/:id': 'admin',
  'POST /api/admin/reactivateUser/:id': 'admin',
  'POST /api/admin/loginas': 'admin',
  'POST /api/admin/loginas/return': 'impersonated',
  'GET /api/admin/reports/members': 'admin',
  'GET /api/admin/reports/members/csv': 'admin',
  'GET /api/admin/reports/applications': 'admin',
  'GET /api/admin/reports/applications/csv': 'admin',
  'GET /api/admin/reports/income': 'admin',
  'GET /api/admin/reports/income/csv': 'admin',
  'GET /api/admin/reports/arrears': 'admin',
  'GET /api/admin/reports/arrears/csv': 'admin',
  'GET /api/admin/reports/cpd-compliance': 'admin',
  'GET /api/admin/reports/cpd-compliance/csv': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/audit-log/csv': 'admin',
  // The caller's own audit rows only (features/audit-log/account-activity.ts).
  'GET /api/auth/activity': 'signedIn',
  'GET /api/admin/member-register': 'admin',
  'GET /api/admin/member-register/csv': 'admin',
  'POST /api/admin/member-register/messages': 'admin',
  'POST /api/admin/member-register/import': 'admin',
  // The member page (issue 24): staff read a member record; the message log and audit trail of it,
  // and every change but a note, are admins'.
  'GET /api/admin/members/:memberNo': 'staff',
  'GET /api/admin/members/:memberNo/ledger': 'staff',
  'GET /api/admin/members/:memberNo/cpd': 'staff',
  'GET /api/admin/members/:memberNo/bookings': 'staff',
  'GET /api/admin/members/:memberNo/notes': 'staff',
  'GET /api/admin/members/:memberNo/messages': 'admin',
  'GET /api/admin/members/:memberNo/audit': 'admin',
  'PUT /api/admin/members/:memberNo': 'admin',
  'POST /api/admin/members/:memberNo/status': 'admin',
  'POST /api/admin/members/:memberNo/invoices': 'admin',
  'POST /api/admin/members/:memberNo/messages': 'admin',
  'POST /api/admin/members/:memberNo/notes': 'staff',
  'GET /api/dashboard/general-information': 'signedIn',
  'GET /api/profile/good-standing/:profileId': 'owner',
  'POST /api/dashboard/my-projects': 'signedIn',
  'GET /api/dashboard/my-projects': 'signedIn',
  'GET /api/dashboard/next-steps': 'signedIn',
  'POST /api/projects/handoff': 'public',
  'GET /api/documents/:id': 'ownerOrStaff',
  ...sectionRoutes('contact', 'signedIn'),
  ...sectionRoutes('work-experience', 'signedIn'),
  ...sectionRoutes('convictions', 'signedIn'),
  ...sectionRoutes('bankers', 'firm'),
  ...sectionRoutes('services', 'firm'),
  ...sectionRoutes('institution', 'signedIn'),
  ...sectionRoutes('attachments', 'signedIn'),
  ...sectionRoutes('certification', 'signedIn'),
  'POST /api/profile/referee/add': 'individual',
  'POST /api/profile/referee/update': 'individualOwner',
  'GET /api/profile/referee': 'individual',
  'POST /api/profile/referee/remove': 'individualOwner',
  ...sectionRoutes('shareholders', 'firm'),
  ...sectionRoutes('directors', 'firm'),
  ...sectionRoutes('facilities', 'firm'),
  ...sectionRoutes('employees', 'firm'),
  'POST /api/profile/certification/transcripts': 'owner',
  'POST /api/profile/certification/transcripts/remove': 'owner',
  'GET /api/profile/employees/employeeSetup': 'firm',
  'POST /api/profile/referee/search': 'individual',
  'POST /api/profile/referee/send_email': 'individualOwner',
  'GET /api/questions': 'public',
  'POST /api/questions/update': 'public',
  'GET /api/admin/referee-questions': 'admin',
  'POST /api/admin/referee-questions': 'admin',
  'POST /api/admin/referee-questions/update': 'admin',
  'POST /api/admin/referee-questions/statement': 'admin',
  'GET /api/profile': 'signedIn',
  'POST /api/profile': 'account',
  'POST /api/profile/update': 'individual',
  'GET /api/profile/specialization': 'signedIn',
  'POST /api/profile/specialization': 'signedIn',
  'POST /api/profile/specialization/update': 'owner',
  'POST /api/profile/specialization/remove': 'owner',
  'GET /api/profile/firmBio': 'signedIn',
  'POST /api/profile/firmBio': 'firm',
  'POST /api/profile/firmBio/update': 'firm',
  'GET /api/admin/checklist-rules': 'admin',
  'POST /api/admin/checklist-rules': 'admin',
  'POST /api/admin/checklist-rules/update': 'admin',
  'GET /api/application/checklist/:category': 'signedIn',
  'GET /api/checklist': 'signedIn',
  'GET /api/profile/ledger': 'signedIn',
  'GET /api/billing/balance': 'signedIn',
  'GET /api/billing/history': 'signedIn',
  'GET /api/admin/manual-payments/invoices': 'admin',
  'POST /api/admin/manual-payments': 'admin',
  'GET /api/admin/payments': 'admin',
  'GET /api/admin/payments/csv': 'admin',
  'POST /api/admin/payments/:receiptNo/reverse': 'admin',
  'GET /api/payments/config': 'signedIn',
  'POST /api/payments': 'owner',
  'GET /api/payments/:reference': 'owner',
  'POST /api/sandbox-checkout/:reference/complete': 'owner',
  'GET /api/billing/proforma/:code': 'ownerOrStaff',
  'GET /api/billing/receipt/:code': 'ownerOrStaff',
  'GET /api/billing/document/:type/:code': 'ownerOrStaff',
  'GET /api/billing/invoice-summary/:code': 'ownerOrStaff',
  'GET /api/verify/:type/:number': 'public',
  'GET /api/application/document/:code': 'ownerOrStaff',
  'GET /api/application/acceptanceLetter/:code': 'ownerOrStaff',
  'GET /api/application/rejectionLetter/:code': 'ownerOrStaff',
  'GET /api/application/certificate/:code': 'ownerOrStaff',
  'GET /api/questions/refereeForm/:entryNo': 'ownerOrStaff',
  'GET /api/member-verify/:memberNo': 'public',
  'GET /api/application': 'signedIn',
  'POST /api/application/submit': 'signedIn',
  'GET /api/review/applications': 'staff',
  'GET /api/review/applications/csv': 'staff',
  'GET /api/review/applications/:code': 'staff',
  'GET /api/review/applications/:code/profile': 'staff',
  'POST /api/review/applications/:code/transition': 'staff',
  'POST /api/review/applications/:code/comments': 'staff',
  'GET /api/review/reviewers': 'staff',
  'POST /api/review/assignments': 'staff',
  'GET /api/notifications': 'signedIn',
  // Marks only the caller's own notifications read: another's id changes nothing (200, no effect).
  'POST /api/notifications/read': 'signedIn',
  'GET /api/subs': 'signedIn',
  'GET /api/subs/proforma/:code': 'owner',
  'GET /api/subs/receipt/:code': 'owner',
  'POST /api/subs/certificate': 'owner',
  'POST /api/admin/subscriptions/runs': 'admin',
  'GET /api/admin/subscriptions/preview': 'admin',
  'GET /api/admin/subscriptions/runs': 'admin',
  'GET /api/admin/subscriptions/runs/:id': 'admin',
  'GET /api/upgrade/plans': 'withMemberNo',
  'GET /api/upgrade': 'signedIn',
  'GET /api/upgrade/checklist/:category': 'signedIn',
  'POST /api/upgrade/submit': 'signedIn',
  'POST /api/upgrade/upgrade-report': 'ownerOrStaff',
  'POST /api/upgrade/acceptance-letter': 'ownerOrStaff',
  'GET /api/review/upgrades': 'staff',
  'GET /api/review/upgrades/:code': 'staff',
  'POST /api/review/upgrades/:code/transition': 'staff',
  'GET /api/license': 'signedIn',
  'GET /api/license/profile': 'signedIn',
  'GET /api/license/checklist/:id': 'signedIn',
  'GET /api/license/application/:id': 'owner',
  'GET /api/license/proforma/:id': 'owner',
  'GET /api/license/good_standing_certificate/:id': 'owner',
  'GET /api/license/membership_certificate/:id': 'owner',
  'GET /api/license/certificate/:id': 'owner',
  'GET /api/licence-verify/:licenceNo': 'public',
  'GET /api/license/:id': 'owner',
  'POST /api/license': 'signedIn',
  'POST /api/license/update': 'owner',
  'GET /api/review/licences': 'staff',
  'GET /api/review/licences/counts': 'staff',
  'GET /api/review/licences/:no': 'staff',
  'POST /api/review/licences/:no/transition': 'staff',
  'GET /api/events/all_events': 'signedIn',
  'GET /api/events': 'signedIn',
  'GET /api/events/:no': 'signedIn',
  'GET /api/events/:no/logo': 'public',
  'POST /api/events/:no/book': 'signedIn',
  'GET /api/admin/events': 'admin',
  'GET /api/admin/events/:no': 'admin',
  'GET /api/admin/events/:no/bookings': 'admin',
  'POST /api/admin/events': 'admin',
  'PUT /api/admin/events/:no': 'admin',
  'POST /api/admin/events/:no/publish': 'admin',
  'POST /api/admin/events/:no/cancel': 'admin',
  'POST /api/admin/events/:no/logo': 'admin',
  'POST /api/admin/events/:no/attendance': 'admin',
  'POST /api/admin/events/:no/attendance/import': 'admin',
  'POST /api/admin/cpd/awards': 'admin',
  'GET /api/admin/cpd/awards': 'admin',
  'GET /api/cpd_awards/awards': 'owner',
  'GET /api/cpd_awards/points': 'owner',
  'GET /api/cpd_awards/certificate/:certificateNo': 'ownerOrAdmin',
  'GET /api/cpd/activity-types': 'signedIn',
  'GET /api/cpd/records': 'withMemberNo',
  'POST /api/cpd/records': 'withMemberNo',
  'PUT /api/cpd/records/:id': 'owner',
  'DELETE /api/cpd/records/:id': 'owner',
  'POST /api/cpd/records/:id/evidence': 'owner',
  'POST /api/cpd/records/:id/submit': 'owner',
  'GET /api/cpd/progress': 'withMemberNo',
  'GET /api/cpd/transcript': 'withMemberNo',
  'GET /api/admin/cpd/transcripts/:memberNo': 'admin',
  'GET /api/cpd-transcript-verify/:transcriptNo': 'public',
  'GET /api/admin/cpd/activity-types': 'admin',
  'POST /api/admin/cpd/activity-types': 'admin',
  'PUT /api/admin/cpd/activity-types/:id': 'admin',
  'DELETE /api/admin/cpd/activity-types/:id': 'admin',
  'GET /api/admin/cpd/requirements': 'admin',
  'POST /api/admin/cpd/requirements': 'admin',
  'PUT /api/admin/cpd/requirements/:id': 'admin',
  'DELETE /api/admin/cpd/requirements/:id': 'admin',
  'GET /api/cert-verify/:certificateNo': 'public',
  'GET /api/profile/search': 'public',
  'GET /api/profile/search/stats': 'public',
  'GET /api/profile/search/show/:profileId': 'public',
  'GET /api/profile/search/photo/:profileId': 'public',
  'POST /api/payments/callback/:provider/:secret': 'public',
};

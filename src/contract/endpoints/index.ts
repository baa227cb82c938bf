import { accessEndpoints } from './access';
import { activationEndpoints } from './activation';
import { adminEndpoints } from './admin';
import { adminUserEndpoints } from './admin-users';
import { applicationDocumentEndpoints } from './application-documents';
import { applicationEndpoints } from './applications';
import { auditLogEndpoints } from './audit-log';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { billingDocumentEndpoints } from './billing-documents';
import { checklistEndpoints } from './checklist';
import { cpdEndpoints } from './cpd';
import { cpdComplianceEndpoints } from './cpd-compliance';
import { cpdRecordEndpoints } from './cpd-records';
import { cpdReviewEndpoints } from './cpd-review';
import { dashboardEndpoints } from './dashboard';
import { eventEndpoints } from './events';
import { licenceEndpoints } from './licences';
import { lookupAdminEndpoints } from './lookups-admin';
import { manualPaymentEndpoints } from './manual-payments';
import { memberRecordEndpoints } from './member-records';
import { memberRegisterEndpoints } from './member-register';
import { memberSearchEndpoints } from './member-search';
import { notificationEndpoints } from './notifications';
import { paymentEndpoints } from './payments';
import { postedPaymentEndpoints } from './posted-payments';
import { profileBioEndpoints } from './profile-bio';
import { profileSectionAllEndpoints } from './profile-sections';
import { refereeAnswerEndpoints } from './referee-answers';
import { refereeQuestionEndpoints } from './referee-questions';
import { reportEndpoints } from './reports';
import { reviewEndpoints } from './review';
import { settingsEndpoints } from './settings';
import { setupEndpoints } from './setup';
import { setupAdminEndpoints } from './setup-admin';
import { subscriptionEndpoints } from './subscriptions';
import { upgradeEndpoints } from './upgrades';

/**
 * Every area's declared endpoints, for the checks over all of them. The server and the browser
 * import an area's module directly (or a zod-free address from `addresses/`).
 */
export const declaredEndpoints = {
  access: accessEndpoints,
  activation: activationEndpoints,
  admin: adminEndpoints,
  adminUsers: adminUserEndpoints,
  auditLog: auditLogEndpoints,
  auth: authEndpoints,
  billing: billingEndpoints,
  billingDocuments: billingDocumentEndpoints,
  applicationDocuments: applicationDocumentEndpoints,
  applications: applicationEndpoints,
  checklist: checklistEndpoints,
  cpd: cpdEndpoints,
  cpdCompliance: cpdComplianceEndpoints,
  cpdRecords: cpdRecordEndpoints,
  cpdReview: cpdReviewEndpoints,
  dashboard: dashboardEndpoints,
  events: eventEndpoints,
  licences: licenceEndpoints,
  lookupsAdmin: lookupAdminEndpoints,
  manualPayments: manualPaymentEndpoints,
  memberRecords: memberRecordEndpoints,
  memberRegister: memberRegisterEndpoints,
  memberSearch: memberSearchEndpoints,
  notifications: notificationEndpoints,
  postedPayments: postedPaymentEndpoints,
  payments: paymentEndpoints,
  reports: reportEndpoints,
  review: reviewEndpoints,
  settings: settingsEndpoints,
  profileBio: profileBioEndpoints,
  profileSections: profileSectionAllEndpoints,
  refereeAnswers: refereeAnswerEndpoints,
  refereeQuestions: refereeQuestionEndpoints,
  setup: setupEndpoints,
  setupAdmin: setupAdminEndpoints,
  subscriptions: subscriptionEndpoints,
  upgrades: upgradeEndpoints,
} as const;

import { adminEndpoints } from './admin';
import { adminUserEndpoints } from './admin-users';
import { auditLogEndpoints } from './audit-log';
import { cpdEndpoints } from './cpd';
import { eventEndpoints } from './events';
import { licenceEndpoints } from './licences';
import { lookupAdminEndpoints } from './lookups-admin';
import { memberRecordEndpoints } from './member-records';
import { memberRegisterEndpoints } from './member-register';
import { reportEndpoints } from './reports';
import { reviewEndpoints } from './review';
import { setupEndpoints } from './setup';
import { setupAdminEndpoints } from './setup-admin';
import { subscriptionEndpoints } from './subscriptions';
import { upgradeEndpoints } from './upgrades';

/**
 * Every area's declared endpoints, for the checks over all of them. The server and the browser
 * import an area's module directly.
 */
export const declaredEndpoints = {
  admin: adminEndpoints,
  adminUsers: adminUserEndpoints,
  auditLog: auditLogEndpoints,
  cpd: cpdEndpoints,
  events: eventEndpoints,
  licences: licenceEndpoints,
  lookupsAdmin: lookupAdminEndpoints,
  memberRecords: memberRecordEndpoints,
  memberRegister: memberRegisterEndpoints,
  reports: reportEndpoints,
  review: reviewEndpoints,
  setup: setupEndpoints,
  setupAdmin: setupAdminEndpoints,
  subscriptions: subscriptionEndpoints,
  upgrades: upgradeEndpoints,
} as const;

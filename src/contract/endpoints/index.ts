import { accessEndpoints } from './access';
import { activationEndpoints } from './activation';
import { authEndpoints } from './auth';
import { cpdEndpoints } from './cpd';
import { dashboardEndpoints } from './dashboard';
import { eventEndpoints } from './events';
import { licenceEndpoints } from './licences';
import { memberSearchEndpoints } from './member-search';
import { notificationEndpoints } from './notifications';
import { settingsEndpoints } from './settings';
import { setupEndpoints } from './setup';
import { subscriptionEndpoints } from './subscriptions';

/**
 * Every area's declared endpoints, for the checks over all of them. The server and the browser
 * import an area's module directly (or a zod-free address from `addresses/`).
 */
export const declaredEndpoints = {
  access: accessEndpoints,
  activation: activationEndpoints,
  auth: authEndpoints,
  cpd: cpdEndpoints,
  dashboard: dashboardEndpoints,
  events: eventEndpoints,
  licences: licenceEndpoints,
  memberSearch: memberSearchEndpoints,
  notifications: notificationEndpoints,
  settings: settingsEndpoints,
  setup: setupEndpoints,
  subscriptions: subscriptionEndpoints,
} as const;

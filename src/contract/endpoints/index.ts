import { accessEndpoints } from './access';
import { activationEndpoints } from './activation';
import { authEndpoints } from './auth';
import { cpdEndpoints } from './cpd';
import { dashboardEndpoints } from './dashboard';
import { memberSearchEndpoints } from './member-search';
import { notificationEndpoints } from './notifications';
import { settingsEndpoints } from './settings';

/**
 * Every area's declared endpoints, for the checks over all of them. The server and the browser
 * import an area's module directly.
 */
export const declaredEndpoints = {
  access: accessEndpoints,
  activation: activationEndpoints,
  auth: authEndpoints,
  cpd: cpdEndpoints,
  dashboard: dashboardEndpoints,
  memberSearch: memberSearchEndpoints,
  notifications: notificationEndpoints,
  settings: settingsEndpoints,
} as const;

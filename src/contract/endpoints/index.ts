import { cpdEndpoints } from './cpd';
import { eventEndpoints } from './events';
import { licenceEndpoints } from './licences';
import { setupEndpoints } from './setup';
import { subscriptionEndpoints } from './subscriptions';

/**
 * Every area's declared endpoints, for the checks over all of them. The server and the browser
 * import an area's module directly.
 */
export const declaredEndpoints = {
  cpd: cpdEndpoints,
  events: eventEndpoints,
  licences: licenceEndpoints,
  setup: setupEndpoints,
  subscriptions: subscriptionEndpoints,
} as const;

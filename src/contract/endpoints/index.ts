import { cpdEndpoints } from './cpd';
import { eventEndpoints } from './events';

/**
 * Every area's declared endpoints, for the checks over all of them. The server and the browser
 * import an area's module directly.
 */
export const declaredEndpoints = {
  cpd: cpdEndpoints,
  events: eventEndpoints,
} as const;

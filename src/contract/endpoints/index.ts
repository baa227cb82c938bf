import { cpdEndpoints } from './cpd';
import { setupEndpoints } from './setup';

/**
 * Every area's declared endpoints, for the checks over all of them. The server and the browser
 * import an area's module directly.
 */
export const declaredEndpoints = { cpd: cpdEndpoints, setup: setupEndpoints } as const;

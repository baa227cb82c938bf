/** What other features may use of events; everything else in the folder is its own. */

export type { EventRow } from './event-queries';
export { providersOf } from './event-queries';

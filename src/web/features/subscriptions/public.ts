/** What other features may use of subscriptions; everything else in the folder is its own. */
export { useMemberNo } from './member-record';

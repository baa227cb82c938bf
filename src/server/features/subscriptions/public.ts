/** What other features may use of subscriptions; everything else in the folder is its own. */
export { billNewMember } from './bill-new-member';
export { memberIdentityOf } from './member-subscriptions';

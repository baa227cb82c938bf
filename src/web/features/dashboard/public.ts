/** What other features may use of dashboard; everything else in the folder is its own. */

export { initialsOf, useAccountName } from './account-name';
export { NO_MEMBER_RECORD_REASON } from './member-nav';

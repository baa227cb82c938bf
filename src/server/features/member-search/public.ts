/** What other features may use of member-search; everything else in the folder is its own. */
export {
  memberIdsOfUsers,
  rebuildMemberSearch,
  refreshMemberSearch,
  refreshMemberSearchForMemberIds,
  refreshMemberSearchForMemberNos,
  refreshMemberStanding,
} from './sync';

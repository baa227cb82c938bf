import type { Db } from '../../db/database';
import { refreshMemberSearchForMemberNos } from '../member-search/sync';

/**
 * The public member search after a change to a member record's entry or status. The one place the
 * member page calls the search index: the index is being rekeyed by register id
 * (refreshMemberSearchForMemberIds), and then only this line changes. Call in the change's transaction.
 */
export async function refreshSearchOfMember(
  db: Db,
  member: { id: number; member_no: string },
): Promise<void> {
  await refreshMemberSearchForMemberNos(db, [member.member_no]);
}

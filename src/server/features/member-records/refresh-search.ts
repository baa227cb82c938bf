import type { Db } from '../../db/database';
import { refreshMemberSearchForMemberIds } from '../member-search/public';

/**
 * The public member search after a change to a member record's entry or status: the one place the
 * member page calls the search index. Call in the change's transaction.
 */
export async function refreshSearchOfMember(
  db: Db,
  member: { id: number; member_no: string },
): Promise<void> {
  await refreshMemberSearchForMemberIds(db, [member.id]);
}

import type { MemberStatus } from '../../../contract/member-register';
import type { Db } from '../../db/database';
import { nowIso } from '../../platform/time';

export interface StatusChange {
  memberId: number;
  from: MemberStatus;
  to: MemberStatus;
  reason: string;
  /** YYYY-MM-DD: from when the new status holds. */
  effectiveOn: string;
  /** The staff account that made the change; its name is kept with the row. */
  actorId: number;
}

/** Keeps a status change in the member's history (the staff member page lists it). */
export async function recordStatusChange(db: Db, change: StatusChange): Promise<void> {
  const actor = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', change.actorId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('member_status_changes')
    .values({
      member_id: change.memberId,
      from_status: change.from,
      to_status: change.to,
      reason: change.reason,
      effective_on: change.effectiveOn,
      actor_user_id: change.actorId,
      actor_name: actor.name?.trim() || actor.email,
      created_at: nowIso(),
    })
    .execute();
}

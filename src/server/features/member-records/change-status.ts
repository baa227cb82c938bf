import type { z } from 'zod';
import { memberRecordMessages, type statusChangeRequestSchema } from '../../../contract/member-records';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { badRequest, conflict } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { recordStatusChange } from '../member-register/public';
import { findMember } from './find-member';
import { refreshSearchOfMember } from './refresh-search';

/**
 * POST admin/members/{memberNo}/status: admins move a member to any of the six statuses, with a
 * reason and the date it took effect (decisions.md "Member statuses"); reinstatement is a change
 * back to Active like any other. Kept in the status history and the audit log. What a status
 * means elsewhere is read from the record: good standing needs Active, activation refuses Deceased
 * and Struck off, the Member Checker lists the statuses its setting names.
 */
export async function changeMemberStatus(
  db: Db,
  actor: AuditActor,
  memberNo: string,
  request: z.output<typeof statusChangeRequestSchema>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await findMember(trx, memberNo);
    if (member.status === request.status) throw badRequest(memberRecordMessages.sameStatus(member.status));
    // Only from the status the change was decided on: two staff changing it at once cannot both win.
    const updated = await trx
      .updateTable('member_register')
      .set({ status: request.status, updated_at: nowIso() })
      .where('id', '=', member.id)
      .where('status', '=', member.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(memberRecordMessages.statusChangedMeanwhile);
    await recordStatusChange(trx, {
      memberId: member.id,
      from: member.status,
      to: request.status,
      reason: request.reason,
      effectiveOn: request.effectiveOn,
      actorId: actor.actorId,
    });
    await recordAudit(trx, {
      actor,
      action: 'member.status-changed',
      subjectType: 'member_register',
      subjectId: member.member_no,
      details: {
        from: member.status,
        to: request.status,
        reason: request.reason,
        effectiveOn: request.effectiveOn,
      },
    });
    await refreshSearchOfMember(trx, member);
  });
}

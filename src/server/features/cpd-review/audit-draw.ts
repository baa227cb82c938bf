import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  auditSampleSize,
  CPD_AUDIT_ALGORITHM,
  type CpdAuditDetail,
  type cpdAuditStartSchema,
  cpdReviewMessages,
  drawSample,
  seedOfText,
  seedText,
} from '../../../contract/cpd-review';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, isUniqueViolation } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { auditDetail } from './audit-reads';
import { auditSelectionNotice } from './review-notices';

type StartInput = z.output<typeof cpdAuditStartSchema>;

export interface EligibleMember {
  userId: number;
  memberNo: string;
  category: string;
  email: string;
  phone: string | null;
}

/**
 * Who an audit of `year` may draw (decision 0047): accounts with a member number whose membership
 * category has a CPD requirement for that year, whose account is open and whose member record, if
 * the register holds one, is Active. A member number held twice counts once (the lowest account id).
 */
export async function eligibleMembers(db: Db, year: number): Promise<EligibleMember[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .innerJoin('cpd_requirements', (join) =>
      join
        .onRef('cpd_requirements.category_code', '=', 'users.category')
        .on('cpd_requirements.cpd_year', '=', year),
    )
    .select(['users.id', 'users.email', 'users.phone_no', 'users.category', 'profiles.member_no'])
    .where('users.deactivated_at', 'is', null)
    .where('profiles.member_no', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('member_register')
            .select('member_register.id')
            .whereRef('member_register.member_no', '=', 'profiles.member_no')
            .where('member_register.status', '<>', 'Active'),
        ),
      ),
    )
    .orderBy('users.id')
    .execute();
  const byMemberNo = new Map<string, EligibleMember>();
  for (const row of rows) {
    const memberNo = row.member_no?.trim();
    if (!memberNo || !row.category || byMemberNo.has(memberNo)) continue;
    byMemberNo.set(memberNo, {
      userId: row.id,
      memberNo,
      category: row.category,
      email: row.email,
      phone: row.phone_no,
    });
  }
  return [...byMemberNo.values()];
}

/**
 * Draws the members of a CPD year to audit: `sharePercent` of the eligible members, rounded up,
 * chosen by the recorded seed (contract/cpd-audit-draw.ts), each told by e-mail and SMS. A second
 * standing audit of the same year is refused (409) until the first is cancelled; the unique
 * `active_year` settles two staff drawing at once.
 */
export async function startAudit(
  context: AppContext,
  input: StartInput,
  actor: AuditActor,
): Promise<CpdAuditDetail> {
  const seed = input.seed ?? seedText(randomInt(0, 2 ** 32));
  const auditId = await context.db
    .transaction()
    .execute(async (trx) => {
      const standing = await trx
        .selectFrom('cpd_audits')
        .select('id')
        .where('active_year', '=', input.year)
        .executeTakeFirst();
      if (standing) throw conflict(cpdReviewMessages.auditExists(input.year));
      const eligible = await eligibleMembers(trx, input.year);
      const size = auditSampleSize(eligible.length, input.sharePercent);
      const drawn = drawSample(
        eligible.map((member) => member.memberNo),
        seedOfText(seed),
        size,
      );
      const byNo = new Map(eligible.map((member) => [member.memberNo, member]));
      const now = nowIso();
      const { id } = await trx
        .insertInto('cpd_audits')
        .values({
          cpd_year: input.year,
          active_year: input.year,
          share_percent: input.sharePercent,
          deadline: input.deadline,
          seed,
          algorithm: CPD_AUDIT_ALGORITHM,
          eligible_count: eligible.length,
          selected_count: drawn.length,
          status: 'active',
          started_by: actor.actorId,
          started_at: now,
          cancelled_by: null,
          cancelled_at: null,
          cancel_reason: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const members = drawn.map((memberNo) => byNo.get(memberNo) as EligibleMember);
      if (members.length > 0)
        await trx
          .insertInto('cpd_audit_members')
          .values(
            members.map((member, index) => ({
              audit_id: id,
              user_id: member.userId,
              member_no: member.memberNo,
              category_code: member.category,
              draw_position: index + 1,
              outcome: 'pending' as const,
              outcome_note: null,
              decided_by: null,
              decided_at: null,
              created_at: now,
            })),
          )
          .execute();
      const inTransaction = { ...context, db: trx };
      const message = cpdReviewMessages.selectedNotice(input.year, input.deadline);
      for (const member of members)
        await auditSelectionNotice(
          inTransaction,
          { ...member },
          `You have been selected for the ${input.year} CPD audit`,
          message,
        );
      await recordAudit(trx, {
        actor,
        action: 'cpd-audit.drawn',
        subjectType: 'cpd-audit',
        subjectId: id,
        details: {
          after: {
            year: input.year,
            sharePercent: input.sharePercent,
            deadline: input.deadline,
            seed,
            algorithm: CPD_AUDIT_ALGORITHM,
            eligible: eligible.length,
            selected: members.map((member) => member.memberNo),
          },
        },
      });
      return id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(cpdReviewMessages.auditExists(input.year));
      throw error;
    });
  return auditDetail(context.db, auditId);
}

/** Cancels a standing audit: its draw and outcomes stay on record, and the year may be drawn again. */
export async function cancelAudit(db: Db, id: number, reason: string, actor: AuditActor) {
  return db.transaction().execute(async (trx) => {
    const before = await auditDetail(trx, id);
    const now = nowIso();
    const changed = await trx
      .updateTable('cpd_audits')
      .set({
        status: 'cancelled',
        active_year: null,
        cancelled_by: actor.actorId,
        cancelled_at: now,
        cancel_reason: reason,
      })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw conflict(cpdReviewMessages.auditAlreadyCancelled);
    await recordAudit(trx, {
      actor,
      action: 'cpd-audit.cancelled',
      subjectType: 'cpd-audit',
      subjectId: id,
      details: { before: { status: before.status }, after: { status: 'cancelled', reason } },
    });
    const { members: _members, ...audit } = await auditDetail(trx, id);
    return audit;
  });
}

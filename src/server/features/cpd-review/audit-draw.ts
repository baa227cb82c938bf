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
import { membersOwingCpd } from '../cpd/public';
import { auditDetail } from './audit-reads';
import { auditSelectionNotice } from './review-notices';

type StartInput = z.output<typeof cpdAuditStartSchema>;

export interface EligibleMember {
  memberId: number;
  /** The register's account, if the member has activated one. */
  userId: number | null;
  memberNo: string;
  category: string;
  /** The account's contacts for an account holder; the register's for a member without an account. */
  email: string | null;
  phone: string | null;
}

/**
 * Who an audit of `year` may draw (decision 0047): the register, the system of record, not the
 * accounts: every Active member whose register category has a CPD requirement for that year, with
 * or without a portal account (most members never sign in). The register's member number is unique.
 */
export async function eligibleMembers(db: Db, year: number): Promise<EligibleMember[]> {
  const rows = await membersOwingCpd(db, year)
    .select([
      'member.id',
      'member.member_no',
      'member.category',
      'users.id as user_id',
      'users.email as account_email',
      'users.phone_no as account_phone',
      'member.email as register_email',
      'member.phone as register_phone',
    ])
    .orderBy('member.id')
    .execute();
  return rows.map((row) => ({
    memberId: row.id,
    userId: row.user_id,
    memberNo: row.member_no,
    category: row.category,
    email: row.user_id === null ? row.register_email : row.account_email,
    phone: row.user_id === null ? row.register_phone : row.account_phone,
  }));
}

/**
 * Draws the members of a CPD year to audit: `sharePercent` of the eligible members, rounded up,
 * chosen by the recorded seed (contract/cpd-audit-draw.ts), each told by e-mail and SMS (and the bell
 * when they have an account). A second
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
              member_id: member.memberId,
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
          member,
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

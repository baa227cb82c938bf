import { sql } from 'kysely';
import {
  type CpdAudit,
  type CpdAuditDetail,
  type CpdAuditMember,
  type CpdAuditOutcome,
  type CpdAuditSelection,
  cpdAuditOutcomes,
  cpdReviewMessages,
} from '../../../contract/cpd-review';
import { memberRecordMessages } from '../../../contract/member-records';
import { normalizeMemberNo } from '../../../contract/member-register';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { nowIso } from '../../platform/time';

const staffLabel = (name: string | null, email: string | null) => name ?? email;

const registerName = (member: { first_name: string; second_name: string | null; last_name: string }) =>
  [member.first_name, member.second_name, member.last_name].filter((part) => part?.trim()).join(' ');

const auditRows = (db: Db) =>
  db
    .selectFrom('cpd_audits')
    .leftJoin('users as starter', 'starter.id', 'cpd_audits.started_by')
    .selectAll('cpd_audits')
    .select(['starter.name as starter_name', 'starter.email as starter_email']);

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditRows>['executeTakeFirstOrThrow']>>;

async function outcomeCounts(
  db: Db,
  auditIds: number[],
): Promise<Map<number, Record<CpdAuditOutcome, number>>> {
  const counts = new Map<number, Record<CpdAuditOutcome, number>>();
  for (const id of auditIds)
    counts.set(
      id,
      Object.fromEntries(cpdAuditOutcomes.map((outcome) => [outcome, 0])) as Record<CpdAuditOutcome, number>,
    );
  if (auditIds.length === 0) return counts;
  const rows = await db
    .selectFrom('cpd_audit_members')
    .select(['audit_id', 'outcome', sql<number>`count(*)`.as('count')])
    .where('audit_id', 'in', auditIds)
    .groupBy(['audit_id', 'outcome'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.audit_id);
    if (entry) entry[row.outcome] = Number(row.count);
  }
  return counts;
}

const toAudit = (row: AuditRow, outcomes: Record<CpdAuditOutcome, number>): CpdAudit => ({
  id: row.id,
  year: row.cpd_year,
  sharePercent: Number(row.share_percent),
  deadline: row.deadline,
  seed: row.seed,
  algorithm: row.algorithm,
  eligibleCount: row.eligible_count,
  selectedCount: row.selected_count,
  status: row.status,
  startedBy: row.started_by === null ? null : staffLabel(row.starter_name, row.starter_email),
  startedAt: row.started_at,
  cancelledAt: row.cancelled_at,
  cancelReason: row.cancel_reason,
  outcomes,
});

export async function listAudits(db: Db, year: number | undefined): Promise<CpdAudit[]> {
  let query = auditRows(db);
  if (year) query = query.where('cpd_audits.cpd_year', '=', year);
  const rows = await query.orderBy('cpd_audits.cpd_year', 'desc').orderBy('cpd_audits.id', 'desc').execute();
  const counts = await outcomeCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAudit(row, counts.get(row.id) as Record<CpdAuditOutcome, number>));
}

/**
 * The members drawn, named by the register (most have no account). Their records are counted
 * through the account the register links now, so a member who activates after the draw and submits
 * evidence shows it; a member without an account has none.
 */
async function auditMembers(db: Db, audit: { id: number; cpd_year: number }, auditMemberId?: number) {
  let query = db
    .selectFrom('cpd_audit_members')
    .innerJoin('member_register as member', 'member.id', 'cpd_audit_members.member_id')
    .leftJoin('users as decider', 'decider.id', 'cpd_audit_members.decided_by')
    .selectAll('cpd_audit_members')
    .select([
      'member.first_name',
      'member.second_name',
      'member.last_name',
      'member.user_id as account_id',
      'decider.name as decider_name',
      'decider.email as decider_email',
    ])
    .where('cpd_audit_members.audit_id', '=', audit.id);
  if (auditMemberId !== undefined) query = query.where('cpd_audit_members.id', '=', auditMemberId);
  const rows = await query.orderBy('cpd_audit_members.draw_position').execute();
  const accountOf = (row: (typeof rows)[number]) => row.account_id ?? row.user_id;
  const userIds = rows.map(accountOf).filter((id): id is number => id !== null);
  const statusRows =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('cpd_records')
          .select(['user_id', 'status', sql<number>`count(*)`.as('count')])
          .where('cpd_year', '=', audit.cpd_year)
          .where('user_id', 'in', userIds)
          .groupBy(['user_id', 'status'])
          .execute();
  return rows.map((row): CpdAuditMember => {
    const account = accountOf(row);
    const records = { submitted: 0, verified: 0, other: 0 };
    for (const entry of statusRows.filter((status) => account !== null && status.user_id === account)) {
      const key = entry.status === 'submitted' || entry.status === 'verified' ? entry.status : 'other';
      records[key] += Number(entry.count);
    }
    return {
      id: row.id,
      userId: account,
      memberNo: row.member_no,
      memberName: registerName(row),
      category: row.category_code,
      drawPosition: row.draw_position,
      outcome: row.outcome,
      note: row.outcome_note,
      decidedBy: row.decided_by === null ? null : staffLabel(row.decider_name, row.decider_email),
      decidedAt: row.decided_at,
      records,
    };
  });
}

async function findAudit(db: Db, id: number): Promise<AuditRow> {
  const row = await auditRows(db).where('cpd_audits.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(cpdReviewMessages.auditNotFound);
  return row;
}

export async function auditDetail(db: Db, id: number): Promise<CpdAuditDetail> {
  const row = await findAudit(db, id);
  const counts = await outcomeCounts(db, [id]);
  return {
    ...toAudit(row, counts.get(id) as Record<CpdAuditOutcome, number>),
    members: await auditMembers(db, row),
  };
}

/** Staff record a drawn member's outcome; a cancelled audit's outcomes stay as they were. */
export async function recordOutcome(
  db: Db,
  auditId: number,
  auditMemberId: number,
  input: { outcome: CpdAuditOutcome; note: string },
  actor: AuditActor,
): Promise<CpdAuditMember> {
  return db.transaction().execute(async (trx) => {
    const audit = await findAudit(trx, auditId);
    if (audit.status !== 'active') throw conflict(cpdReviewMessages.auditCancelledNoOutcome);
    const [before] = await auditMembers(trx, audit, auditMemberId);
    if (!before) throw notFound(cpdReviewMessages.auditMemberNotFound);
    const decided = input.outcome !== 'pending';
    await trx
      .updateTable('cpd_audit_members')
      .set({
        outcome: input.outcome,
        outcome_note: input.note || null,
        decided_by: decided ? actor.actorId : null,
        decided_at: decided ? nowIso() : null,
      })
      .where('audit_id', '=', auditId)
      .where('id', '=', auditMemberId)
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'cpd-audit.outcome',
      subjectType: 'cpd-audit',
      subjectId: auditId,
      details: {
        member: before.memberNo,
        before: { outcome: before.outcome, note: before.note },
        after: { outcome: input.outcome, note: input.note || null },
      },
    });
    const [after] = await auditMembers(trx, audit, auditMemberId);
    return after as CpdAuditMember;
  });
}

/** The audits register members were drawn in, newest year first; cancelled audits only for staff. */
async function selectionsOfMembers(
  db: Db,
  memberIds: number[],
  withCancelled: boolean,
): Promise<CpdAuditSelection[]> {
  if (memberIds.length === 0) return [];
  let query = db
    .selectFrom('cpd_audit_members')
    .innerJoin('cpd_audits', 'cpd_audits.id', 'cpd_audit_members.audit_id')
    .select([
      'cpd_audits.id',
      'cpd_audits.cpd_year',
      'cpd_audits.deadline',
      'cpd_audits.status',
      'cpd_audit_members.outcome',
      'cpd_audit_members.outcome_note',
      'cpd_audit_members.decided_at',
      'cpd_audit_members.created_at',
    ])
    .where('cpd_audit_members.member_id', 'in', memberIds);
  if (!withCancelled) query = query.where('cpd_audits.status', '=', 'active');
  const rows = await query.orderBy('cpd_audits.cpd_year', 'desc').orderBy('cpd_audits.id', 'desc').execute();
  return rows.map((row) => ({
    auditId: row.id,
    year: row.cpd_year,
    deadline: row.deadline,
    outcome: row.outcome,
    note: row.outcome_note,
    decidedAt: row.decided_at,
    selectedAt: row.created_at,
    cancelled: row.status === 'cancelled',
  }));
}

/**
 * The caller's own selections: the register entry their account is linked to, or the one holding
 * their profile's member number (the member is drawn from the register, not by account).
 */
export async function myAudits(db: Db, userId: number): Promise<CpdAuditSelection[]> {
  const members = await db
    .selectFrom('member_register')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb(
          'member_no',
          '=',
          eb.selectFrom('profiles').select('member_no').where('profiles.user_id', '=', userId).limit(1),
        ),
      ]),
    )
    .execute();
  return selectionsOfMembers(
    db,
    members.map((member) => member.id),
    false,
  );
}

/** The member page: the register entry of the member number, with or without an account. */
export async function memberAudits(db: Db, memberNo: string): Promise<CpdAuditSelection[]> {
  const spellings = [...new Set([memberNo.trim(), normalizeMemberNo(memberNo)])];
  const member = await db
    .selectFrom('member_register')
    .select('id')
    .where('member_no', 'in', spellings)
    .orderBy('id')
    .executeTakeFirst();
  if (!member) throw notFound(memberRecordMessages.notFound);
  return selectionsOfMembers(db, [member.id], true);
}

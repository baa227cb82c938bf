import { sql } from 'kysely';
import type { MemberApplication, MemberLicence, MemberUpgrade } from '../../../contract/member-records';
import type { Db } from '../../db/database';
import type { MemberRow } from './find-member';

/** Rows that name the member's number in `numberColumn`, or belong to their account if they have one. */
const ofMember = (member: MemberRow, numberColumn: string) =>
  member.user_id === null
    ? sql<boolean>`${sql.ref(numberColumn)} = ${member.member_no}`
    : sql<boolean>`(${sql.ref(numberColumn)} = ${member.member_no} or user_id = ${member.user_id})`;

/**
 * What the member applied for: membership (the application that admitted them names their number),
 * upgrades and licences. Each belongs to an account, or names the member number; a member without an
 * account has only the ones that name the number. Newest first.
 */
export async function applicationsOf(db: Db, member: MemberRow) {
  const [applications, upgrades, licences] = await Promise.all([
    membershipApplications(db, member),
    upgradesOf(db, member),
    licencesOf(db, member),
  ]);
  return { applications, upgrades, licences };
}

async function membershipApplications(db: Db, member: MemberRow): Promise<MemberApplication[]> {
  const rows = await db
    .selectFrom('applications')
    .select(['application_no', 'category', 'status', 'submitted_at', 'decided_at'])
    .where(ofMember(member, 'assigned_member_no'))
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    code: row.application_no,
    category: row.category,
    status: row.status,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
  }));
}

async function upgradesOf(db: Db, member: MemberRow): Promise<MemberUpgrade[]> {
  const rows = await db
    .selectFrom('upgrades')
    .select(['upgrade_no', 'from_category', 'to_category', 'status', 'submitted_at', 'decided_at'])
    .where(ofMember(member, 'member_no'))
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    code: row.upgrade_no,
    fromCategory: row.from_category,
    toCategory: row.to_category,
    status: row.status,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
  }));
}

async function licencesOf(db: Db, member: MemberRow): Promise<MemberLicence[]> {
  const rows = await db
    .selectFrom('licence_applications')
    .select(['application_no', 'licence_no', 'document_type', 'status', 'created_at'])
    .where(ofMember(member, 'member_no'))
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    code: row.application_no,
    licenceNo: row.licence_no,
    type: row.document_type,
    status: row.status,
    createdAt: row.created_at,
  }));
}

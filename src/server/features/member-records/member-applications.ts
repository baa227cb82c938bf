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
    .leftJoin('membership_categories as category', 'category.code', 'applications.category')
    .select([
      'applications.application_no',
      'applications.category',
      'category.description as category_name',
      'applications.status',
      'applications.submitted_at',
      'applications.decided_at',
    ])
    .where(ofMember(member, 'applications.assigned_member_no'))
    .orderBy('applications.id', 'desc')
    .execute();
  return rows.map((row) => ({
    code: row.application_no,
    category: row.category,
    categoryName: row.category_name ?? row.category,
    status: row.status,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
  }));
}

async function upgradesOf(db: Db, member: MemberRow): Promise<MemberUpgrade[]> {
  const rows = await db
    .selectFrom('upgrades')
    .leftJoin('membership_categories as from', 'from.code', 'upgrades.from_category')
    .leftJoin('membership_categories as to', 'to.code', 'upgrades.to_category')
    .select([
      'upgrades.upgrade_no',
      'upgrades.from_category',
      'from.description as from_name',
      'upgrades.to_category',
      'to.description as to_name',
      'upgrades.status',
      'upgrades.submitted_at',
      'upgrades.decided_at',
    ])
    .where(ofMember(member, 'upgrades.member_no'))
    .orderBy('upgrades.id', 'desc')
    .execute();
  return rows.map((row) => ({
    code: row.upgrade_no,
    fromCategory: row.from_category,
    fromCategoryName: row.from_name ?? row.from_category,
    toCategory: row.to_category,
    toCategoryName: row.to_name ?? row.to_category,
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

import { sql } from 'kysely';
import type { z } from 'zod';
import {
  activityPoints,
  type CpdRecord,
  type CpdRecordStatus,
  type cpdRecordInputSchema,
  cpdRecordMessages,
  cpdYearOf,
} from '../../../contract/cpd-records';
import type { Db } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { nowIso } from '../../platform/time';

type RecordInput = z.output<typeof cpdRecordInputSchema>;

/** The caller as a CPD member: a member number on their profile, and their category (may be null). */
export interface CpdMember {
  userId: number;
  memberNo: string;
  category: string | null;
}

/** Only registered members log CPD: anyone else (applicants, firms without a number, staff) is 403. */
export async function cpdMemberOf(db: Db, userId: number): Promise<CpdMember> {
  const row = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.category', 'profiles.member_no'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  const memberNo = row?.member_no?.trim();
  if (!row || !memberNo) throw forbidden(cpdRecordMessages.notAMember);
  return { userId, memberNo, category: row.category };
}

export const recordRows = (db: Db) =>
  db
    .selectFrom('cpd_records')
    .innerJoin('cpd_activity_types', 'cpd_activity_types.id', 'cpd_records.activity_type_id')
    .leftJoin('documents', 'documents.id', 'cpd_records.evidence_document_id')
    .selectAll('cpd_records')
    .select([
      'cpd_activity_types.name as type_name',
      'cpd_activity_types.structured as type_structured',
      'documents.kind as evidence_kind',
      'documents.original_name as evidence_name',
      'documents.size as evidence_size',
    ]);

type RecordRow = Awaited<ReturnType<ReturnType<typeof recordRows>['executeTakeFirstOrThrow']>>;

export const toCpdRecord = (row: RecordRow): CpdRecord => ({
  id: row.id,
  activityTypeId: row.activity_type_id,
  activityType: row.type_name,
  structured: row.type_structured === 1,
  title: row.title,
  provider: row.provider,
  startDate: row.start_date,
  endDate: row.end_date,
  hours: Number(row.hours),
  reflection: row.reflection,
  evidence:
    row.evidence_document_id && row.evidence_kind
      ? {
          id: row.evidence_document_id,
          kind: row.evidence_kind,
          name: row.evidence_name ?? '',
          size: Number(row.evidence_size),
        }
      : null,
  status: row.status,
  points: Number(row.points),
  cpdYear: row.cpd_year,
  submittedAt: row.submitted_at,
  reviewedAt: row.reviewed_at,
  reviewNote: row.review_note,
  editable: row.status !== 'verified',
});

/** The caller's records of one CPD year, the newest start first. */
export async function recordsOfUser(db: Db, userId: number, year: number): Promise<CpdRecord[]> {
  const rows = await recordRows(db)
    .where('cpd_records.user_id', '=', userId)
    .where('cpd_records.cpd_year', '=', year)
    .orderBy('cpd_records.start_date', 'desc')
    .orderBy('cpd_records.id', 'desc')
    .execute();
  return rows.map(toCpdRecord);
}

/** One record by id; null unless it is `userId`'s. */
export async function findOwnRecord(db: Db, userId: number, id: number): Promise<RecordRow | undefined> {
  return recordRows(db)
    .where('cpd_records.id', '=', id)
    .where('cpd_records.user_id', '=', userId)
    .executeTakeFirst();
}

/** The caller's record, or 404 whether it is missing or someone else's (ids are not probed). */
export async function ownRecord(db: Db, userId: number, id: number): Promise<RecordRow> {
  const row = await findOwnRecord(db, userId, id);
  if (!row) throw notFound(cpdRecordMessages.recordNotFound);
  return row;
}

/** Verified records are final: they count for compliance and may be audited. */
export function assertEditable(row: { status: CpdRecordStatus }): void {
  if (row.status === 'verified') throw conflict(cpdRecordMessages.verifiedLocked);
}

/** The record's points from its active type's rules; a missing or inactive type is refused. */
async function pointsOf(db: Db, input: RecordInput): Promise<number> {
  const type = await db
    .selectFrom('cpd_activity_types')
    .select(['points_per_hour', 'max_points_per_activity'])
    .where('id', '=', input.activityTypeId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!type)
    throw badRequest(cpdRecordMessages.typeNotAvailable, {
      activityTypeId: cpdRecordMessages.typeNotAvailable,
    });
  return activityPoints(input.hours, {
    pointsPerHour: Number(type.points_per_hour),
    maxPointsPerActivity: type.max_points_per_activity === null ? null : Number(type.max_points_per_activity),
    maxPointsPerYear: null,
  });
}

const fieldsOf = (input: RecordInput, points: number) => ({
  activity_type_id: input.activityTypeId,
  title: input.title,
  provider: input.provider,
  start_date: input.startDate,
  end_date: input.endDate,
  hours: input.hours,
  reflection: input.reflection,
  points,
  cpd_year: cpdYearOf(input.startDate),
});

export async function createRecord(db: Db, member: CpdMember, input: RecordInput): Promise<CpdRecord> {
  const points = await pointsOf(db, input);
  const now = nowIso();
  const { id } = await db
    .insertInto('cpd_records')
    .values({
      ...fieldsOf(input, points),
      user_id: member.userId,
      evidence_document_id: null,
      status: 'draft',
      submitted_at: null,
      reviewed_by: null,
      reviewed_at: null,
      review_note: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toCpdRecord(await ownRecord(db, member.userId, id));
}

/**
 * Changes a record that is not verified. The points follow the type's rules as they are now. A
 * rejected record goes back to draft, to be submitted again; the others keep their status.
 */
export async function updateRecord(
  db: Db,
  userId: number,
  id: number,
  input: RecordInput,
): Promise<CpdRecord> {
  const row = await ownRecord(db, userId, id);
  assertEditable(row);
  const points = await pointsOf(db, input);
  const changed = await db
    .updateTable('cpd_records')
    .set({
      ...fieldsOf(input, points),
      status: row.status === 'rejected' ? 'draft' : row.status,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    // Staff may have verified it since it was read.
    .where('status', '<>', 'verified')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw conflict(cpdRecordMessages.verifiedLocked);
  return toCpdRecord(await ownRecord(db, userId, id));
}

/** Submits a record for verification; it needs its evidence. Submitting a submitted record changes nothing. */
export async function submitRecord(db: Db, userId: number, id: number): Promise<CpdRecord> {
  const row = await ownRecord(db, userId, id);
  assertEditable(row);
  if (!row.evidence_document_id) throw badRequest(cpdRecordMessages.evidenceRequired);
  if (row.status !== 'submitted') {
    const now = nowIso();
    await db
      .updateTable('cpd_records')
      .set({ status: 'submitted', submitted_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '<>', 'verified')
      .execute();
  }
  return toCpdRecord(await ownRecord(db, userId, id));
}

/** Points earned or pending by status; used by progress (cpd-progress.ts). */
export async function countingRecordsOf(db: Db, userId: number, year: number) {
  return db
    .selectFrom('cpd_records')
    .select(['id', 'activity_type_id', 'start_date', 'status', 'points'])
    .where('user_id', '=', userId)
    .where('cpd_year', '=', year)
    .where('status', 'in', ['verified', 'submitted'])
    .execute();
}

/** How many records use each activity type. */
export async function recordCountsByType(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('cpd_records')
    .select(['activity_type_id', sql<number>`count(*)`.as('count')])
    .groupBy('activity_type_id')
    .execute();
  return new Map(rows.map((row) => [row.activity_type_id, Number(row.count)]));
}

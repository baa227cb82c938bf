import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  type AdminCpdActivityType,
  type CpdActivityType,
  type cpdActivityTypeInputSchema,
  cpdRecordMessages,
  type ProgressType,
} from '../../../contract/cpd-records';
import type { Db } from '../../db/database';
import type { CpdActivityTypesTable } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { changesBetween } from '../../platform/audit-changes';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { recordCountsByType } from './logged-records';

type TypeInput = z.output<typeof cpdActivityTypeInputSchema>;
type TypeRow = Selectable<CpdActivityTypesTable>;

const orNull = (value: number | null) => (value === null ? null : Number(value));

const toActivityType = (row: TypeRow): CpdActivityType => ({
  id: row.id,
  name: row.name,
  structured: row.structured === 1,
  pointsPerHour: Number(row.points_per_hour),
  maxPointsPerActivity: orNull(row.max_points_per_activity),
  maxPointsPerYear: orNull(row.max_points_per_year),
  active: row.active === 1,
});

const typeRows = (db: Db) =>
  db.selectFrom('cpd_activity_types').selectAll().orderBy('position').orderBy('id');

/** Every type's rules in list order, inactive ones too: records of a type made inactive still count. */
export async function activityTypeRules(db: Db): Promise<ProgressType[]> {
  return (await typeRows(db).execute()).map(toActivityType);
}

/** What a member may choose from. */
export async function activeActivityTypes(db: Db): Promise<CpdActivityType[]> {
  return (await typeRows(db).where('active', '=', 1).execute()).map(toActivityType);
}

export async function adminActivityTypes(db: Db): Promise<AdminCpdActivityType[]> {
  const [rows, counts] = await Promise.all([typeRows(db).execute(), recordCountsByType(db)]);
  return rows.map((row) => ({ ...toActivityType(row), recordCount: counts.get(row.id) ?? 0 }));
}

async function adminActivityType(db: Db, id: number): Promise<AdminCpdActivityType> {
  const type = (await adminActivityTypes(db)).find((row) => row.id === id);
  if (!type) throw notFound(cpdRecordMessages.typeNotFound);
  return type;
}

const columnsOf = (input: TypeInput) =>
  ({
    name: input.name,
    structured: input.structured ? 1 : 0,
    points_per_hour: input.pointsPerHour,
    max_points_per_activity: input.maxPointsPerActivity,
    max_points_per_year: input.maxPointsPerYear,
    active: input.active ? 1 : 0,
  }) as const;

async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('cpd_activity_types')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const nameConflict = () =>
  conflict(cpdRecordMessages.typeNameTaken, { name: cpdRecordMessages.typeNameTaken });

/** Adds a type at the end of the list. */
export async function addActivityType(
  db: Db,
  input: TypeInput,
  actor: AuditActor,
): Promise<AdminCpdActivityType> {
  if (await nameTaken(db, input.name)) throw nameConflict();
  const id = await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('cpd_activity_types')
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirst();
    const now = nowIso();
    const row = await trx
      .insertInto('cpd_activity_types')
      .values({
        ...columnsOf(input),
        position: Number(last?.position ?? -1) + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameConflict() : error;
      });
    await recordAudit(trx, {
      actor,
      action: 'cpd-activity-type.added',
      subjectType: 'cpd_activity_type',
      subjectId: row.id,
      details: changesBetween({}, columnsOf(input)),
    });
    return row.id;
  });
  return adminActivityType(db, id);
}

/** Changes a type; records keep the points they were saved with until they are saved again. */
export async function updateActivityType(
  db: Db,
  id: number,
  input: TypeInput,
  actor: AuditActor,
): Promise<AdminCpdActivityType> {
  await db.transaction().execute(async (trx) => {
    const row = await existingType(trx, id);
    if (await nameTaken(trx, input.name, id)) throw nameConflict();
    const after = columnsOf(input);
    await trx
      .updateTable('cpd_activity_types')
      .set({ ...after, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    const before = {
      name: row.name,
      structured: row.structured,
      points_per_hour: Number(row.points_per_hour),
      max_points_per_activity: orNull(row.max_points_per_activity),
      max_points_per_year: orNull(row.max_points_per_year),
      active: row.active,
    };
    await recordAudit(trx, {
      actor,
      action: 'cpd-activity-type.updated',
      subjectType: 'cpd_activity_type',
      subjectId: id,
      details: changesBetween(before, after),
    });
  });
  return adminActivityType(db, id);
}

/** The type to change or remove, or 404. */
async function existingType(trx: Db, id: number) {
  const row = await trx.selectFrom('cpd_activity_types').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(cpdRecordMessages.typeNotFound);
  return row;
}

/** Deletes a type no record uses; one in use is made inactive instead, so its records keep their rules. */
export async function removeActivityType(db: Db, id: number, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await existingType(trx, id);
    const used = await trx
      .selectFrom('cpd_records')
      .select('id')
      .where('activity_type_id', '=', id)
      .executeTakeFirst();
    if (used) throw conflict(cpdRecordMessages.typeInUse);
    await trx.deleteFrom('cpd_activity_types').where('id', '=', id).execute();
    await recordAudit(trx, {
      actor,
      action: 'cpd-activity-type.removed',
      subjectType: 'cpd_activity_type',
      subjectId: id,
      details: changesBetween(toActivityType(row) as unknown as Record<string, unknown>, {}),
    });
  });
}

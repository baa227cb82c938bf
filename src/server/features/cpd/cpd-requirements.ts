import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  type CpdRequirement,
  cpdRecordMessages,
  type cpdRequirementCreateSchema,
  type cpdRequirementUpdateSchema,
  cpdYearDueDate,
} from '../../../contract/cpd-records';
import type { Db } from '../../db/database';
import type { CpdRequirementsTable } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { changesBetween } from '../../platform/audit-changes';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { nowIso } from '../../platform/time';

type RequirementRow = Selectable<CpdRequirementsTable>;

const toRequirement = (row: RequirementRow): CpdRequirement => ({
  id: row.id,
  category: row.category_code,
  year: row.cpd_year,
  totalPoints: Number(row.total_points),
  minStructuredPoints: Number(row.min_structured_points),
  dueDate: cpdYearDueDate(row.cpd_year),
});

/** The requirements of one CPD year, or all: newest year first, then by category. */
export async function listRequirements(db: Db, year?: number): Promise<CpdRequirement[]> {
  let query = db
    .selectFrom('cpd_requirements')
    .selectAll()
    .orderBy('cpd_year', 'desc')
    .orderBy('category_code');
  if (year !== undefined) query = query.where('cpd_year', '=', year);
  return (await query.execute()).map(toRequirement);
}

async function requirementRow(db: Db, id: number): Promise<RequirementRow> {
  const row = await db.selectFrom('cpd_requirements').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(cpdRecordMessages.requirementNotFound);
  return row;
}

const figuresOf = (row: Pick<RequirementRow, 'total_points' | 'min_structured_points'>) => ({
  total_points: Number(row.total_points),
  min_structured_points: Number(row.min_structured_points),
});

const taken = () =>
  conflict(cpdRecordMessages.requirementTaken, { year: cpdRecordMessages.requirementTaken });

export async function addRequirement(
  db: Db,
  input: z.output<typeof cpdRequirementCreateSchema>,
  actor: AuditActor,
): Promise<CpdRequirement> {
  const category = await db
    .selectFrom('membership_categories')
    .select('code')
    .where('code', '=', input.category)
    .executeTakeFirst();
  if (!category)
    throw badRequest(cpdRecordMessages.categoryNotFound, { category: cpdRecordMessages.categoryNotFound });
  const existing = await db
    .selectFrom('cpd_requirements')
    .select('id')
    .where('category_code', '=', input.category)
    .where('cpd_year', '=', input.year)
    .executeTakeFirst();
  if (existing) throw taken();
  const figures = { total_points: input.totalPoints, min_structured_points: input.minStructuredPoints };
  const row = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const inserted = await trx
      .insertInto('cpd_requirements')
      .values({
        category_code: input.category,
        cpd_year: input.year,
        ...figures,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? taken() : error;
      });
    await recordAudit(trx, {
      actor,
      action: 'cpd-requirement.added',
      subjectType: 'cpd_requirement',
      subjectId: inserted.id,
      details: changesBetween({}, { category: input.category, year: input.year, ...figures }),
    });
    return inserted;
  });
  return toRequirement(row);
}

export async function updateRequirement(
  db: Db,
  id: number,
  input: z.output<typeof cpdRequirementUpdateSchema>,
  actor: AuditActor,
): Promise<CpdRequirement> {
  const after = { total_points: input.totalPoints, min_structured_points: input.minStructuredPoints };
  await db.transaction().execute(async (trx) => {
    const row = await requirementRow(trx, id);
    await trx
      .updateTable('cpd_requirements')
      .set({ ...after, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'cpd-requirement.updated',
      subjectType: 'cpd_requirement',
      subjectId: id,
      details: { category: row.category_code, year: row.cpd_year, ...changesBetween(figuresOf(row), after) },
    });
  });
  return toRequirement(await requirementRow(db, id));
}

export async function removeRequirement(db: Db, id: number, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await requirementRow(trx, id);
    await trx.deleteFrom('cpd_requirements').where('id', '=', id).execute();
    await recordAudit(trx, {
      actor,
      action: 'cpd-requirement.removed',
      subjectType: 'cpd_requirement',
      subjectId: id,
      details: changesBetween({ category: row.category_code, year: row.cpd_year, ...figuresOf(row) }, {}),
    });
  });
}

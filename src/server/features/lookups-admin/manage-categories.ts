import { centsOf, kesOf } from '../../../contract/money';
import type { ChargeItem } from '../../../contract/setup';
import {
  type AdminCategory,
  type CategoryCreate,
  type CategoryUpdate,
  lookupAdminMessages,
} from '../../../contract/setup-lookups-admin';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { listCategories } from '../setup/public';
import { categoryUsages, usersOf } from './lookup-usage';

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** The public category list (setup/queries.ts) plus what only staff see: the member number prefix. */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const prefixes = await db
    .selectFrom('membership_categories')
    .select(['code', 'member_no_prefix', 'admission_covers_first_period', 'cpd_counts_for_standing'])
    .execute();
  const staffOnly = new Map(prefixes.map((row) => [row.code, row]));
  return (await listCategories(db)).map((category) => ({
    ...category,
    memberNoPrefix: staffOnly.get(category.Code)?.member_no_prefix ?? '',
    admissionCoversFirstPeriod: staffOnly.get(category.Code)?.admission_covers_first_period === 1,
    cpdCountsForStanding: staffOnly.get(category.Code)?.cpd_counts_for_standing === 1,
  }));
}

async function existingCategory(db: Db, code: string): Promise<AdminCategory> {
  const category = (await listAdminCategories(db)).find((row) => row.Code === code);
  if (!category) throw notFound(lookupAdminMessages.notFound);
  return category;
}

export async function addCategory(db: Db, input: CategoryCreate, actor: AuditActor): Promise<AdminCategory> {
  const taken = await db
    .selectFrom('membership_categories')
    .select('code')
    .where('code', '=', input.Code)
    .executeTakeFirst();
  if (taken) throw conflict(lookupAdminMessages.codeTaken);
  try {
    await db
      .insertInto('membership_categories')
      .values({
        code: input.Code,
        description: input.Description,
        category_type: input.categoryType,
        can_apply: flag(input.CanApply),
        entitled: flag(input.entitled),
        member_no_prefix: input.memberNoPrefix,
        admission_covers_first_period: flag(input.admissionCoversFirstPeriod ?? false),
        cpd_counts_for_standing: flag(input.cpdCountsForStanding ?? false),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(lookupAdminMessages.codeTaken);
    throw error;
  }
  await recordAudit(db, {
    actor,
    action: 'category.added',
    subjectType: 'category',
    subjectId: input.Code,
    details: input,
  });
  return existingCategory(db, input.Code);
}

export async function updateCategory(
  db: Db,
  code: string,
  input: CategoryUpdate,
  actor: AuditActor,
): Promise<AdminCategory> {
  const before = await existingCategory(db, code);
  await db
    .updateTable('membership_categories')
    .set({
      description: input.Description,
      can_apply: flag(input.CanApply),
      entitled: flag(input.entitled),
      ...(input.admissionCoversFirstPeriod === undefined
        ? {}
        : { admission_covers_first_period: flag(input.admissionCoversFirstPeriod) }),
      ...(input.cpdCountsForStanding === undefined
        ? {}
        : { cpd_counts_for_standing: flag(input.cpdCountsForStanding) }),
    })
    .where('code', '=', code)
    .execute();
  await recordAudit(db, {
    actor,
    action: 'category.updated',
    subjectType: 'category',
    subjectId: code,
    details: {
      before: {
        Description: before.Description,
        CanApply: before.CanApply,
        entitled: before.entitled,
        admissionCoversFirstPeriod: before.admissionCoversFirstPeriod,
        cpdCountsForStanding: before.cpdCountsForStanding,
      },
      after: input,
    },
  });
  return existingCategory(db, code);
}

/** Sets what a category charges for one item; invoices already raised keep their amounts. */
export async function saveCharge(
  db: Db,
  code: string,
  item: ChargeItem,
  amountKes: number,
  actor: AuditActor,
): Promise<AdminCategory> {
  const before = await existingCategory(db, code);
  const amountCents = centsOf(amountKes);
  await db
    .insertInto('category_charges')
    .values({ category_code: code, charge_item: item, amount_cents: amountCents })
    .onConflict((oc) =>
      oc.columns(['category_code', 'charge_item']).doUpdateSet({ amount_cents: amountCents }),
    )
    .execute();
  const previous = before.charges.find((charge) => charge.Charge_Item === item)?.Amount_Including_VAT ?? null;
  await recordAudit(db, {
    actor,
    action: 'category.charge.saved',
    subjectType: 'category',
    subjectId: code,
    details: { item, beforeKes: previous, afterKes: kesOf(amountCents) },
  });
  return existingCategory(db, code);
}

/** Only a category nobody uses goes; its charges and application requirements go with it. */
export async function deleteCategory(db: Db, code: string, actor: AuditActor): Promise<void> {
  const before = await existingCategory(db, code);
  const users = await usersOf(db, categoryUsages, code);
  if (users.length > 0) throw conflict(lookupAdminMessages.categoryInUse(users.join(', ')));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('category_charges').where('category_code', '=', code).execute();
    await trx.deleteFrom('application_requirements').where('category_code', '=', code).execute();
    await trx.deleteFrom('membership_categories').where('code', '=', code).execute();
  });
  await recordAudit(db, {
    actor,
    action: 'category.deleted',
    subjectType: 'category',
    subjectId: code,
    details: { before },
  });
}

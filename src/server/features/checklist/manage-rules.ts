import type { Selectable } from 'kysely';
import type {
  AddChecklistRuleRequest,
  ChecklistRule,
  UpdateChecklistRuleRequest,
} from '../../../contract/checklist';
import { checklistMessages } from '../../../contract/checklist';
import type { Db } from '../../db/database';
import type { ChecklistRulesTable } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { changesBetween } from '../../platform/audit-changes';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';

const ruleOf = (row: Selectable<ChecklistRulesTable>): ChecklistRule => ({
  id: row.id,
  categoryCode: row.category_code,
  userType: row.user_type,
  itemCode: row.item_code,
  description: row.description,
  sequence: row.sequence,
  active: row.active === 1,
});

/** The rules of a category in checklist order, switched-off ones included. */
export async function listRules(db: Db, categoryCode: string): Promise<ChecklistRule[]> {
  const category = await db
    .selectFrom('membership_categories')
    .select('category_type')
    .where('code', '=', categoryCode)
    .executeTakeFirst();
  if (!category) throw notFound(checklistMessages.categoryNotFound);
  const rows = await db
    .selectFrom('checklist_rules')
    .selectAll()
    .where('category_code', '=', categoryCode)
    .where('user_type', '=', category.category_type)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  return rows.map(ruleOf);
}

/**
 * Locks a category's row for the rest of the transaction, so two admins changing its checklist at
 * once take turns (the order they compute stays whole); answers the category's user type.
 */
async function lockCategory(db: Db, categoryCode: string) {
  const locked = await db
    .updateTable('membership_categories')
    .set((eb) => ({ code: eb.ref('code') }))
    .where('code', '=', categoryCode)
    .returning('category_type')
    .executeTakeFirst();
  if (!locked) throw notFound(checklistMessages.categoryNotFound);
  return locked.category_type;
}

/** Adds an item at the end of a category's checklist; each item appears once per category. */
export async function addRule(
  db: Db,
  actor: AuditActor,
  request: AddChecklistRuleRequest,
): Promise<ChecklistRule> {
  try {
    return await db.transaction().execute(async (trx) => {
      const userType = await lockCategory(trx, request.categoryCode);
      const existing = await listRules(trx, request.categoryCode);
      if (existing.some((rule) => rule.itemCode === request.itemCode))
        throw conflict(checklistMessages.ruleExists);
      const row = await trx
        .insertInto('checklist_rules')
        .values({
          category_code: request.categoryCode,
          user_type: userType,
          item_code: request.itemCode,
          description: request.description,
          sequence: Math.max(0, ...existing.map((rule) => rule.sequence)) + 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actor,
        action: 'checklist-rule.add',
        subjectType: 'checklist_rule',
        subjectId: row.id,
        details: { category: request.categoryCode, item: request.itemCode },
      });
      return ruleOf(row);
    });
  } catch (error) {
    // The unique index backs the lock up: the same item added twice at once is still one rule.
    if (isUniqueViolation(error)) throw conflict(checklistMessages.ruleExists);
    throw error;
  }
}

/**
 * Changes a rule's wording or whether it applies, or swaps it with its neighbour. Rules are never
 * deleted, so the seed (which only adds missing rules) cannot bring back one staff switched off.
 */
export async function updateRule(
  db: Db,
  actor: AuditActor,
  request: UpdateChecklistRuleRequest,
): Promise<ChecklistRule> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('checklist_rules')
      .selectAll()
      .where('id', '=', request.id)
      .executeTakeFirst();
    if (!row) throw notFound(checklistMessages.ruleNotFound);
    const changes: { description?: string; active?: 0 | 1 } = {};
    if (request.description !== undefined) changes.description = request.description;
    if (request.active !== undefined) changes.active = request.active ? 1 : 0;
    if (Object.keys(changes).length > 0) {
      await trx.updateTable('checklist_rules').set(changes).where('id', '=', row.id).execute();
    }
    if (request.move) {
      await lockCategory(trx, row.category_code);
      await moveRule(trx, row.category_code, row.id, request.move);
    }
    const updated = await trx
      .selectFrom('checklist_rules')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    const shown = (rule: typeof row) => ({
      description: rule.description,
      active: rule.active === 1,
      sequence: rule.sequence,
    });
    await recordAudit(trx, {
      actor,
      action: 'checklist-rule.update',
      subjectType: 'checklist_rule',
      subjectId: row.id,
      details: {
        category: row.category_code,
        item: row.item_code,
        changes: changesBetween(shown(row), shown(updated)),
      },
    });
    return ruleOf(updated);
  });
}

/** Renumbers the category 1..n with the rule moved one place; at either end nothing moves. */
async function moveRule(db: Db, categoryCode: string, id: number, move: 'up' | 'down'): Promise<void> {
  const ordered = await listRules(db, categoryCode);
  const from = ordered.findIndex((rule) => rule.id === id);
  const to = move === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ordered.length) return;
  const [moved] = ordered.splice(from, 1);
  if (!moved) return;
  ordered.splice(to, 0, moved);
  for (const [index, rule] of ordered.entries()) {
    if (rule.sequence !== index + 1) {
      await db
        .updateTable('checklist_rules')
        .set({ sequence: index + 1 })
        .where('id', '=', rule.id)
        .execute();
    }
  }
}

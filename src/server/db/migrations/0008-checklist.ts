import { flagDefault, type MigrationDb, withId } from './helpers';

/**
 * Requirements checklist rules (features/checklist): which items a category's applicants of a user
 * type must pass, in order. Staff may switch a rule off (`active` 0) or change its description.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('checklist_rules'))
    .addColumn('category_code', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('item_code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(flagDefault(1)))
    .addUniqueConstraint('checklist_rules_item_uq', ['category_code', 'user_type', 'item_code'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('checklist_rules').ifExists().execute();
}

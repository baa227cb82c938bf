import type { ChecklistItemCode } from '../../../contract/checklist';
import type { Db } from '../../db/database';

type UserType = 'Individual' | 'Corporate';

/**
 * The default rules per user type, seeded for every category of that type. Only items whose profile
 * data exists are listed (an item the portal cannot evaluate would fail forever); add an item here
 * once its evaluator exists in `evaluate.ts`.
 */
export const defaultRules: Record<UserType, readonly { code: ChecklistItemCode; description: string }[]> = {
  Individual: [
    { code: 'PROFILE', description: 'Personal details (bio) completed' },
    { code: 'PICTURE', description: 'Passport-size photo uploaded' },
    { code: 'ID', description: 'Identification document uploaded' },
    { code: 'CONTACTS', description: 'At least one active contact' },
    { code: 'WORK EXPERIENCE', description: 'At least one work experience entry' },
  ],
  Corporate: [
    { code: 'CONTACTS', description: 'At least one active contact' },
    { code: 'FIRMBANKERS', description: "The firm's bankers" },
    { code: 'SERVICES', description: 'Services the firm offers' },
  ],
};

/**
 * Seeds the default rules for every membership category. Idempotent: existing rules (and whatever
 * staff changed in them) are left as they are.
 */
export async function seedChecklistRules(db: Db): Promise<void> {
  const categories = await db.selectFrom('membership_categories').select(['code', 'category_type']).execute();
  const rows = categories.flatMap((category) =>
    defaultRules[category.category_type].map((rule, index) => ({
      category_code: category.code,
      user_type: category.category_type,
      item_code: rule.code,
      description: rule.description,
      sequence: index + 1,
    })),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('checklist_rules')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

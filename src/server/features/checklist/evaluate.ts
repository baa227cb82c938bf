import type { ChecklistItem } from '../../../contract/checklist';
import { checklistMessages } from '../../../contract/checklist';
import type { Db } from '../../db/database';
import { notFound } from '../../platform/errors';

type ProfileRow = {
  id: number;
  gender: string | null;
  date_of_birth: string | null;
  id_number: string | null;
  discipline: string | null;
  picture_document_id: string | null;
  id_document_id: string | null;
};

/** Whether a profile has at least one row in a section table. */
const hasEntries =
  (table: 'profile_work_experience' | 'profile_bankers' | 'profile_services') =>
  async (db: Db, profile: ProfileRow) =>
    (await db
      .selectFrom(table)
      .select('id')
      .where('profile_id', '=', profile.id)
      .limit(1)
      .executeTakeFirst()) !== undefined;

/** Contacts count only while Active, as the contacts section lists them. */
const hasActiveContact = async (db: Db, profile: ProfileRow) =>
  (await db
    .selectFrom('profile_contacts')
    .select('id')
    .where('profile_id', '=', profile.id)
    .where('status', '=', 'Active')
    .limit(1)
    .executeTakeFirst()) !== undefined;

/**
 * How each item code is decided from the live profile. A code without an evaluator (e.g. a rule an
 * admin added before its data exists) never passes.
 */
export const evaluators: Record<string, (db: Db, profile: ProfileRow) => Promise<boolean> | boolean> = {
  PROFILE: (_db, p) => Boolean(p.gender && p.date_of_birth && p.id_number && p.discipline),
  PICTURE: (_db, p) => p.picture_document_id !== null,
  ID: (_db, p) => p.id_document_id !== null,
  CONTACTS: hasActiveContact,
  'WORK EXPERIENCE': hasEntries('profile_work_experience'),
  FIRMBANKERS: hasEntries('profile_bankers'),
  SERVICES: hasEntries('profile_services'),
};

/**
 * The checklist of `category` for the user, evaluated now. `userType` defaults to the category's
 * type. A user without a profile gets every item unpassed. An unknown category is 404.
 */
export async function checklistFor(
  db: Db,
  userId: number,
  category: string,
  userType?: 'Individual' | 'Corporate',
): Promise<ChecklistItem[]> {
  const found = await db
    .selectFrom('membership_categories')
    .select('category_type')
    .where('code', '=', category)
    .executeTakeFirst();
  if (!found) throw notFound(checklistMessages.categoryNotFound);
  const rules = await db
    .selectFrom('checklist_rules')
    .select(['item_code', 'description'])
    .where('category_code', '=', category)
    .where('user_type', '=', userType ?? found.category_type)
    .where('active', '=', 1)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const profile = await db
    .selectFrom('profiles')
    .select([
      'id',
      'gender',
      'date_of_birth',
      'id_number',
      'discipline',
      'picture_document_id',
      'id_document_id',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const items: ChecklistItem[] = [];
  for (const rule of rules) {
    const evaluate = evaluators[rule.item_code];
    const pass = profile && evaluate ? await evaluate(db, profile) : false;
    items.push({ checkListType: rule.item_code, description: rule.description, pass });
  }
  return items;
}

import type { UserType } from '../../../contract/auth';
import type { ChecklistItem, ChecklistItemCode } from '../../../contract/checklist';
import { checklistMessages, REQUIRED_REFEREES } from '../../../contract/checklist';
import type { Db } from '../../db/database';
import { notFound } from '../../platform/errors';
import type { SectionTable } from '../profile/public';

type ProfileRow = {
  userType: UserType | null;
  id: number;
  gender: string | null;
  date_of_birth: string | null;
  id_number: string | null;
  discipline: string | null;
  picture_document_id: string | null;
  id_document_id: string | null;
};

interface Subject {
  db: Db;
  profile: ProfileRow;
  userType: UserType;
}

/** How many rows a profile has in a section table, at most `enough` counted. */
async function entryCount(db: Db, table: SectionTable, profileId: number, enough: number): Promise<number> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('profile_id', '=', profileId)
    .limit(enough)
    .execute();
  return rows.length;
}

const hasEntries =
  (table: SectionTable, enough = 1) =>
  async ({ db, profile }: Subject) =>
    (await entryCount(db, table, profile.id, enough)) >= enough;

/** Contacts count only while Active, as the contacts section lists them. */
const hasActiveContact = async ({ db, profile }: Subject) =>
  (await db
    .selectFrom('profile_contacts')
    .select('id')
    .where('profile_id', '=', profile.id)
    .where('status', '=', 'Active')
    .limit(1)
    .executeTakeFirst()) !== undefined;

const hasQualification =
  (type: 'Professional' | 'Educational') =>
  async ({ db, profile }: Subject) =>
    (await db
      .selectFrom('profile_certifications')
      .select('id')
      .where('profile_id', '=', profile.id)
      .where('type', '=', type)
      .limit(1)
      .executeTakeFirst()) !== undefined;

const hasCv = async ({ db, profile }: Subject) =>
  (await db
    .selectFrom('profile_attachments')
    .select('id')
    .where('profile_id', '=', profile.id)
    .where('description', '=', 'CV')
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** A person's bio, or a firm's firm details (spec 2 §2.7). */
async function hasProfileDetails({ db, profile, userType }: Subject): Promise<boolean> {
  if (userType === 'Corporate') {
    const firm = await db
      .selectFrom('profile_firm')
      .select('profile_id')
      .where('profile_id', '=', profile.id)
      .executeTakeFirst();
    return firm !== undefined;
  }
  return Boolean(profile.gender && profile.date_of_birth && profile.id_number && profile.discipline);
}

/** Referees count until they decline: the application goes in before they answer (decisions.md). */
const hasEnoughReferees = async ({ db, profile }: Subject) => {
  const rows = await db
    .selectFrom('profile_referees')
    .select('id')
    .where('profile_id', '=', profile.id)
    .where((eb) => eb.or([eb('response', 'is', null), eb('response', '!=', 'Reject')]))
    .limit(REQUIRED_REFEREES)
    .execute();
  return rows.length >= REQUIRED_REFEREES;
};

const hasSpecialization = async ({ db, profile }: Subject) =>
  (await db
    .selectFrom('profile_specializations')
    .select('id')
    .where('profile_id', '=', profile.id)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** How each item code is decided from the live profile. */
export const evaluators: Record<ChecklistItemCode, (subject: Subject) => Promise<boolean> | boolean> = {
  PROFILE: hasProfileDetails,
  PICTURE: ({ profile }) => profile.picture_document_id !== null,
  ID: ({ profile }) => profile.id_document_id !== null,
  CONTACTS: hasActiveContact,
  SPECILIZATION: hasSpecialization,
  EDUCATION: hasQualification('Educational'),
  PROFESSIONAL: hasQualification('Professional'),
  'WORK EXPERIENCE': hasEntries('profile_work_experience'),
  REFEREE: hasEnoughReferees,
  ATTACHMENTS: hasEntries('profile_attachments'),
  CV: hasCv,
  DIRECTORS: hasEntries('profile_directors'),
  SHAREHOLDERS: hasEntries('profile_shareholders'),
  FIRMEMPLOYEES: hasEntries('profile_employees'),
  FACILITIES: hasEntries('profile_facilities'),
  FIRMBANKERS: hasEntries('profile_bankers'),
  SERVICES: hasEntries('profile_services'),
};

const isKnownItem = (code: string): code is ChecklistItemCode => Object.hasOwn(evaluators, code);

/**
 * The checklist of `category` for the user, evaluated now. `userType` defaults to the category's
 * type. A user without a profile gets every item unpassed. An unknown category is 404.
 */
export async function checklistFor(
  db: Db,
  userId: number,
  category: string,
  userType?: UserType,
): Promise<ChecklistItem[]> {
  const found = await db
    .selectFrom('membership_categories')
    .select('category_type')
    .where('code', '=', category)
    .executeTakeFirst();
  if (!found) throw notFound(checklistMessages.categoryNotFound);
  const type = userType ?? found.category_type;
  const rules = await db
    .selectFrom('checklist_rules')
    .select(['item_code', 'description'])
    .where('category_code', '=', category)
    .where('user_type', '=', type)
    .where('active', '=', 1)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const profile = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select([
      'users.type as userType',
      'profiles.id',
      'gender',
      'date_of_birth',
      'profiles.id_number',
      'discipline',
      'picture_document_id',
      'id_document_id',
    ])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
  const items: ChecklistItem[] = [];
  for (const rule of rules) {
    const code = rule.item_code;
    // The rules are the asked type's; the profile is judged as what it is (a firm has no personal bio).
    const pass =
      profile && isKnownItem(code)
        ? await evaluators[code]({ db, profile, userType: profile.userType ?? type })
        : false;
    items.push({ checkListType: code, description: rule.description, pass });
  }
  return items;
}

import type { UserType } from '../../../contract/auth';
import { type ChecklistItemCode, REQUIRED_REFEREES } from '../../../contract/checklist';
import type { Db } from '../../db/database';

interface DefaultRule {
  code: ChecklistItemCode;
  description: string;
}

/** The items an Individual applicant's profile must have, in the order the checklist lists them. */
const individualRules: readonly DefaultRule[] = [
  { code: 'PROFILE', description: 'Personal details (bio) completed' },
  { code: 'PICTURE', description: 'Passport-size photo uploaded' },
  { code: 'ID', description: 'Identification document uploaded' },
  { code: 'CONTACTS', description: 'At least one active contact' },
  { code: 'EDUCATION', description: 'Other qualifications (e.g. secondary school certificate)' },
  { code: 'PROFESSIONAL', description: 'Academic qualification (degree, diploma or certificate)' },
  { code: 'WORK EXPERIENCE', description: 'At least one work experience entry' },
  { code: 'REFEREE', description: `At least ${REQUIRED_REFEREES} referees who are registered members` },
  { code: 'ATTACHMENTS', description: 'Supporting documents attached' },
  { code: 'CV', description: 'Curriculum vitae attached' },
];

/**
 * A student has no professional qualification yet (spec 2 §6: students create only Other
 * qualifications), nor the work record or referees that the professional grades ask for.
 */
const notAskedOfStudents: readonly ChecklistItemCode[] = ['PROFESSIONAL', 'WORK EXPERIENCE', 'REFEREE', 'CV'];

/** A fresh graduate is admitted on the degree; work experience comes with the next grade. */
const notAskedOfGraduates: readonly ChecklistItemCode[] = ['WORK EXPERIENCE'];

const corporateRules: readonly DefaultRule[] = [
  { code: 'PROFILE', description: 'Firm details completed' },
  { code: 'DIRECTORS', description: "The firm's directors" },
  { code: 'SHAREHOLDERS', description: "The firm's shareholders" },
  { code: 'FIRMEMPLOYEES', description: "The firm's employees by type" },
  { code: 'FACILITIES', description: "The firm's equipment and facilities" },
  { code: 'FIRMBANKERS', description: "The firm's bankers" },
  { code: 'SERVICES', description: 'Services the firm offers' },
  { code: 'ATTACHMENTS', description: 'Supporting documents attached' },
];

/** The default rules of one category, seeded for it; staff change them afterwards (admin-routes.ts). */
export function defaultRulesFor(category: { code: string; category_type: UserType }): readonly DefaultRule[] {
  if (category.category_type === 'Corporate') return corporateRules;
  const left =
    category.code === 'STUDENT'
      ? notAskedOfStudents
      : category.code === 'GRADUATE'
        ? notAskedOfGraduates
        : [];
  return individualRules.filter((rule) => !left.includes(rule.code));
}

/**
 * Seeds the default rules for every membership category. Idempotent: existing rules (and whatever
 * staff changed in them) are left as they are, and a rule staff switched off stays off.
 */
export async function seedChecklistRules(db: Db): Promise<void> {
  const categories = await db.selectFrom('membership_categories').select(['code', 'category_type']).execute();
  const rows = categories.flatMap((category) =>
    defaultRulesFor(category).map((rule, index) => ({
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

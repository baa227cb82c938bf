import { sql } from 'kysely';
import type { LookupKind } from '../../../contract/setup-lookups-admin';
import type { Db } from '../../db/database';

/** A column that holds a lookup's code; a row there means the code is still in use. */
interface Usage {
  table: string;
  column: string;
  /** Who uses it, as the refusal names them. */
  label: string;
}

/**
 * Most of these columns have no foreign key (only cities, specialization types and category
 * charges do), so the editor checks every place that stores a code before it deletes one.
 */
export const lookupUsages: Record<LookupKind, Usage[]> = {
  titles: [{ table: 'profile_titles', column: 'title', label: 'member profiles' }],
  disciplines: [
    { table: 'profiles', column: 'discipline', label: 'member profiles' },
    { table: 'profile_specializations', column: 'discipline', label: 'member specializations' },
    { table: 'specialization_types', column: 'discipline', label: 'specialization types' },
    { table: 'profile_shareholders', column: 'discipline', label: 'firm shareholders' },
    { table: 'profile_directors', column: 'discipline', label: 'firm directors' },
  ],
  'specialization-types': [
    { table: 'profile_specializations', column: 'code', label: 'member specializations' },
  ],
  universities: [
    { table: 'profile_certifications', column: 'university_code', label: 'member certifications' },
  ],
  counties: [
    { table: 'profiles', column: 'county_no', label: 'member profiles' },
    { table: 'profile_contacts', column: 'county_no', label: 'member contacts' },
    { table: 'cities', column: 'county_no', label: 'cities' },
  ],
  cities: [
    { table: 'profiles', column: 'city', label: 'member profiles' },
    { table: 'profile_contacts', column: 'city_code', label: 'member contacts' },
  ],
};

/** Where a category code is stored: accounts, applications, the register and the books' sources. */
export const categoryUsages: Usage[] = [
  { table: 'users', column: 'category', label: 'members' },
  { table: 'applications', column: 'category', label: 'applications' },
  { table: 'member_register', column: 'category', label: 'register entries' },
  { table: 'upgrades', column: 'from_category', label: 'upgrades' },
  { table: 'upgrades', column: 'to_category', label: 'upgrades' },
  { table: 'licence_applications', column: 'member_category', label: 'licence applications' },
  { table: 'event_fees', column: 'category', label: 'event fees' },
  { table: 'checklist_rules', column: 'category_code', label: 'checklist rules' },
];

/** The labels of the places that still use the value, each once; empty when it is unused. */
export async function usersOf(db: Db, usages: Usage[], value: string | number): Promise<string[]> {
  const found = new Set<string>();
  for (const usage of usages) {
    if (found.has(usage.label)) continue;
    const row = await sql<{ used: number }>`select 1 as used from ${sql.table(usage.table)} where ${sql.ref(
      usage.column,
    )} = ${value} limit 1`.execute(db);
    if (row.rows.length > 0) found.add(usage.label);
  }
  return [...found];
}

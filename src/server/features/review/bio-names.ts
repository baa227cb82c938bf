import type { Db } from '../../db/database';

/**
 * The names of the codes a bio stores (decision 0028): reviewers read "Kenya", "Nairobi" and
 * "Electrical Engineering", not "KE", "47" and "ELEC". The bio itself stays exactly what the applicant's
 * own GET profile answers; a code the lookups lack gets no name and is shown as it is.
 */
export async function bioNames(db: Db, bio: Record<string, unknown> | null): Promise<Record<string, string>> {
  if (!bio) return {};
  const text = (field: string) =>
    typeof bio[field] === 'string' && bio[field] ? (bio[field] as string) : null;
  const names: Record<string, string> = {};
  const nationality = text('Nationality');
  if (nationality) {
    const country = await db
      .selectFrom('countries')
      .select('display_name')
      .where('code', '=', nationality)
      .executeTakeFirst();
    if (country) names.Nationality = country.display_name;
  }
  const countyNo = Number(text('county'));
  if (Number.isInteger(countyNo) && countyNo > 0) {
    const county = await db
      .selectFrom('counties')
      .select('county_name')
      .where('county_no', '=', countyNo)
      .executeTakeFirst();
    if (county) names.county = county.county_name;
  }
  const disciplineCode = text('Discipline');
  if (disciplineCode) {
    const discipline = await db
      .selectFrom('disciplines')
      .select('name')
      .where('code', '=', disciplineCode)
      .executeTakeFirst();
    if (discipline) names.Discipline = discipline.name;
  }
  const categoryCode = text('MemberShipType');
  if (categoryCode) {
    const category = await db
      .selectFrom('membership_categories')
      .select('description')
      .where('code', '=', categoryCode)
      .executeTakeFirst();
    if (category) names.MemberShipType = category.description;
  }
  return names;
}

import type {
  Category,
  City,
  CodeDescription,
  CodeList,
  CompanyInformation,
  Country,
  County,
  Disclaimer,
  SpecializationType,
  Terms,
  Title,
  University,
} from '../../../contract/setup';
import type { Db } from '../../db/database';

export const listCountries = async (db: Db): Promise<Country[]> =>
  (await db.selectFrom('countries').selectAll().orderBy('display_name').execute()).map((row) => ({
    code: row.code,
    displayName: row.display_name,
    nationality: row.nationality,
  }));

export async function listCounties(db: Db, countryCode?: string): Promise<County[]> {
  let query = db.selectFrom('counties').selectAll().orderBy('county_name');
  if (countryCode) query = query.where('country_code', '=', countryCode);
  return (await query.execute()).map((row) => ({
    CountyNo: row.county_no,
    countyName: row.county_name,
    countryCode: row.country_code,
  }));
}

export async function listCities(db: Db, countyNo?: number): Promise<City[]> {
  let query = db.selectFrom('cities').selectAll().orderBy('city');
  if (countyNo !== undefined) query = query.where('county_no', '=', countyNo);
  return (await query.execute()).map((row) => ({
    Code: row.code,
    City: row.city,
    County: row.county_no,
    PostCode: row.post_code,
  }));
}

/** Titles a member may use: all when the category is entitled, otherwise only non-entitled ones. */
export async function listTitles(db: Db, categoryCode?: string): Promise<Title[]> {
  let query = db.selectFrom('titles').selectAll().orderBy('sequence');
  if (categoryCode) {
    const category = await db
      .selectFrom('membership_categories')
      .select('entitled')
      .where('code', '=', categoryCode)
      .executeTakeFirst();
    if (category?.entitled !== 1) query = query.where('entitled', '=', 0);
  }
  return (await query.execute()).map((row) => ({
    title: row.code,
    description: row.description,
    entitled: row.entitled === 1,
    sequenceID: row.sequence,
  }));
}

export const listDisciplines = async (db: Db): Promise<CodeDescription[]> =>
  (await db.selectFrom('disciplines').selectAll().orderBy('name').execute()).map((row) => ({
    code: row.code,
    description: row.name,
  }));

export async function listSpecializationTypes(db: Db, discipline?: string): Promise<SpecializationType[]> {
  let query = db.selectFrom('specialization_types').selectAll().orderBy('description');
  if (discipline) query = query.where('discipline', '=', discipline);
  return query.execute();
}

export async function listCategories(db: Db, type?: 'Individual' | 'Corporate'): Promise<Category[]> {
  let query = db.selectFrom('membership_categories').selectAll().orderBy('description');
  if (type) query = query.where('category_type', '=', type);
  const categories = await query.execute();
  const charges = await db.selectFrom('category_charges').selectAll().orderBy('charge_item').execute();
  return categories.map((row) => ({
    Code: row.code,
    Description: row.description,
    categoryType: row.category_type,
    CanApply: row.can_apply === 1,
    entitled: row.entitled === 1,
    charges: charges
      .filter((charge) => charge.category_code === row.code)
      .map((charge) => ({
        Charge_Item: charge.charge_item,
        Currency_Code: 'KES' as const,
        Amount_Including_VAT: charge.amount_cents / 100,
      })),
  }));
}

export const listCodeList = async (db: Db, list: CodeList): Promise<CodeDescription[]> =>
  db
    .selectFrom('code_lists')
    .select(['code', 'description'])
    .where('list', '=', list)
    .orderBy('description')
    .execute();

export async function listUniversities(db: Db, foreign?: boolean): Promise<University[]> {
  let query = db.selectFrom('universities').selectAll().orderBy('description');
  if (foreign !== undefined) query = query.where('is_foreign', '=', foreign ? 1 : 0);
  return (await query.execute()).map((row) => ({
    code: row.code,
    description: row.description,
    foreign: row.is_foreign === 1,
    countryCode: row.country_code,
    accreditedPrograms: JSON.parse(row.accredited_programs) as string[],
  }));
}

export async function listDisclaimers(db: Db, type?: Disclaimer['disclaimerType']): Promise<Disclaimer[]> {
  let query = db.selectFrom('disclaimers').selectAll();
  if (type) query = query.where('disclaimer_type', '=', type);
  return (await query.execute()).map((row) => ({
    disclaimerType: row.disclaimer_type,
    description: row.description,
  }));
}

export const listTerms = async (db: Db): Promise<Terms[]> =>
  (await db.selectFrom('terms').selectAll().orderBy('id').execute()).map((row) => ({
    termsAndConditions: row.terms_and_conditions,
    projectURL: row.project_url,
  }));

export async function getCompanyInformation(db: Db): Promise<CompanyInformation | null> {
  const row = await db
    .selectFrom('company_information')
    .selectAll()
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    displayName: row.display_name,
    shortName: row.short_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    website: row.website,
    logo: row.logo,
  };
}

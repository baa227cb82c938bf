import { defaultSiteSettings } from '../../../contract/settings';
import type { Db } from '../database';
import { categories } from './reference/categories';
import { cities } from './reference/cities';
import { companyInformation, disclaimers, terms } from './reference/company';
import { counties } from './reference/counties';
import { countries } from './reference/countries';
import { disciplines } from './reference/disciplines';
import { certificateCodes, divisions, qualificationCodes } from './reference/qualifications';
import { requirementsFor } from './reference/requirements';
import { attachmentTypes, employeeTypes, industryGroups, refereeTypes } from './reference/setup-lists';
import { specializationTypes } from './reference/specialization-types';
import { titles } from './reference/titles';
import { universities } from './reference/universities';
import { claimSeedRun } from './seed-runs';

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export const cityCode = (countyNo: number, name: string) =>
  `${countyNo}-${name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

const REFERENCE_SEED = 'reference';

/**
 * Reference data the portal needs to work, written once (seed_runs, migration 0024): from then on
 * staff own these lists, so what they changed or deleted survives a restart. Rows that exist are
 * left as they are, so a database seeded before seed_runs existed gains only what it lacks.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await claimSeedRun(trx, REFERENCE_SEED))) return;
    await trx
      .insertInto('countries')
      .values(countries.map((c) => ({ code: c.code, display_name: c.name, nationality: c.nationality })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('counties')
      .values(counties.map((c) => ({ county_no: c.no, county_name: c.name, country_code: c.countryCode })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('cities')
      .values(
        cities.map((c) => ({
          code: cityCode(c.countyNo, c.name),
          city: c.name,
          county_no: c.countyNo,
          post_code: c.postalCode,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('titles')
      .values(
        titles.map((t) => ({
          code: t.code,
          description: t.description,
          entitled: flag(t.entitled),
          sequence: t.sequence,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('disciplines')
      .values([...disciplines])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('specialization_types')
      .values([...specializationTypes])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('membership_categories')
      .values(
        categories.map((c) => ({
          code: c.code,
          description: c.description,
          category_type: c.type,
          can_apply: flag(c.canApply),
          entitled: flag(c.entitled),
          member_no_prefix: c.memberNoPrefix,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('category_charges')
      .values(
        categories.flatMap((c) =>
          c.charges.map((charge) => ({
            category_code: c.code,
            charge_item: charge.item,
            amount_cents: charge.amountCents,
          })),
        ),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('application_requirements')
      .values(
        categories.flatMap((c) =>
          requirementsFor(c).map((description, index) => ({
            category_code: c.code,
            sequence: index + 1,
            description,
          })),
        ),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    const lists = {
      qualifications: qualificationCodes,
      certificates: certificateCodes,
      divisions,
      'industry-groups': industryGroups,
      'referee-types': refereeTypes,
      'attachment-types': attachmentTypes,
      'employee-types': employeeTypes,
    };
    await trx
      .insertInto('code_lists')
      .values(
        Object.entries(lists).flatMap(([list, rows]) =>
          rows.map((row) => ({ list, code: row.code, description: row.description })),
        ),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('universities')
      .values(
        universities.map((u) => ({
          code: u.code,
          description: u.description,
          is_foreign: flag(u.foreign),
          country_code: u.countryCode,
          accredited_programs: JSON.stringify(u.accreditedPrograms),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('disclaimers')
      .values(disclaimers.map((d) => ({ disclaimer_type: d.type, description: d.description })))
      .onConflict((oc) => oc.doNothing())
      .execute();

    if (!(await trx.selectFrom('company_information').select('id').executeTakeFirst())) {
      await trx
        .insertInto('company_information')
        .values({
          display_name: companyInformation.displayName,
          short_name: companyInformation.shortName,
          email: companyInformation.email,
          phone: companyInformation.phone,
          address: companyInformation.address,
          website: companyInformation.website,
          logo: `data:image/svg+xml;base64,${Buffer.from(companyInformation.logoSvg).toString('base64')}`,
        })
        .execute();
    }
    if (!(await trx.selectFrom('terms').select('id').executeTakeFirst())) {
      await trx
        .insertInto('terms')
        .values({ terms_and_conditions: terms.termsAndConditions, project_url: terms.projectURL })
        .execute();
    }
    if (!(await trx.selectFrom('settings').select('id').executeTakeFirst())) {
      await trx
        .insertInto('settings')
        .values({
          site_colors: JSON.stringify(defaultSiteSettings.site_colors),
          site_installed_packages: JSON.stringify(defaultSiteSettings.site_installed_packages),
          minor_settings: JSON.stringify(defaultSiteSettings.minor_settings),
          updated_at: new Date().toISOString(),
          updated_by: null,
        })
        .execute();
    }
  });
}

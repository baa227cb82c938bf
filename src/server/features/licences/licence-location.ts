import { type LicenceDetails, licenceMessages } from '../../../contract/licences';
import { countryHasCounties } from '../../../contract/profile-sections';
import type { Db } from '../../db/database';
import { badRequest } from '../../platform/errors';

type Location = Pick<LicenceDetails, 'countryCode' | 'county' | 'city'>;

/**
 * The practice's country must be one of the lookup's (spec 3 §3); in a country with counties the
 * county must be one of its counties and the city one of that county's cities, by name. Elsewhere
 * county and city stay free text. A 400 names the first field that is off.
 */
export async function checkLicenceLocation(db: Db, { countryCode, county, city }: Location): Promise<void> {
  const refuse = (field: keyof Location, message: string) => badRequest(message, { [field]: message });
  const country = await db
    .selectFrom('countries')
    .select(['code', 'display_name'])
    .where('code', '=', countryCode)
    .executeTakeFirst();
  if (!country) throw refuse('countryCode', licenceMessages.countryNotListed);
  if (!countryHasCounties(country.code)) return;
  const countyRow = await db
    .selectFrom('counties')
    .select('county_no')
    .where('country_code', '=', country.code)
    .where('county_name', '=', county)
    .executeTakeFirst();
  if (!countyRow) throw refuse('county', licenceMessages.countyNotOfCountry(country.display_name));
  const cityRow = await db
    .selectFrom('cities')
    .select('code')
    .where('county_no', '=', countyRow.county_no)
    .where('city', '=', city)
    .executeTakeFirst();
  if (!cityRow) throw refuse('city', licenceMessages.cityNotOfCounty);
}

import {
  contactEntrySchema,
  contactSchemas,
  countryHasCounties,
  profileSections,
  sectionMessages,
} from '../../../../contract/profile-sections';
import { conflict } from '../../../platform/errors';
import { defineSection, invalidField } from './section';

/**
 * Contacts (spec 2 §3, §5): a Personal and a Work contact at most, only Active ones listed. For a
 * Kenyan address the county and city come from the setup lists and the postal code from the city.
 */
export const contactsSection = defineSection({
  info: profileSections.contacts,
  table: 'profile_contacts',
  schemas: contactSchemas,
  entry: contactEntrySchema,
  listed: { status: 'Active' },
  check(fields, { siblings }) {
    if (siblings.some((sibling) => sibling.Type === fields.Type)) {
      throw conflict(sectionMessages.contactTypeTaken(fields.Type));
    }
  },
  async columns(fields, { db }) {
    const country = await db
      .selectFrom('countries')
      .select('code')
      .where('code', '=', fields.Country_Code.toUpperCase())
      .executeTakeFirst();
    if (!country) throw invalidField('Country_Code', sectionMessages.chooseFromList);

    let place = {
      county_no: null as number | null,
      city_code: '',
      city_name: '',
      post_code: fields.PostCode,
    };
    if (countryHasCounties(country.code)) {
      const county = await db
        .selectFrom('counties')
        .select('county_no')
        .where('county_no', '=', fields.County ?? 0)
        .where('country_code', '=', country.code)
        .executeTakeFirst();
      if (!county) throw invalidField('County', sectionMessages.chooseFromList);
      const city = await db
        .selectFrom('cities')
        .select(['code', 'city', 'post_code'])
        .where('code', '=', fields.City)
        .where('county_no', '=', county.county_no)
        .executeTakeFirst();
      if (!city) throw invalidField('City', sectionMessages.chooseFromList);
      place = {
        county_no: county.county_no,
        city_code: city.code,
        city_name: city.city,
        post_code: city.post_code,
      };
    }

    const work = fields.Type === 'Work';
    return {
      type: fields.Type,
      status: 'Active',
      email: fields.Email,
      phone_no: fields.PhoneNo,
      phone_no_2: fields.PhoneNo2,
      address: fields.Address,
      country_code: country.code,
      ...place,
      place_of_work: work ? fields.PlaceOfWork : '',
      location: work ? fields.Location : '',
      designation: work ? fields.Designation : '',
    };
  },
  entryOf: (row) => ({
    EntryNo: row.entry_no,
    Type: row.type,
    Status: row.status,
    Email: row.email,
    PhoneNo: row.phone_no,
    PhoneNo2: row.phone_no_2,
    Address: row.address,
    PostCode: row.post_code,
    Country_Code: row.country_code,
    County: row.county_no,
    City: row.city_code,
    CityName: row.city_name,
    PlaceOfWork: row.place_of_work,
    Location: row.location,
    Designation: row.designation,
  }),
});

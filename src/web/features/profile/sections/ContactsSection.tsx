import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import {
  type ContactEntry,
  type ContactInput,
  contactSchemas,
  contactTypes,
  countryHasCounties,
  DEFAULT_COUNTRY,
  profileSections,
} from '../../../../contract/profile-sections';
import { SelectField, TextField } from '../../../components/form-fields';
import { useCities, useCounties, useCountries } from '../../../lib/reference-lists';
import { defineWebSection } from './define';
import { SectionTable } from './SectionTable';

function ContactFields() {
  const { setValue, control } = useFormContext<ContactInput>();
  const [type, country, county] = useWatch({ control, name: ['Type', 'Country_Code', 'County'] });
  const kenyan = countryHasCounties(country ?? '');
  const countries = useCountries();
  const counties = useCounties(country ?? '', kenyan);
  const cities = useCities(kenyan ? (county ?? null) : null);

  return (
    <>
      <TextInput label="Type" value={type} readOnly variant="filled" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="Email" label="Email" required upper inputMode="email" />
        <TextField name="PhoneNo" label="Phone No" required digits inputMode="tel" />
        <TextField name="PhoneNo2" label="Alternative Phone No" digits inputMode="tel" />
        <TextField name="Address" label="Address (P.O. Box)" required inputMode="numeric" />
        <SelectField
          name="Country_Code"
          label="Country"
          required
          loading={countries.isPending}
          data={(countries.data ?? []).map((item) => ({ value: item.code, label: item.displayName }))}
          onPicked={() => {
            setValue('County', null);
            setValue('City', '');
            setValue('PostCode', '');
          }}
        />
        {kenyan && (
          <SelectField
            name="County"
            label="County"
            required
            numeric
            loading={counties.isPending}
            data={(counties.data ?? []).map((item) => ({
              value: String(item.CountyNo),
              label: item.countyName,
            }))}
            onPicked={() => {
              setValue('City', '');
              setValue('PostCode', '');
            }}
          />
        )}
        {kenyan && (
          <SelectField
            name="City"
            label="City"
            required
            disabled={county === null || county === undefined}
            loading={cities.isPending}
            data={(cities.data ?? []).map((item) => ({ value: item.Code, label: item.City }))}
            onPicked={(code) =>
              setValue('PostCode', cities.data?.find((item) => item.Code === code)?.PostCode ?? '')
            }
          />
        )}
        {kenyan ? (
          <TextField name="PostCode" label="Postal Code" disabled description="Filled from the city" />
        ) : (
          <TextField name="PostCode" label="Postal Code" upper />
        )}
      </SimpleGrid>
      {type === 'Work' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField name="PlaceOfWork" label="Place of Work" required upper />
          <TextField name="Location" label="Location" required upper />
          <TextField name="Designation" label="Designation" required upper />
        </SimpleGrid>
      )}
    </>
  );
}

const postalAddress = (entry: ContactEntry) =>
  `P.O. Box ${entry.Address}${entry.PostCode ? `-${entry.PostCode}` : ''}${entry.CityName ? ` ${entry.CityName}` : ''}, ${entry.Country_Code}`;

/** Contacts (spec 2 §3, §5): one Personal and one Work contact; Add offers the types not yet there. */
export const contactsSection = defineWebSection<ContactEntry, ContactInput>({
  info: profileSections.contacts,
  endpoints: profileSectionEndpoints.contacts,
  title: 'Contacts',
  schema: contactSchemas.create,
  blank: {
    Type: 'Personal',
    Email: '',
    PhoneNo: '',
    PhoneNo2: '',
    Address: '',
    Country_Code: DEFAULT_COUNTRY,
    County: null,
    City: '',
    PostCode: '',
    PlaceOfWork: '',
    Location: '',
    Designation: '',
  },
  valuesOf: (entry) => ({
    Type: entry.Type,
    Email: entry.Email,
    PhoneNo: entry.PhoneNo,
    PhoneNo2: entry.PhoneNo2,
    Address: entry.Address,
    Country_Code: entry.Country_Code,
    County: entry.County,
    City: entry.City,
    PostCode: entry.PostCode,
    PlaceOfWork: entry.PlaceOfWork,
    Location: entry.Location,
    Designation: entry.Designation,
  }),
  columns: [
    { header: 'Type', cell: (entry) => entry.Type },
    { header: 'Email', cell: (entry) => entry.Email },
    { header: 'Phone', cell: (entry) => [entry.PhoneNo, entry.PhoneNo2].filter(Boolean).join(', ') },
    { header: 'Postal Address', cell: postalAddress },
    {
      header: 'Place of Work',
      cell: (entry) =>
        entry.Type === 'Work' ? `${entry.Designation}, ${entry.PlaceOfWork}, ${entry.Location}` : '—',
    },
  ],
  describe: (entry) => entry.Type,
  Fields: ContactFields,
  emptyText: 'No contacts yet. Add your personal and work contacts.',
  addActions: (entries) =>
    contactTypes
      .filter((type) => !entries.some((entry) => entry.Type === type))
      .map((type) => ({ label: `Add ${type} Contact`, values: { Type: type } })),
});

export default function ContactsSection() {
  return <SectionTable section={contactsSection} />;
}

import { SimpleGrid } from '@mantine/core';
import {
  currentYear,
  type InstitutionEntry,
  type InstitutionInput,
  institutionSchemas,
  MIN_REGISTRATION_YEAR,
  profileSections,
} from '../../../../contract/profile-sections';
import { defineWebSection } from './define';
import { SelectField, TextField, yearOptions } from './fields';
import { SectionTable } from './SectionTable';

function InstitutionFields() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextField name="Institution" label="Institution" required />
      <TextField name="memberNo" label="Registration No" required />
      <TextField name="membershipType" label="Membership Type" required />
      <SelectField
        name="yearOfRegistration"
        label="Year of Registration"
        required
        numeric
        data={yearOptions(MIN_REGISTRATION_YEAR, currentYear())}
      />
    </SimpleGrid>
  );
}

/** Memberships of other professional institutions (spec 2 §3, §5); the PDF follows with the upload layer. */
export const institutionsSection = defineWebSection<InstitutionEntry, InstitutionInput>({
  info: profileSections.institutions,
  title: 'Institutional Membership',
  schema: institutionSchemas.create,
  blank: { Institution: '', memberNo: '', membershipType: '' },
  valuesOf: (entry) => ({
    Institution: entry.Institution,
    memberNo: entry.memberNo,
    membershipType: entry.membershipType,
    yearOfRegistration: entry.yearOfRegistration,
  }),
  columns: [
    { header: 'Institution', cell: (entry) => entry.Institution },
    { header: 'Registration No', cell: (entry) => entry.memberNo },
    { header: 'Membership Type', cell: (entry) => entry.membershipType },
    { header: 'Year of Registration', cell: (entry) => entry.yearOfRegistration },
  ],
  describe: (entry) => entry.Institution,
  Fields: InstitutionFields,
  emptyText: 'No institutional memberships yet.',
});

export default function InstitutionsSection() {
  return <SectionTable section={institutionsSection} />;
}

import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import type { z } from 'zod';
import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import {
  currentYear,
  type InstitutionEntry,
  institutionSchemas,
  MIN_REGISTRATION_YEAR,
  profileSections,
} from '../../../../contract/profile-sections';
import { documentUrl } from '../../../../contract/uploads';
import { SelectField, TextField, yearOptions } from '../../../components/form-fields';
import { defineWebSection } from './define';
import { PdfFileField, withPdfFile } from './file-field';
import { SectionTable } from './SectionTable';

const institutionFormSchema = withPdfFile(institutionSchemas.create);
type InstitutionValues = z.input<typeof institutionFormSchema>;

function InstitutionFields({ entry }: { entry: InstitutionEntry | null }) {
  return (
    <Stack gap="md">
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
      <PdfFileField label="Membership certificate (PDF)" stored={entry?.attachment ?? null} />
    </Stack>
  );
}

/** Memberships of other professional institutions (spec 2 §3, §5), each with its PDF. */
export const institutionsSection = defineWebSection<InstitutionEntry, InstitutionValues>({
  info: profileSections.institutions,
  endpoints: profileSectionEndpoints.institutions,
  title: 'Institutional Membership',
  schema: institutionFormSchema,
  blank: { Institution: '', memberNo: '', membershipType: '', attached: false, attachment: null },
  valuesOf: (entry) => ({
    Institution: entry.Institution,
    memberNo: entry.memberNo,
    membershipType: entry.membershipType,
    yearOfRegistration: entry.yearOfRegistration,
    attached: entry.attached,
    attachment: null,
  }),
  columns: [
    { header: 'Institution', cell: (entry) => entry.Institution },
    { header: 'Registration No', cell: (entry) => entry.memberNo },
    { header: 'Membership Type', cell: (entry) => entry.membershipType },
    { header: 'Year of Registration', cell: (entry) => entry.yearOfRegistration },
    {
      header: 'Attachment',
      cell: (entry) =>
        entry.attachment ? (
          <Anchor href={documentUrl(entry.attachment)} download>
            Download
          </Anchor>
        ) : (
          '- - -'
        ),
    },
  ],
  describe: (entry) => entry.Institution,
  Fields: InstitutionFields,
  emptyText: 'No institutional memberships yet.',
});

export default function InstitutionsSection() {
  return <SectionTable section={institutionsSection} />;
}

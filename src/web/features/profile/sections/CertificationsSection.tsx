import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  type CertificationEntry,
  type CertificationType,
  certificationSchemas,
  currentYear,
  DEFAULT_COMPLETION_YEAR,
  MIN_REGISTRATION_YEAR,
  OTHER_UNIVERSITY,
  profileSections,
} from '../../../../contract/profile-sections';
import type { University } from '../../../../contract/setup';
import { api } from '../../../lib/api';
import { defineWebSection, type WebSection } from './define';
import { DateField, SelectField, TextAreaField, TextField, yearOptions } from './fields';
import { PdfFileField, withPdfFile } from './file-field';
import { SectionTable } from './SectionTable';
import { codeOptions, useCodeList, useCountries } from './setup-queries';

const certificationFormSchema = withPdfFile(certificationSchemas.create);
type CertificationValues = z.input<typeof certificationFormSchema>;

/** The warning of the Academic Qualifications table (spec 2 §2.4). */
export const COMMISSIONER_WARNING =
  'All documents must be scanned, certified colour copies, certified by a Commissioner of Oaths with a rubber stamp showing name and address.';

const useUniversities = (foreign: boolean) =>
  useQuery({
    queryKey: ['setup', 'universities', foreign],
    queryFn: () => api<University[]>('GET', `setup/universities?foreign=${foreign}`),
    staleTime: 10 * 60_000,
  });

function CertificationFields({ entry }: { entry: CertificationEntry | null }) {
  const { setValue } = useFormContext<CertificationValues>();
  const category = useWatch<CertificationValues>({ name: 'Category' }) as string;
  const foreign = category === 'Foreign';
  const universities = useUniversities(foreign);
  const qualifications = useCodeList('qualifications');
  const certificates = useCodeList('certificates');
  const divisions = useCodeList('divisions');
  const countries = useCountries();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {foreign ? 'Foreign University' : 'Local University'}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField
          name="UniversityCode"
          label="University"
          required
          loading={universities.isLoading}
          data={[
            ...(universities.data ?? []).map((u) => ({ value: u.code, label: u.description })),
            { value: OTHER_UNIVERSITY, label: 'Other (not in the list)' },
          ]}
          onPicked={(code) => {
            const picked = universities.data?.find((u) => u.code === code);
            if (picked) setValue('Institution', picked.description, { shouldValidate: true });
          }}
        />
        <TextField name="Institution" label="Institution" required />
        <SelectField
          name="CertificateAwarded"
          label="Certificate Awarded"
          required
          data={[...codeOptions(qualifications.data), ...codeOptions(certificates.data)]}
        />
        <TextField name="AreaOfSpecialization" label="Area of Specialization" required />
        <TextField name="CertificateNo" label="Certificate No" required />
        <SelectField
          name="CertificationClass"
          label="Certification Class"
          required
          data={codeOptions(divisions.data)}
        />
        <SelectField
          name="CompletionYear"
          label="Completion Year"
          required
          numeric
          data={yearOptions(MIN_REGISTRATION_YEAR, currentYear())}
        />
        <DateField name="StartDate" label="Start Date" required />
        <DateField name="EndDate" label="End Date" required />
        <DateField name="GraduationDate" label="Graduation Date" required />
      </SimpleGrid>
      <TextAreaField name="QualificationDescription" label="Qualification Description" max={250} />
      {foreign && (
        <>
          <Title order={4}>Contact Information from Institution</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField name="ContactPerson" label="Contact Person" required upper />
            <TextField name="ContactDesignation" label="Designation" required upper />
            <TextField name="ContactEmail" label="Email" required upper inputMode="email" />
            <TextField name="contactPersonAddress" label="Address" required upper />
            <SelectField
              name="ContactCountry"
              label="Country"
              required
              data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.displayName }))}
            />
          </SimpleGrid>
        </>
      )}
      <PdfFileField label="Certificate (PDF)" stored={entry?.attachment ?? null} />
    </Stack>
  );
}

const blankOf = (Type: CertificationType, Category: 'Local' | 'Foreign') => ({
  Type,
  Category,
  UniversityCode: '',
  Institution: '',
  CompletionYear: DEFAULT_COMPLETION_YEAR,
  AreaOfSpecialization: '',
  CertificateAwarded: '',
  QualificationDescription: '',
  CertificateNo: '',
  CertificationClass: '',
  StartDate: '',
  EndDate: '',
  GraduationDate: '',
  ContactPerson: '',
  ContactDesignation: '',
  contactPersonAddress: '',
  ContactEmail: '',
  ContactCountry: '',
  attached: false,
  attachment: null,
});

const tableOf = (
  type: CertificationType,
  title: string,
  extra: Partial<WebSection<CertificationEntry, CertificationValues>>,
) =>
  defineWebSection<CertificationEntry, CertificationValues>({
    info: profileSections.certifications,
    title,
    schema: certificationFormSchema,
    blank: blankOf(type, 'Local'),
    shows: (entry) => entry.Type === type,
    valuesOf: (entry) => ({
      ...blankOf(entry.Type, entry.Category),
      ...entry,
      UniversityCode: entry.UniversityCode || OTHER_UNIVERSITY,
      attached: entry.attached,
      attachment: null,
    }),
    columns: [
      { header: 'Institution', cell: (entry) => entry.Institution },
      { header: 'Area of Specialization', cell: (entry) => entry.AreaOfSpecialization },
      { header: 'Certificate No', cell: (entry) => entry.CertificateNo },
      { header: 'Completion Year', cell: (entry) => entry.CompletionYear },
      { header: 'Locale', cell: (entry) => entry.Category },
    ],
    describe: (entry) => entry.Institution,
    Fields: CertificationFields,
    emptyText: 'No qualifications yet.',
    ...extra,
  });

/** Academic Qualifications: Type Professional, added from a Local or a Foreign university (spec 2 §2.4). */
export const academicSection = tableOf('Professional', 'Academic Qualifications', {
  description: (
    <Alert color="warning" variant="light">
      {COMMISSIONER_WARNING}
    </Alert>
  ),
  addActions: () => [
    { label: 'Add Certification (Local University)', values: blankOf('Professional', 'Local') },
    { label: 'Add Certification (Foreign University)', values: blankOf('Professional', 'Foreign') },
  ],
});

/** Other Qualifications: Type Educational, Local only. */
export const otherSection = tableOf('Educational', 'Other Qualifications', {
  addActions: () => [{ label: 'Add Other', values: blankOf('Educational', 'Local') }],
});

export default function CertificationsSection() {
  return (
    <Stack gap="lg">
      <SectionTable section={academicSection} />
      <SectionTable section={otherSection} />
    </Stack>
  );
}

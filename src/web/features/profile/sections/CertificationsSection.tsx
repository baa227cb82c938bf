import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import { SPECIAL_ORGANISATION } from '../../../../contract/organisation';
import {
  type CertificationEntry,
  type CertificationType,
  canCreateProfessional,
  certificationSchemas,
  currentYear,
  DEFAULT_COMPLETION_YEAR,
  MIN_REGISTRATION_YEAR,
  OTHER_UNIVERSITY,
  profileSections,
  sectionMessages,
} from '../../../../contract/profile-sections';
import {
  DateField,
  SelectField,
  TextAreaField,
  TextField,
  yearOptions,
} from '../../../components/form-fields';
import { useCodeList, useCountries, useUniversities } from '../../../lib/reference-lists';
import { useCurrentUser } from '../../../lib/session';
import { useSiteSettings } from '../../../lib/settings';
import { CertificationTranscripts, SAVE_BEFORE_TRANSCRIPTS } from './CertificationTranscripts';
import { defineWebSection, type WebSection } from './define';
import { PdfFileField, withPdfFile } from './file-field';
import { LookupName } from './lookup-name';
import { SectionTable } from './SectionTable';
import { codeOptions } from './setup-queries';

const certificationFormSchema = withPdfFile(certificationSchemas.create);
type CertificationValues = z.input<typeof certificationFormSchema>;

/** The warning of the Academic Qualifications table (spec 2 §2.4). */
export const COMMISSIONER_WARNING =
  'All documents must be scanned, certified colour copies, certified by a Commissioner of Oaths with a rubber stamp showing name and address.';

/**
 * The Completion Year starts at the spec's default, which a 2014–2018 degree contradicts: until the
 * member picks a year, it follows the Graduation Date's year, so the default never breaks the rule
 * that the year agrees with the dates.
 */
function useCompletionYearFromGraduation() {
  const { setValue, getFieldState } = useFormContext<CertificationValues>();
  const graduation = useWatch<CertificationValues>({ name: 'GraduationDate' }) as string | undefined;
  // A stored entry keeps its year when the dialog opens; only a date the member changes moves it.
  const opened = useRef(graduation);
  useEffect(() => {
    if (graduation === opened.current) return;
    const year = Number(/^(\d{4})-\d{2}-\d{2}$/.exec(graduation ?? '')?.[1]);
    if (year && !getFieldState('CompletionYear').isDirty) setValue('CompletionYear', year);
  }, [graduation, getFieldState, setValue]);
}

function CertificationFields({ entry }: { entry: CertificationEntry | null }) {
  const { setValue } = useFormContext<CertificationValues>();
  useCompletionYearFromGraduation();
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
            // The list's own OTHER row is the choice below, offered once.
            ...(universities.data ?? [])
              .filter((u) => u.code !== OTHER_UNIVERSITY)
              .map((u) => ({ value: u.code, label: u.description })),
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
          data={codeOptions(qualifications.data, certificates.data)}
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
      {foreign &&
        (entry?.Category === 'Foreign' ? (
          <CertificationTranscripts entryNo={entry.EntryNo} />
        ) : (
          <Text size="sm" c="dimmed">
            {SAVE_BEFORE_TRANSCRIPTS}
          </Text>
        ))}
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
  transcripts: [],
});

/** How the tables read for this user and organisation. */
interface TableOptions {
  /** The special organisation (caption EBK): no Locale column, and the other table is for bridging and craft certificates. */
  special: boolean;
  /** create:Professional (spec 2 §6): whether the user's category may add Academic Qualifications. */
  canAddProfessional: boolean;
}

/** The title of the Educational table (spec 2 §2.4). */
const otherTitle = (special: boolean) =>
  special ? 'Bridging and Craft Certificates' : 'Other Qualifications';

const tableOf = (
  type: CertificationType,
  title: string,
  { special }: TableOptions,
  extra: Partial<WebSection<CertificationEntry, CertificationValues>>,
) =>
  defineWebSection<CertificationEntry, CertificationValues>({
    info: profileSections.certifications,
    endpoints: profileSectionEndpoints.certifications,
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
      {
        header: 'Certificate Awarded',
        cell: (entry) => (
          <LookupName code={entry.CertificateAwarded} list="qualifications" also="certificates" />
        ),
      },
      { header: 'Class', cell: (entry) => <LookupName code={entry.CertificationClass} list="divisions" /> },
      { header: 'Area of Specialization', cell: (entry) => entry.AreaOfSpecialization },
      { header: 'Certificate No', cell: (entry) => entry.CertificateNo },
      { header: 'Completion Year', cell: (entry) => entry.CompletionYear },
      // spec 3 §2.2: the special organisation does not show the Locale column.
      ...(special ? [] : [{ header: 'Locale', cell: (entry: CertificationEntry) => entry.Category }]),
    ],
    describe: (entry) => entry.Institution,
    Fields: CertificationFields,
    emptyText: 'No qualifications yet.',
    ...extra,
  });

/**
 * Add Certification for a category without create:Professional: shown disabled with the reason written
 * above it (data-disabled keeps it focusable, so the reason reaches keyboard and screen-reader users).
 */
function AddCertificationRefused() {
  const reasonId = useId();
  return (
    <>
      <Text span size="sm" display="block" mt="xs" id={reasonId}>
        {sectionMessages.professionalNotPermitted}
      </Text>
      <Button
        data-disabled
        aria-disabled="true"
        aria-describedby={reasonId}
        mt="xs"
        leftSection={<IconPlus size={16} />}
        onClick={(event) => event.preventDefault()}
      >
        Add Certification
      </Button>
    </>
  );
}

/** Academic Qualifications: Type Professional, added from a Local or a Foreign university (spec 2 §2.4). */
export const academicSection = (options: TableOptions) =>
  tableOf('Professional', 'Academic Qualifications', options, {
    description: (
      <>
        <Alert color="warning" variant="light">
          {COMMISSIONER_WARNING}
        </Alert>
        {!options.canAddProfessional && <AddCertificationRefused />}
      </>
    ),
    addActions: () =>
      options.canAddProfessional
        ? [
            { label: 'Add Certification (Local University)', values: blankOf('Professional', 'Local') },
            { label: 'Add Certification (Foreign University)', values: blankOf('Professional', 'Foreign') },
          ]
        : [],
  });

/** Other Qualifications (bridging and craft certificates for the special organisation): Type Educational, Local only. */
export const otherSection = (options: TableOptions) =>
  tableOf('Educational', otherTitle(options.special), options, {
    addActions: () => [{ label: 'Add Other', values: blankOf('Educational', 'Local') }],
  });

export default function CertificationsSection() {
  const settings = useSiteSettings();
  const { data: user } = useCurrentUser();
  const special = settings.minor_settings?.organisation_caption === SPECIAL_ORGANISATION;
  const canAddProfessional = canCreateProfessional(user?.category);
  const [academic, other] = useMemo(() => {
    const options = { special, canAddProfessional };
    return [academicSection(options), otherSection(options)];
  }, [special, canAddProfessional]);
  return (
    <Stack gap="lg">
      <SectionTable section={academic} />
      <SectionTable section={other} />
    </Stack>
  );
}

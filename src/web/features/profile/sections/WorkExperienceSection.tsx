import { SimpleGrid } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import {
  profileSections,
  WORK_DESCRIPTION_MAX,
  type WorkExperienceEntry,
  type WorkExperienceInput,
  workExperienceSchemas,
} from '../../../../contract/profile-sections';
import {
  CheckboxField,
  DateField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form-fields';
import { formatDay } from '../../../lib/format';
import { useCodeList } from '../../../lib/reference-lists';
import { defineWebSection } from './define';
import { LookupName } from './lookup-name';
import { SectionTable } from './SectionTable';
import { codeOptions } from './setup-queries';

function WorkExperienceFields() {
  const { control, setValue, clearErrors } = useFormContext<WorkExperienceInput>();
  const current = useWatch({ control, name: 'Current' });
  const sectors = useCodeList('industry-groups');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="NameOfFirm" label="Name of Firm" required />
        <SelectField
          name="Sector"
          label="Sector"
          required
          loading={sectors.isPending}
          data={codeOptions(sectors.data)}
        />
        <TextField name="PositionHeld" label="Position Held" required />
        <DateField name="FromDate" label="From Date" required />
        {!current && <DateField name="ToDate" label="To Date" required />}
      </SimpleGrid>
      <CheckboxField
        name="Current"
        label="I currently work here"
        onPicked={(checked) => {
          // A current position has no To Date; it is saved with today's date (spec 2 §4).
          if (checked) {
            setValue('ToDate', '');
            clearErrors('ToDate');
          }
        }}
      />
      <TextAreaField
        name="ResponsibilitiesDescription"
        label="Responsibilities"
        required
        max={WORK_DESCRIPTION_MAX}
      />
    </>
  );
}

/** Work experience (spec 2 §3, §4, §5). */
export const workExperienceSection = defineWebSection<WorkExperienceEntry, WorkExperienceInput>({
  info: profileSections.workExperience,
  endpoints: profileSectionEndpoints.workExperience,
  title: 'Work Experience',
  schema: workExperienceSchemas.create,
  blank: {
    NameOfFirm: '',
    Sector: '',
    PositionHeld: '',
    FromDate: '',
    ToDate: '',
    Current: false,
    ResponsibilitiesDescription: '',
  },
  valuesOf: (entry) => ({
    NameOfFirm: entry.NameOfFirm,
    Sector: entry.Sector,
    PositionHeld: entry.PositionHeld,
    FromDate: entry.FromDate,
    ToDate: entry.Current ? '' : entry.ToDate,
    Current: entry.Current,
    ResponsibilitiesDescription: entry.ResponsibilitiesDescription,
  }),
  columns: [
    { header: 'Name of Firm', cell: (entry) => entry.NameOfFirm },
    { header: 'Position Held', cell: (entry) => entry.PositionHeld },
    { header: 'Sector', cell: (entry) => <LookupName code={entry.Sector} list="industry-groups" /> },
    { header: 'From', cell: (entry) => formatDay(entry.FromDate) },
    { header: 'To', cell: (entry) => (entry.Current ? 'Current' : formatDay(entry.ToDate)) },
    { header: 'Responsibilities', cell: (entry) => entry.ResponsibilitiesDescription },
  ],
  describe: (entry) => entry.NameOfFirm,
  Fields: WorkExperienceFields,
  emptyText: 'No work experience yet. Add the positions you have held.',
});

export default function WorkExperienceSection() {
  return <SectionTable section={workExperienceSection} />;
}

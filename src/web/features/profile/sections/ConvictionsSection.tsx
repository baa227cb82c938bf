import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import {
  type ConvictionEntry,
  type ConvictionInput,
  convictionSchemas,
  profileSections,
} from '../../../../contract/profile-sections';
import { DateField, TextAreaField } from '../../../components/form-fields';
import { formatDay } from '../../../lib/format';
import { defineWebSection } from './define';
import { SectionTable } from './SectionTable';

/** Convictions (spec 2 §3 Conviction, §5). */
export const convictionsSection = defineWebSection<ConvictionEntry, ConvictionInput>({
  info: profileSections.convictions,
  endpoints: profileSectionEndpoints.convictions,
  title: 'Convictions',
  description: 'Any conviction for a criminal offence, with the sentence imposed.',
  schema: convictionSchemas.create,
  blank: { ConvictionDate: '', Offence: '', SentenceImposed: '' },
  valuesOf: (entry) => ({
    ConvictionDate: entry.ConvictionDate,
    Offence: entry.Offence,
    SentenceImposed: entry.SentenceImposed,
  }),
  columns: [
    { header: 'Offence', cell: (entry) => entry.Offence },
    { header: 'Conviction Date', cell: (entry) => formatDay(entry.ConvictionDate) },
    { header: 'Sentence Imposed', cell: (entry) => entry.SentenceImposed },
  ],
  describe: (entry) => `${entry.Offence}, ${formatDay(entry.ConvictionDate)}`,
  Fields: () => (
    <>
      <DateField name="ConvictionDate" label="Conviction Date" required />
      <TextAreaField name="Offence" label="Offence" required />
      <TextAreaField name="SentenceImposed" label="Sentence Imposed" required />
    </>
  ),
  emptyText: 'No convictions recorded.',
});

export default function ConvictionsSection() {
  return <SectionTable section={convictionsSection} />;
}

import { Stack } from '@mantine/core';
import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import {
  profileSections,
  type ShareholderEntry,
  type ShareholderInput,
  shareholderSchemas,
} from '../../../../contract/profile-sections';
import { TextField } from '../../../components/form-fields';
import { formatDecimal } from '../../../lib/format';
import { defineWebSection } from './define';
import { blankFirmPerson, FirmPersonFields, firmPersonColumns, firmPersonValues } from './firm-person-fields';
import { SectionTable } from './SectionTable';

/** The firm's shareholders (spec 2 §3 Shareholder, §5 Firm sections). */
export const shareholdersSection = defineWebSection<ShareholderEntry, ShareholderInput>({
  info: profileSections.shareholders,
  endpoints: profileSectionEndpoints.shareholders,
  title: 'Shareholders',
  schema: shareholderSchemas.create,
  blank: { ...blankFirmPerson, sharesHeld: '' },
  valuesOf: (entry) => ({ ...firmPersonValues(entry), sharesHeld: String(entry.sharesHeld) }),
  columns: [
    ...firmPersonColumns<ShareholderEntry>(),
    { header: 'Shares Held', cell: (entry) => formatDecimal(entry.sharesHeld) },
  ],
  describe: (entry) => entry.name,
  Fields: () => (
    <Stack gap="md">
      <FirmPersonFields />
      <TextField name="sharesHeld" label="Shares Held" description="A number, e.g. 25 or 12.5" required />
    </Stack>
  ),
  emptyText: "No shareholders yet. Add the firm's shareholders.",
});

export default function ShareholdersSection() {
  return <SectionTable section={shareholdersSection} />;
}

import { Stack } from '@mantine/core';
import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import {
  type DirectorEntry,
  type DirectorInput,
  directorSchemas,
  profileSections,
} from '../../../../contract/profile-sections';
import { defineWebSection } from './define';
import { blankFirmPerson, FirmPersonFields, firmPersonColumns, firmPersonValues } from './firm-person-fields';
import { SectionTable } from './SectionTable';

/** The firm's directors (spec 2 §3 Director, §5 Firm sections). */
export const directorsSection = defineWebSection<DirectorEntry, DirectorInput>({
  info: profileSections.directors,
  endpoints: profileSectionEndpoints.directors,
  title: 'Directors',
  schema: directorSchemas.create,
  blank: blankFirmPerson,
  valuesOf: firmPersonValues,
  columns: firmPersonColumns<DirectorEntry>(),
  describe: (entry) => entry.name,
  Fields: () => (
    <Stack gap="md">
      <FirmPersonFields />
    </Stack>
  ),
  emptyText: "No directors yet. Add the firm's directors.",
});

export default function DirectorsSection() {
  return <SectionTable section={directorsSection} />;
}

import { Stack } from '@mantine/core';
import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import {
  type EmployeeEntry,
  type EmployeeInput,
  employeeSchemas,
  profileSections,
} from '../../../../contract/profile-sections';
import { SelectField, TextField } from '../../../components/form-fields';
import { defineWebSection } from './define';
import { SectionTable } from './SectionTable';
import { useSectionEntries } from './section-api';
import { codeOptions, useEmployeeSetup } from './setup-queries';

/** The type select offers the types without an entry yet (one entry per type), and the edited entry's own. */
function EmployeeFields({ entry }: { entry: EmployeeEntry | null }) {
  const types = useEmployeeSetup();
  const entries =
    useSectionEntries(profileSections.employees, profileSectionEndpoints.employees).list.data ?? [];
  const taken = new Set(
    entries.filter((other) => other.EntryNo !== entry?.EntryNo).map((other) => other.code),
  );
  return (
    <Stack gap="md">
      <SelectField
        name="code"
        label="Type"
        required
        data={codeOptions(types.data?.filter((type) => !taken.has(type.code)))}
        loading={types.isLoading}
      />
      <TextField name="count" label="Count" required digits />
    </Stack>
  );
}

/** How many people the firm employs of each type (spec 2 §3 Employee, §5 Firm sections). */
export const employeesSection = defineWebSection<EmployeeEntry, EmployeeInput>({
  info: profileSections.employees,
  endpoints: profileSectionEndpoints.employees,
  title: 'Firm Employees',
  schema: employeeSchemas.create,
  blank: { code: '', count: '' },
  valuesOf: (entry) => ({ code: entry.code, count: String(entry.count) }),
  columns: [
    { header: 'Type', cell: (entry) => entry.description },
    { header: 'Count', cell: (entry) => entry.count },
  ],
  describe: (entry) => entry.description,
  Fields: EmployeeFields,
  emptyText: 'No employees yet. Add how many people the firm employs of each type.',
});

export default function EmployeesSection() {
  return <SectionTable section={employeesSection} />;
}

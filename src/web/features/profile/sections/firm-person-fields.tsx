import { useFormContext, useWatch } from 'react-hook-form';
import {
  type DirectorEntry,
  type FirmPersonType,
  firmPersonTypes,
} from '../../../../contract/profile-sections';
import { SelectField, TextField } from '../../../components/form-fields';
import { useDisciplines } from '../../../lib/reference-lists';
import type { Column } from './define';
import { DisciplineName } from './lookup-name';
import { codeOptions } from './setup-queries';

/**
 * What the shareholders' and directors' forms and tables share (spec 2 §3, §5): name and ID number
 * upper-cased as typed, an optional discipline, the type, and the Professional Registration Number
 * asked of a Member only.
 */

const typeOptions = firmPersonTypes.map((type) => ({ value: type, label: type }));

export function FirmPersonFields() {
  const { control, setValue } = useFormContext();
  const type = useWatch({ control, name: 'type' }) as FirmPersonType | undefined;
  const disciplines = useDisciplines();
  return (
    <>
      <TextField name="name" label="Name" required upper />
      <TextField name="identificationDocumentNo" label="ID/Passport Number" required upper />
      <SelectField
        name="discipline"
        label="Discipline"
        data={codeOptions(disciplines.data)}
        loading={disciplines.isLoading}
      />
      <SelectField
        name="type"
        label="Type"
        required
        data={typeOptions}
        onPicked={(picked) => {
          // A Non Member has no registration number; the server drops one anyway.
          if (picked !== 'Member') setValue('regNo', '');
        }}
      />
      {type === 'Member' && (
        <TextField
          name="regNo"
          label="Professional Registration Number"
          description="As in the member register, e.g. M/1021"
          required
          upper
        />
      )}
    </>
  );
}

/** The table columns of a shareholder or director. */
export const firmPersonColumns = <Entry extends DirectorEntry>(): Column<Entry>[] => [
  { header: 'Name', cell: (entry) => entry.name },
  { header: 'ID/Passport Number', cell: (entry) => entry.identificationDocumentNo },
  { header: 'Type', cell: (entry) => entry.type },
  { header: 'Registration Number', cell: (entry) => entry.regNo || '-' },
  { header: 'Discipline', cell: (entry) => <DisciplineName code={entry.discipline} /> },
];

/** The form of a stored shareholder or director. */
export const firmPersonValues = (entry: DirectorEntry) => ({
  name: entry.name,
  identificationDocumentNo: entry.identificationDocumentNo,
  discipline: entry.discipline,
  type: entry.type,
  regNo: entry.regNo,
});

export const blankFirmPerson = { name: '', identificationDocumentNo: '', discipline: '', regNo: '' };

import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import {
  type BankerEntry,
  type BankerInput,
  bankerSchemas,
  profileSections,
} from '../../../../contract/profile-sections';
import { TextField } from '../../../components/form-fields';
import { defineWebSection } from './define';
import { SectionTable } from './SectionTable';

/** A firm's bankers (spec 2 §3 Banker, §5). */
export const bankersSection = defineWebSection<BankerEntry, BankerInput>({
  info: profileSections.bankers,
  endpoints: profileSectionEndpoints.bankers,
  title: 'Banker Details',
  schema: bankerSchemas.create,
  blank: { name: '', address: '' },
  valuesOf: (entry) => ({ name: entry.name, address: entry.address }),
  columns: [
    { header: 'Name', cell: (entry) => entry.name },
    { header: 'Address', cell: (entry) => entry.address },
  ],
  describe: (entry) => entry.name,
  Fields: () => (
    <>
      <TextField name="name" label="Name" required upper />
      <TextField name="address" label="Address" required upper />
    </>
  ),
  emptyText: "No bankers yet. Add the firm's bankers.",
});

export default function BankersSection() {
  return <SectionTable section={bankersSection} />;
}

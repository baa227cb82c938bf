import { bankerEntrySchema, bankerSchemas, profileSections } from '../../../../contract/profile-sections';
import { defineSection } from './section';

/** A firm's bankers (spec 2 §3 Banker, §5 Firm sections). */
export const bankersSection = defineSection({
  info: profileSections.bankers,
  audience: 'Corporate',
  table: 'profile_bankers',
  schemas: bankerSchemas,
  entry: bankerEntrySchema,
  columns: (fields) => ({ name: fields.name, address: fields.address }),
  entryOf: (row) => ({ EntryNo: row.entry_no, name: row.name, address: row.address }),
});

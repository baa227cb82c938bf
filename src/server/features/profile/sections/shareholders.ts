import {
  profileSections,
  shareholderEntrySchema,
  shareholderSchemas,
} from '../../../../contract/profile-sections';
import { firmPersonColumns, firmPersonOf } from './firm-person-columns';
import { defineSection } from './section';

/**
 * A firm's shareholders (spec 2 §3 Shareholder, §5 Firm sections): a Member's registration number must
 * be in the member register; shares held is a decimal of at least 0.
 */
export const shareholdersSection = defineSection({
  info: profileSections.shareholders,
  audience: 'Corporate',
  table: 'profile_shareholders',
  schemas: shareholderSchemas,
  entry: shareholderEntrySchema,
  columns: async (fields, { db }) => ({
    ...(await firmPersonColumns(fields, db)),
    shares_held: fields.sharesHeld,
  }),
  entryOf: (row) => ({ ...firmPersonOf(row), sharesHeld: row.shares_held }),
});

import { directorEntrySchema, directorSchemas, profileSections } from '../../../../contract/profile-sections';
import { firmPersonColumns, firmPersonOf } from './firm-person-columns';
import { defineSection } from './section';

/**
 * A firm's directors (spec 2 §3 Director, §5 Firm sections): a shareholder's fields without shares; a
 * Member's registration number must be in the member register.
 */
export const directorsSection = defineSection({
  info: profileSections.directors,
  audience: 'Corporate',
  table: 'profile_directors',
  schemas: directorSchemas,
  entry: directorEntrySchema,
  columns: (fields, { db }) => firmPersonColumns(fields, db),
  entryOf: firmPersonOf,
});

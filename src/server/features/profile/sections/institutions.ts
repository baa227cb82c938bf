import {
  institutionEntrySchema,
  institutionSchemas,
  profileSections,
} from '../../../../contract/profile-sections';
import { defineSection } from './section';

/**
 * Institution memberships (spec 2 §3, §5), for now without their PDF: the attachment arrives with
 * the upload layer as a document column and a multipart create/update (see README.md here).
 */
export const institutionsSection = defineSection({
  info: profileSections.institutions,
  table: 'profile_institutions',
  schemas: institutionSchemas,
  entry: institutionEntrySchema,
  columns: (fields) => ({
    institution: fields.Institution,
    member_no: fields.memberNo,
    membership_type: fields.membershipType,
    year_of_registration: fields.yearOfRegistration,
  }),
  entryOf: (row) => ({
    EntryNo: row.entry_no,
    Institution: row.institution,
    memberNo: row.member_no,
    membershipType: row.membership_type,
    yearOfRegistration: row.year_of_registration,
  }),
});

import {
  institutionEntrySchema,
  institutionSchemas,
  profileSections,
} from '../../../../contract/profile-sections';
import { uploadRules } from '../../../../contract/uploads';
import { defineSection } from './section';

/**
 * Institution memberships (spec 2 §3, §5), each with its PDF (multipart field `attachment`,
 * required unless one is stored; README.md "Sections with files").
 */
export const institutionsSection = defineSection({
  info: profileSections.institutions,
  table: 'profile_institutions',
  schemas: institutionSchemas,
  entry: institutionEntrySchema,
  document: { field: 'attachment', column: 'document_id', rule: uploadRules.pdfAttachment },
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
    attached: row.document_id !== null,
    attachment: row.document_id,
  }),
});

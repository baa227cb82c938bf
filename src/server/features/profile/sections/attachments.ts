import {
  attachmentEntrySchema,
  attachmentSchemas,
  profileSections,
  sectionMessages,
} from '../../../../contract/profile-sections';
import { uploadRules } from '../../../../contract/uploads';
import { defineSection, invalidField } from './section';

/**
 * The profile's attachments (spec 2 §3 Attachment, §5 Attachments): a type from the attachment-types
 * code list, a file name and a PDF (multipart field `attachment`, required unless one is stored).
 */
export const attachmentsSection = defineSection({
  info: profileSections.attachments,
  table: 'profile_attachments',
  schemas: attachmentSchemas,
  entry: attachmentEntrySchema,
  document: { field: 'attachment', column: 'document_id', rule: uploadRules.pdfAttachment },
  async columns(fields, { db }) {
    const type = await db
      .selectFrom('code_lists')
      .select('code')
      .where('list', '=', 'attachment-types')
      .where('code', '=', fields.description)
      .executeTakeFirst();
    if (!type) throw invalidField('description', sectionMessages.chooseFromList);
    return { description: type.code, file_name: fields.fileName };
  },
  entryOf: (row) => ({
    EntryNo: row.entry_no,
    description: row.description,
    attachmentType: row.description,
    fileName: row.file_name,
    attached: row.document_id !== null,
    attachment: row.document_id,
  }),
});

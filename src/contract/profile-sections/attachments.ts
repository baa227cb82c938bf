import { z } from 'zod';
import { entryBase, requiredText, sectionSchemas, storedFileFields } from './fields';
import { sectionMessages } from './messages';

// Attachments (spec 2 §3 Attachment, §5 Attachments). The PDF comes in the multipart field
// `attachment` ('Attachment is required' unless the entry has a stored file; contract/uploads.ts).

export const attachmentSchemas = sectionSchemas({
  /** An attachment type code (GET /api/setup/lists/attachment-types). */
  description: requiredText(sectionMessages.descriptionRequired, 40),
  /** Defaults to the chosen file's name in the form. */
  fileName: requiredText(sectionMessages.fileNameRequired, 150),
});
export type AttachmentInput = z.input<typeof attachmentSchemas.create>;

export const attachmentEntrySchema = z.object({
  ...entryBase,
  description: z.string(),
  /** A copy of description (spec 2 §3). */
  attachmentType: z.string(),
  fileName: z.string(),
  ...storedFileFields,
});
export type AttachmentEntry = z.infer<typeof attachmentEntrySchema>;

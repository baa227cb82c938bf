import { z } from 'zod';
import { entryBase, requiredText, sectionSchemas, storedFileFields, yearFromText } from './fields';
import { sectionMessages } from './messages';

// Institution membership (spec 2 §3, §5). Its PDF comes in the multipart field `attachment`
// ('Attachment is required' unless the entry has a stored file; contract/uploads.ts).

export const institutionSchemas = sectionSchemas({
  Institution: requiredText(sectionMessages.institutionRequired, 150),
  /** The registration number with that institution. */
  memberNo: requiredText(sectionMessages.registrationNoRequired, 40),
  membershipType: requiredText(sectionMessages.membershipTypeRequired, 100),
  /** A number; a multipart form sends it as text, read as a number here. */
  yearOfRegistration: yearFromText(sectionMessages.yearOfRegistrationRequired),
});
export type InstitutionInput = z.input<typeof institutionSchemas.create>;

export const institutionEntrySchema = z.object({
  ...entryBase,
  Institution: z.string(),
  memberNo: z.string(),
  membershipType: z.string(),
  yearOfRegistration: z.number(),
  /** The membership's PDF; attachment is null for entries from before the PDF was asked. */
  ...storedFileFields,
});
export type InstitutionEntry = z.infer<typeof institutionEntrySchema>;

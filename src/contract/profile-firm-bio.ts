import { z } from 'zod';
import { messages } from './common';
import { type ChosenFile, isOneOf } from './file-signatures';
import { bioMessages, storedDocumentSchema } from './profile-bio';
import { optionalText, phoneDigits, requiredText, toUpper } from './profile-sections/fields';
import { type UploadRule, uploadLimits, uploadRules } from './uploads';

/**
 * The firm bio of a Corporate user (spec 2 §2.7, §3 "Firm bio", §5 "Firm bio", §7): GET
 * /api/profile/firmBio, POST /api/profile/firmBio (create, with the profile) and POST
 * /api/profile/firmBio/update, both multipart with the image in `Image`. The server validates with
 * `firmBioSchema`, the web form with the same object plus `firmImageIssues` for the chosen file.
 */

export const firmBioMessages = {
  /** spec: every required field of the firm bio, the image included */
  fieldRequired: messages.fieldRequired,
  /** spec: the photo must be png or jpeg */
  imageType: 'png and jpeg images only',
  /** decisions.md "Profile picture limit" (2,000,000 bytes), worded for the firm's image. */
  imageTooLarge: 'Image should be less than 2MB',
  created: 'Firm profile created successfully',
  updated: 'Firm profile updated successfully',
  profileExists: bioMessages.profileExists,
  notCorporate: 'Only firms (Corporate applicants) have a firm bio; individuals fill in the bio.',
  staffNoProfile: bioMessages.staffNoProfile,
} as const;

/** The image of the firm bio: png or jpeg by content, at most the profile picture's 2,000,000 bytes. */
export const firmImageRule = {
  ...uploadRules.profilePicture,
  tooLarge: firmBioMessages.imageTooLarge,
  wrongKind: firmBioMessages.imageType,
} as const satisfies UploadRule;

const required = (max: number) => requiredText(messages.fieldRequired, max);

/** The firm bio's text fields (spec 2 §5 "Firm bio": all required but the physical address). */
export const firmBioSchema = z.object({
  /** Name of Body; upper-cased as typed. */
  FirstName: required(200).transform(toUpper),
  Address: required(200),
  /** Physical Address, optional. */
  Address2: optionalText(200),
  /** Mobile Number */
  PhoneNo: phoneDigits(true),
  /** Telephone Number */
  PhoneNo2: phoneDigits(true),
  faxNo: phoneDigits(true),
  VATRegNo: required(40).transform(toUpper),
  houseNo: required(40),
  blockNo: required(40),
  lrNo: required(60),
  streetName: required(200),
  City: required(100),
});
export type FirmBioInput = z.input<typeof firmBioSchema>;
export type FirmBioFields = z.output<typeof firmBioSchema>;

/** The text fields in the order the form shows them, with their labels (also the error dialog's). */
export const firmBioLabels = {
  Image: 'Image',
  FirstName: 'Name of Body',
  Email: 'Email',
  PINRegNo: 'PIN Reg Number',
  PhoneNo: 'Mobile Number',
  PhoneNo2: 'Telephone Number',
  faxNo: 'Fax Number',
  VATRegNo: 'VAT Reg Number',
  Address: 'Address',
  Address2: 'Physical Address',
  houseNo: 'House Number',
  blockNo: 'Block Number',
  lrNo: 'LR Number',
  streetName: 'Street Name',
  City: 'City',
} as const;

/**
 * The image rules the browser can check before sending (the server decides the kind from the
 * content): required when none is stored, png or jpeg, at most the limit.
 */
export function firmImageIssues(image: ChosenFile | null, hasStoredImage: boolean): string | null {
  if (!image) return hasStoredImage ? null : messages.fieldRequired;
  if (!isOneOf(image, ['png', 'jpeg'])) return firmBioMessages.imageType;
  if (image.size > uploadLimits.profilePicture) return firmBioMessages.imageTooLarge;
  return null;
}

/** GET /api/profile/firmBio: the firm's own bio. Email and PINRegNo come from the account. */
export const firmBioSchemaOut = z.object({
  ProfileID: z.string(),
  FirstName: z.string(),
  Address: z.string(),
  Address2: z.string(),
  PhoneNo: z.string(),
  PhoneNo2: z.string(),
  faxNo: z.string(),
  Email: z.string(),
  /** The tax PIN the firm registered with. */
  PINRegNo: z.string(),
  /** The same PIN, under the name the individual bio uses. */
  IdentificationDocumentNo: z.string(),
  VATRegNo: z.string(),
  houseNo: z.string(),
  blockNo: z.string(),
  lrNo: z.string(),
  streetName: z.string(),
  City: z.string(),
  /** The stored image; it downloads at its `url` (GET /api/documents/:id), for its owner only. */
  Image: storedDocumentSchema.nullable(),
});
export type FirmBio = z.infer<typeof firmBioSchemaOut>;

export const firmBioSavedSchema = z.object({ message: z.string(), firmBio: firmBioSchemaOut });
export type FirmBioSaved = z.infer<typeof firmBioSavedSchema>;

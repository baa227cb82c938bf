import { z } from 'zod';
import { type FirmBio, firmBioSchema, firmImageIssues } from '../../../../contract/profile-firm-bio';

import { chosenFile } from '../../../lib/file-kind';

const fileField = z.custom<File | null>((value) => value === null || value instanceof File);

/**
 * The contract's firm bio rules plus the image's: required while none is stored, png or jpeg, at most
 * 2 MB. The image check runs whatever else failed, so the error dialog lists every problem at once.
 */
export const firmBioFormSchema = (hasStoredImage: boolean) =>
  firmBioSchema.extend({ Image: fileField }).superRefine(
    (value, context) => {
      const image = (value as { Image?: File | null }).Image ?? null;
      const message = firmImageIssues(image && chosenFile(image), hasStoredImage);
      if (message) context.addIssue({ code: 'custom', path: ['Image'], message });
    },
    { when: () => true },
  );

export type FirmBioFormSchema = ReturnType<typeof firmBioFormSchema>;
export type FirmBioFormValues = z.input<FirmBioFormSchema>;
export type FirmBioFormOutput = z.output<FirmBioFormSchema>;

/** The text fields the form sends, in the form's order. */
export const firmTextFields = [
  'FirstName',
  'PhoneNo',
  'PhoneNo2',
  'faxNo',
  'VATRegNo',
  'Address',
  'Address2',
  'houseNo',
  'blockNo',
  'lrNo',
  'streetName',
  'City',
] as const;

export const valuesOf = (firmBio: FirmBio | null | undefined): FirmBioFormValues => ({
  FirstName: firmBio?.FirstName ?? '',
  Address: firmBio?.Address ?? '',
  Address2: firmBio?.Address2 ?? '',
  PhoneNo: firmBio?.PhoneNo ?? '',
  PhoneNo2: firmBio?.PhoneNo2 ?? '',
  faxNo: firmBio?.faxNo ?? '',
  VATRegNo: firmBio?.VATRegNo ?? '',
  houseNo: firmBio?.houseNo ?? '',
  blockNo: firmBio?.blockNo ?? '',
  lrNo: firmBio?.lrNo ?? '',
  streetName: firmBio?.streetName ?? '',
  City: firmBio?.City ?? '',
  Image: null,
});

import { z } from 'zod';
import {
  always,
  type Bio,
  bioChecks,
  bioFileIssues,
  bioObject,
  COUNTY_COUNTRY,
} from '../../../../contract/profile-bio';

import { chosenFile } from '../../../lib/file-kind';

const fileField = z.custom<File | null>((value) => value === null || value instanceof File);

export const bioFormSchema = (options: {
  organisationCaption: string;
  hasStoredPicture: boolean;
  isNew: boolean;
}) =>
  bioObject.extend({ picture: fileField, IDImage: fileField }).superRefine((value, context) => {
    bioChecks(options)(value as never, context as never);
    const issues = bioFileIssues({
      picture: value.picture ? chosenFile(value.picture) : null,
      idImage: value.IDImage ? chosenFile(value.IDImage) : null,
      hasStoredPicture: options.hasStoredPicture,
      isNew: options.isNew,
      organisationCaption: options.organisationCaption,
    });
    for (const issue of issues)
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }, always);

export type BioFormSchema = ReturnType<typeof bioFormSchema>;
export type BioFormValues = z.input<BioFormSchema>;
export type BioFormOutput = z.output<BioFormSchema>;

/** The field names as the form shows them, for the error dialog. */
export const fieldLabels: Record<string, string> = {
  picture: 'Profile Picture',
  IDImage: 'ID Attachment',
  profileTitle: 'Title',
  FirstName: 'First Name',
  SecondName: 'Second Name',
  LastName: 'Last Name',
  Gender: 'Gender',
  DateOfBirth: 'Date of Birth',
  IdentificationDocumentNo: 'ID/Passport Number',
  Nationality: 'Nationality',
  county: 'County',
  City: 'City',
  Discipline: 'Discipline',
  Disability: 'Disability',
  PWDCardNo: 'PWD Card Number',
  DisabilityDescription: 'Disability Description',
  memberPracticingFirm: 'Practising Firm',
};

export const valuesOf = (bio: Bio | undefined): BioFormValues => ({
  FirstName: bio?.FirstName ?? '',
  SecondName: bio?.SecondName ?? '',
  LastName: bio?.LastName ?? '',
  Gender: bio?.Gender ?? '',
  DateOfBirth: bio?.DateOfBirth ?? '',
  IdentificationDocumentNo: bio?.IdentificationDocumentNo ?? '',
  Nationality: bio?.Nationality || COUNTY_COUNTRY,
  county: bio?.county ?? '',
  City: bio?.City ?? '',
  Discipline: bio?.Discipline ?? '',
  Disability: bio?.Disability ?? false,
  PWDCardNo: bio?.PWDCardNo ?? '',
  DisabilityDescription: bio?.DisabilityDescription ?? '',
  profileTitle: bio?.profileTitle.map((title) => title.title) ?? [],
  memberPracticingFirm: bio?.memberPracticingFirm ?? '',
  picture: null,
  IDImage: null,
});

import { z } from 'zod';
import { filled, firstBroken, messages } from './common';
import { type ChosenFile, isOneOf } from './file-signatures';
import { documentRefSchema, uploadLimits, uploadMessages } from './uploads';

/**
 * The individual's bio (spec 1 §3 "Profile (bio)", §5 Bio; spec 2 §2.7, §3, §5 Bio, §7) and the
 * profile's specializations. The server validates with `bioSchema`, the web form with the same
 * object and checks (`bioObject`, `bioChecks`) plus the checks of the chosen files (`bioFileIssues`).
 */

export const genders = ['Male', 'Female'] as const;
export type Gender = (typeof genders)[number];

import { SPECIAL_ORGANISATION } from './organisation';
import { todayIso } from './portal-time';

export { SPECIAL_ORGANISATION };
/** The settings page's hint under the organisation caption: that one value changes the forms. */
export const organisationCaptionHint = `Shown as the body's short name. ${SPECIAL_ORGANISATION} also changes the member forms: titles become optional, a new profile must attach a certified ID, and the education tables use ${SPECIAL_ORGANISATION}'s wording.`;
/** The country whose members give a county and city (spec 1 §5). */
export const COUNTY_COUNTRY = 'KE';
/** A date of birth of 0001-01-01 counts as no date (spec 1 §3). */
export const EMPTY_DATE = '0001-01-01';

export const bioMessages = {
  /** spec */
  fieldRequired: messages.fieldRequired,
  /** spec */
  pictureRequired: uploadMessages.profilePictureRequired,
  pictureTooLarge: uploadMessages.profilePictureTooLarge,
  notAnImage: uploadMessages.notAnImage,
  idNotAPdf: uploadMessages.idNotAPdf,
  idTooLarge: uploadMessages.attachmentTooLarge,
  /** spec (ID attachment required for the special organisation on a new profile); wording ours. */
  idRequired: 'A certified copy of your ID (PDF, both sides) is required',
  /** spec: specialization description */
  max100: 'Max 100 characters',
  /** spec: profile confirmation */
  confirmed: 'Confirmed Successfully',
  /** Not fixed by the spec. */
  dateInvalid: 'Enter a valid date',
  dateOfBirthInFuture: 'Date of birth cannot be later than today',
  genderInvalid: 'Choose Male or Female',
  tooLong: messages.tooLong,
  chooseFromList: 'Choose a value from the list',
  titleNotOffered: 'Choose titles offered for your membership category',
  countyNotInCountry: 'Choose a county of the chosen nationality',
  cityNotInCounty: 'Choose a city of the chosen county',
  created: 'Profile created successfully',
  updated: 'Profile updated successfully',
  profileExists: 'You already have a profile.',
  notIndividual: 'Only individual applicants create this profile; firms use the firm bio.',
  staffNoProfile: 'Staff accounts do not have a member profile.',
  specializationNotOfDiscipline: 'Choose a specialization of your discipline',
  specializationDuplicate: 'This specialization is already on your profile',
  specializationSaved: 'Specialization saved successfully',
  specializationUpdated: 'Specialization updated successfully',
  specializationRemoved: 'Specialization removed successfully',
  specializationNotFound: 'This specialization was not found. Reload the page.',
  disciplineFirst: 'Choose your discipline in the bio first',
} as const;

/** Today in the portal's time zone, the same in the browser and on the server (contract/portal-time). */
export const bioToday = (now: Date = new Date()): string => todayIso(now);

export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const text = (max: number) =>
  z
    .string()
    .trim()
    .superRefine(firstBroken([(value: string) => value.length <= max, bioMessages.tooLong(max)]));
const requiredText = (max: number) =>
  z
    .string({ error: messages.fieldRequired })
    .trim()
    .superRefine(
      firstBroken(
        [filled, messages.fieldRequired],
        [(value: string) => value.length <= max, bioMessages.tooLong(max)],
      ),
    );
/** Names are upper-cased (spec: "upper-cased as typed"). */
const upper = (schema: z.ZodType<string, string>) => schema.transform((value) => value.toUpperCase());

/** The bio's text and choice fields, before the cross-field checks. */
export const bioObject = z.object({
  FirstName: upper(requiredText(100)),
  SecondName: upper(text(100)).default(''),
  LastName: upper(requiredText(100)),
  Gender: z
    .string({ error: messages.fieldRequired })
    .superRefine(
      firstBroken(
        [filled, messages.fieldRequired],
        [(value: string) => (genders as readonly string[]).includes(value), bioMessages.genderInvalid],
      ),
    ),
  DateOfBirth: z
    .string({ error: messages.fieldRequired })
    .trim()
    .transform((value) => (value === EMPTY_DATE ? '' : value))
    .superRefine(
      firstBroken(
        [filled, messages.fieldRequired],
        [isIsoDate, bioMessages.dateInvalid],
        [(value: string) => value <= bioToday(), bioMessages.dateOfBirthInFuture],
      ),
    ),
  IdentificationDocumentNo: requiredText(40),
  Nationality: requiredText(3).transform((value) => value.toUpperCase()),
  /** CountyNo as text ('' for none); only for KE. */
  county: text(10).default(''),
  /** The city's name; only for KE. */
  City: text(100).default(''),
  Discipline: requiredText(40),
  Disability: z.boolean().default(false),
  PWDCardNo: text(40).default(''),
  DisabilityDescription: text(250).default(''),
  /** Title codes, in the order chosen. */
  profileTitle: z.array(z.string().trim().max(20)).max(10).default([]),
  memberPracticingFirm: text(200).default(''),
});
export type BioInput = z.input<typeof bioObject>;
export type BioFields = z.output<typeof bioObject>;

export interface BioOptions {
  /** minor_settings.organisation_caption; titles are optional for the special organisation. */
  organisationCaption: string;
}

type BioShape = Pick<
  BioFields,
  'Disability' | 'PWDCardNo' | 'DisabilityDescription' | 'profileTitle' | 'county' | 'Nationality'
>;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The checks across fields. They run even while other fields are invalid (zod skips them otherwise),
 * reading the values defensively, so the error dialog lists every rule that failed at once.
 */
export const bioChecks =
  (options: BioOptions) =>
  (value: BioShape, context: z.RefinementCtx<BioShape>): void => {
    const raw = value as Partial<Record<keyof BioShape, unknown>>;
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message, input: value });
    const titles = Array.isArray(raw.profileTitle) ? raw.profileTitle.filter(Boolean) : [];
    if (options.organisationCaption !== SPECIAL_ORGANISATION && titles.length === 0) {
      issue('profileTitle', messages.fieldRequired);
    }
    if (raw.Disability === true) {
      if (!textOf(raw.PWDCardNo)) issue('PWDCardNo', messages.fieldRequired);
      if (!textOf(raw.DisabilityDescription)) issue('DisabilityDescription', messages.fieldRequired);
    }
    const county = textOf(raw.county);
    if (county && !/^\d+$/.test(county)) issue('county', bioMessages.chooseFromList);
  };

/** The checks run whatever else failed; they read the values defensively. */
export const always = { when: () => true } as const;

export const bioSchema = (options: BioOptions) => bioObject.superRefine(bioChecks(options), always);

export type { ChosenFile } from './file-signatures';

/**
 * The file rules the browser can check before sending (the server decides the kind from the
 * content): picture required when none is stored, png/jpeg, under the limit; ID a PDF, under the
 * limit, required for the special organisation on a new profile.
 */
export function bioFileIssues(input: {
  picture: ChosenFile | null;
  idImage: ChosenFile | null;
  hasStoredPicture: boolean;
  isNew: boolean;
  organisationCaption: string;
}): { path: 'picture' | 'IDImage'; message: string }[] {
  const issues: { path: 'picture' | 'IDImage'; message: string }[] = [];
  const { picture, idImage } = input;
  if (!picture) {
    if (!input.hasStoredPicture) issues.push({ path: 'picture', message: bioMessages.pictureRequired });
  } else if (!isOneOf(picture, ['png', 'jpeg'])) {
    issues.push({ path: 'picture', message: bioMessages.notAnImage });
  } else if (picture.size > uploadLimits.profilePicture) {
    issues.push({ path: 'picture', message: bioMessages.pictureTooLarge });
  }
  if (!idImage) {
    if (input.isNew && input.organisationCaption === SPECIAL_ORGANISATION) {
      issues.push({ path: 'IDImage', message: bioMessages.idRequired });
    }
  } else if (!isOneOf(idImage, ['pdf'])) {
    issues.push({ path: 'IDImage', message: bioMessages.idNotAPdf });
  } else if (idImage.size > uploadLimits.attachment) {
    issues.push({ path: 'IDImage', message: bioMessages.idTooLarge });
  }
  return issues;
}

/**
 * Multipart text fields as the browser sends them (every value a string) turned into what
 * `bioObject` reads: Disability 'true'/'false', profileTitle repeated or as JSON text.
 */
export function bioFieldsFromForm(fields: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...fields };
  const flag = fields.Disability;
  if (typeof flag === 'string') result.Disability = flag === 'true' || flag === '1' || flag === 'on';
  const titles = fields.profileTitle;
  if (typeof titles === 'string') {
    const trimmed = titles.trim();
    if (trimmed.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        result.profileTitle = Array.isArray(parsed)
          ? parsed.map((entry) =>
              entry && typeof entry === 'object' && 'title' in entry ? String(entry.title) : String(entry),
            )
          : parsed;
      } catch {
        result.profileTitle = trimmed;
      }
    } else result.profileTitle = trimmed ? [trimmed] : [];
  }
  return result;
}

/** The confirmation form of /profile/profileConfirm (spec 2 §2.2). */
export const confirmProfileSchema = z.object({
  confirmed: z.literal(true),
  ProfileID: z.string().max(40).optional(),
});

export const profileTitleSchema = z.object({
  title: z.string(),
  description: z.string(),
  profileID: z.string(),
  sequenceID: z.number().int(),
});

export const storedDocumentSchema = documentRefSchema.extend({ url: z.string() });
export type StoredDocument = z.infer<typeof storedDocumentSchema>;

/** GET /api/profile: the signed-in user's own bio. */
export const bioSchemaOut = z.object({
  ProfileID: z.string(),
  FirstName: z.string(),
  SecondName: z.string(),
  LastName: z.string(),
  Gender: z.enum(genders).nullable(),
  DateOfBirth: z.string(),
  IdentificationDocumentNo: z.string(),
  Nationality: z.string(),
  county: z.string(),
  City: z.string(),
  Discipline: z.string(),
  Disability: z.boolean(),
  PWDCardNo: z.string(),
  DisabilityDescription: z.string(),
  profileTitle: z.array(profileTitleSchema),
  memberPracticingFirm: z.string(),
  picture: storedDocumentSchema.nullable(),
  ID: storedDocumentSchema.nullable(),
  MemberNo: z.string().nullable(),
  MemberShipType: z.string().nullable(),
  Email: z.string(),
  confirmed: z.boolean(),
});
export type Bio = z.infer<typeof bioSchemaOut>;

export const bioSavedSchema = z.object({ message: z.string(), profile: bioSchemaOut });
export type BioSaved = z.infer<typeof bioSavedSchema>;

// ---------------------------------------------------------------------------------------------
// Specializations

export const specializationDescription = z
  .string({ error: messages.fieldRequired })
  .trim()
  .superRefine(
    firstBroken(
      [filled, messages.fieldRequired],
      [(value: string) => value.length < 100, bioMessages.max100],
    ),
  );

export const specializationInputSchema = z.object({
  Code: requiredText(40),
  Description: specializationDescription,
});
export type SpecializationInput = z.input<typeof specializationInputSchema>;

/** POST /api/profile/specialization: the new specializations, submitted as a list. */
export const submitSpecializationsSchema = z.array(specializationInputSchema).min(1).max(50);
/** POST /api/profile/specialization/update: one specialization, named by EntryNo. */
export const patchSpecializationSchema = specializationInputSchema.extend({
  EntryNo: z.number().int().positive(),
});
/** POST /api/profile/specialization/remove */
export const removeSpecializationSchema = z.object({ EntryNo: z.number().int().positive() });

export const specializationSchema = z.object({
  Code: z.string(),
  Description: z.string(),
  Discipline: z.string(),
  ProfileID: z.string(),
  lineNo: z.number().int(),
  EntryNo: z.number().int(),
});
export type Specialization = z.infer<typeof specializationSchema>;

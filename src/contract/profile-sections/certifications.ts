import { z } from 'zod';
import { messages } from '../common';
import {
  currentYear,
  entryBase,
  entryNoSchema,
  isEmail,
  isIsoDate,
  MIN_REGISTRATION_YEAR,
  optionalText,
  pastDate,
  requiredText,
  sectionSchemas,
  storedFileFields,
  toUpper,
  yearFromText,
} from './fields';
import { sectionMessages } from './messages';

// Certifications (spec 2 §2.4, §3 Certification, §5 Certification). The certificate PDF comes in the
// multipart field `attachment` ('Attachment is required' unless the entry has a stored file).

export const certificationTypes = ['Professional', 'Educational'] as const;
export type CertificationType = (typeof certificationTypes)[number];
export const certificationCategories = ['Local', 'Foreign'] as const;
export type CertificationCategory = (typeof certificationCategories)[number];
export const DEFAULT_COMPLETION_YEAR = 2021;
/** The university choice that means none of the list; it is not stored (spec 2 §3). */
export const OTHER_UNIVERSITY = 'OTHER';

/**
 * Spec 2 §6 (permission create:Professional) on the seeded membership_categories codes: STUDENT may
 * add only Educational (Other) qualifications; GRADUATE, TECHNICIAN (the spec's ENG TECH), TECHNOLOGIST
 * (ENG TECHNO), CORPORATE and ASSOCIATE may add Professional (Academic) ones too. The spec's own codes
 * are kept for an organisation that seeds them. PROFESSIONAL, CONSULTING and FELLOW are not named by
 * the spec but are reached by upgrade from CORPORATE, which already holds the permission, and they
 * require an engineering degree, so they keep it. Firms (FIRM, CONTRACTOR-FIRM) have no
 * certifications tab, and a user without a category has nothing that grants the permission.
 */
const professionalCategories: readonly string[] = [
  'GRADUATE',
  'ENG TECH',
  'ENG TECHNO',
  'TECHNICIAN',
  'TECHNOLOGIST',
  'CORPORATE',
  'ASSOCIATE',
  'PROFESSIONAL',
  'CONSULTING',
  'FELLOW',
];

/** Whether applicants of this membership category may add Type Professional qualifications. */
export const canCreateProfessional = (categoryCode: string | null | undefined): boolean =>
  categoryCode != null && professionalCategories.includes(categoryCode.trim().toUpperCase());

const foreignContactFields = [
  ['ContactPerson', sectionMessages.contactPersonRequired],
  ['ContactDesignation', sectionMessages.designationRequired],
  ['ContactEmail', sectionMessages.contactEmailRequired],
  ['contactPersonAddress', sectionMessages.addressRequired],
  ['ContactCountry', sectionMessages.countryRequired],
] as const;

/**
 * A 2014–2018 degree is not completed in 2021: the Completion Year lies between the year of the End
 * Date and the year of the Graduation Date. The values are seen before transforms (the year as typed).
 */
function checkCompletionYear(
  value: { CompletionYear: unknown; EndDate: string; GraduationDate: string },
  report: (field: 'CompletionYear', message: string) => void,
) {
  const year = Number(value.CompletionYear);
  if (!Number.isInteger(year) || year < MIN_REGISTRATION_YEAR || year > currentYear()) return;
  if (isIsoDate(value.EndDate) && year < Number(value.EndDate.slice(0, 4))) {
    report('CompletionYear', sectionMessages.completionBeforeEnd);
  } else if (isIsoDate(value.GraduationDate) && year > Number(value.GraduationDate.slice(0, 4))) {
    report('CompletionYear', sectionMessages.completionAfterGraduation);
  }
}

export const certificationSchemas = sectionSchemas(
  {
    Type: z.enum(certificationTypes, { error: sectionMessages.typeRequired }),
    Category: z.enum(certificationCategories, { error: sectionMessages.categoryRequired }),
    /** A university code (GET /api/setup/universities), or OTHER for none of them. */
    UniversityCode: requiredText(sectionMessages.universityRequired, 40),
    Institution: requiredText(sectionMessages.institutionRequired, 150),
    CompletionYear: yearFromText(sectionMessages.completionYearRequired),
    AreaOfSpecialization: requiredText(sectionMessages.areaRequired, 150),
    /** A code of the certificates list (GET /api/setup/lists/certificates). */
    CertificateAwarded: requiredText(sectionMessages.certificateAwardedRequired, 40),
    QualificationDescription: optionalText(250),
    CertificateNo: requiredText(sectionMessages.certificateNoRequired, 60),
    /** A code of the divisions list (GET /api/setup/lists/divisions). */
    CertificationClass: requiredText(sectionMessages.certificationClassRequired, 40),
    StartDate: pastDate(sectionMessages.startDateRequired),
    EndDate: pastDate(sectionMessages.endDateRequired),
    GraduationDate: pastDate(sectionMessages.graduationDateRequired),
    /** The institution's contact, asked (and required) for Foreign qualifications only; upper-cased. */
    ContactPerson: optionalText(150).transform(toUpper),
    ContactDesignation: optionalText(100).transform(toUpper),
    contactPersonAddress: optionalText(250).transform(toUpper),
    ContactEmail: optionalText(254).transform(toUpper),
    /** A country code (GET /api/setup/countries). */
    ContactCountry: optionalText(3).transform(toUpper),
  },
  {
    reads: [
      'Category',
      'CompletionYear',
      'StartDate',
      'EndDate',
      'GraduationDate',
      'ContactPerson',
      'ContactDesignation',
      'ContactEmail',
      'contactPersonAddress',
      'ContactCountry',
    ],
    run(value, report) {
      let datesAgree = isIsoDate(value.StartDate);
      if (isIsoDate(value.StartDate)) {
        if (isIsoDate(value.EndDate) && value.EndDate < value.StartDate) {
          report('EndDate', sectionMessages.certEndBeforeStart);
          datesAgree = false;
        }
        if (isIsoDate(value.GraduationDate) && value.GraduationDate < value.StartDate) {
          report('GraduationDate', sectionMessages.graduationBeforeStart);
          datesAgree = false;
        }
      }
      // Compared only with dates that agree with each other: one message per mistake, on its field.
      if (datesAgree) checkCompletionYear(value, report);
      if (value.Category !== 'Foreign') return;
      for (const [field, message] of foreignContactFields) if (value[field] === '') report(field, message);
      const email = value.ContactEmail;
      if (email !== '' && !isEmail(email)) {
        report('ContactEmail', messages.emailInvalid);
      }
    },
  },
);
export type CertificationInput = z.input<typeof certificationSchemas.create>;

/** How many transcripts one foreign qualification may hold (sectionMessages.transcriptsLimit). */
export const MAX_TRANSCRIPTS = 20;

/** A transcript of a Foreign qualification; `attachment` is its PDF's document id (documentUrl). */
export const certificationTranscriptSchema = z.object({
  id: z.number(),
  description: z.string(),
  attachment: z.string(),
});
export type CertificationTranscript = z.infer<typeof certificationTranscriptSchema>;

export const certificationEntrySchema = z.object({
  ...entryBase,
  Type: z.enum(certificationTypes),
  Category: z.enum(certificationCategories),
  /** '' when OTHER was chosen. */
  UniversityCode: z.string(),
  Institution: z.string(),
  CompletionYear: z.number(),
  AreaOfSpecialization: z.string(),
  CertificateAwarded: z.string(),
  QualificationDescription: z.string(),
  CertificateNo: z.string(),
  CertificationClass: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  GraduationDate: z.string(),
  ContactPerson: z.string(),
  ContactDesignation: z.string(),
  contactPersonAddress: z.string(),
  ContactEmail: z.string(),
  ContactCountry: z.string(),
  /** The certificate PDF. */
  ...storedFileFields,
  /** Foreign entries only (always empty for Local ones), in the order added. */
  transcripts: z.array(certificationTranscriptSchema),
});
export type CertificationEntry = z.infer<typeof certificationEntrySchema>;

/**
 * POST /api/profile/certification/transcripts, a multipart form: these fields and the PDF in `file`
 * (uploadRules.pdfAttachment). Only for the caller's own Foreign entries.
 */
export const addTranscriptSchema = z.object({
  EntryNo: entryNoSchema,
  description: requiredText(sectionMessages.descriptionRequired, 250),
});
export type AddTranscriptInput = z.input<typeof addTranscriptSchema>;
/** The multipart field of a transcript's PDF. */
export const TRANSCRIPT_FILE_FIELD = 'file';

/** POST /api/profile/certification/transcripts/remove. */
export const removeTranscriptSchema = z.object({
  EntryNo: entryNoSchema,
  transcriptId: z.coerce
    .number({ error: sectionMessages.transcriptNotFound })
    .int(sectionMessages.transcriptNotFound)
    .min(1, sectionMessages.transcriptNotFound)
    .max(2_147_483_647, sectionMessages.transcriptNotFound),
});
export type RemoveTranscriptInput = z.input<typeof removeTranscriptSchema>;

export const addedTranscriptSchema = z.object({
  message: z.string(),
  transcript: certificationTranscriptSchema,
});
export const removedTranscriptSchema = z.object({ message: z.string(), transcriptId: z.number() });

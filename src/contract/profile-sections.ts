import { z } from 'zod';
import { emailPattern, filled, firstBroken, messages } from './common';

/**
 * The profile's list sections (spec 2 §2.1, §2.6, §3, §5, §7): contacts, work experience,
 * convictions, bankers, services and institution memberships so far. Every section is a list of
 * entries of the signed-in user's own profile, each with a per-profile running number `EntryNo`.
 *
 * A section's request schemas come from `sectionSchemas(fields, check)`: `create` takes the fields,
 * `update` the fields plus `EntryNo`, and `remove` (the same for all) only `EntryNo`. The web form
 * validates with `create`, so it shows exactly the messages the server would answer.
 */

/** Where the section lives under /api/profile/ (spec 2 §7) and the word its messages use. */
export const profileSections = {
  contacts: { path: 'contact', label: 'Contact', noun: 'contact' },
  workExperience: { path: 'work-experience', label: 'Work experience', noun: 'work experience' },
  convictions: { path: 'convictions', label: 'Conviction', noun: 'conviction' },
  bankers: { path: 'bankers', label: 'Banker', noun: 'banker' },
  services: { path: 'services', label: 'Service', noun: 'service' },
  institutions: { path: 'institution', label: 'Institution membership', noun: 'institution membership' },
  attachments: { path: 'attachments', label: 'Attachment', noun: 'attachment' },
  certifications: { path: 'certification', label: 'Certification', noun: 'certification' },
} as const satisfies Record<string, SectionInfo>;
export type ProfileSectionName = keyof typeof profileSections;

export interface SectionInfo {
  /** /api/profile/<path>, /api/profile/<path>/update, /api/profile/<path>/remove */
  path: string;
  /** Capitalised, for messages: 'Contact updated successfully'. */
  label: string;
  /** Lower case, for titles: 'Delete this contact?'. */
  noun: string;
}

/** Messages of the sections. Those marked "spec" are verbatim from spec 2 §5 and §7 (typos included). */
export const sectionMessages = {
  /** spec: work experience Sector */
  sectorRequired: 'Sector Year is required',
  /** spec: work experience description */
  max100Reached: 'Max 100 characters reached',
  /** spec: work experience To Date before From Date */
  endBeforeStart: 'End Date Cannot be before Start Date',
  /** spec: contact Address */
  mustBeNumber: 'Must be a number',
  /** spec: contact Address */
  upToNineDigits: 'Must be a number with up to 9 digits',
  /** spec: convictions */
  convictionDateRequired: 'Conviction Date is required',
  offenceRequired: 'Offence is required',
  sentenceRequired: 'Sentence Imposed No is required',
  /** spec: institution membership */
  institutionRequired: 'Institution is required',
  registrationNoRequired: 'Registration No required',
  membershipTypeRequired: 'Membership Type is required',
  yearOfRegistrationRequired: 'year of Registration',
  /** spec: certification */
  completionYearRequired: 'Completion Year is required',
  areaRequired: 'Area of Specialization is required',
  certificateAwardedRequired: 'Certificate Awarded is required',
  typeRequired: 'Type is required',
  certificateNoRequired: 'Certificate No is required',
  certificationClassRequired: 'Certification Class is required',
  categoryRequired: 'Category is required',
  startDateRequired: 'Start Date is required',
  endDateRequired: 'End Date is required',
  graduationDateRequired: 'Graduation Date is required',
  universityRequired: 'University is required',
  certEndBeforeStart: 'End Date Cannot come before Start Date',
  graduationBeforeStart: 'Graduation Date Cannot come before Start Date',
  contactPersonRequired: 'Contact Person is required',
  designationRequired: 'Designation is required',
  contactEmailRequired: 'Email is required',
  addressRequired: 'Address is required',
  countryRequired: 'Country is required',
  /** spec: attachments */
  descriptionRequired: 'Description is required',
  fileNameRequired: 'File Name is required',
  /** Not fixed by the spec. */
  dateInvalid: 'Enter a valid date',
  dateInFuture: 'Date cannot be after today',
  digitsOnly: 'Use digits only',
  phoneTooLong: 'Phone number can have at most 15 digits',
  yearOutOfRange: 'Choose a year from 1900 to this year',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  chooseFromList: 'Choose a value from the list',
  entryNoInvalid: 'EntryNo must be the number of one of your entries',
  /** The same answer for an entry that does not exist and one of someone else's profile. */
  entryNotFound: 'This entry was not found. It may have been deleted; reload the page.',
  /** Two saves of the same profile crossed; nothing was changed by the second. */
  concurrentChange: 'Your profile changed at the same time elsewhere. Reload the page and try again.',
  contactTypeTaken: (type: string) =>
    `You already have a ${type} contact. Edit that contact instead of adding another.`,
  added: (label: string) => `${label} added successfully`,
  /** spec (contacts): 'Contact updated successfully' */
  updated: (label: string) => `${label} updated successfully`,
  deleted: (label: string) => `${label} deleted successfully`,
} as const;

// ---------------------------------------------------------------------------------------------
// Field rules shared by the sections

/**
 * Dates are ISO calendar dates (YYYY-MM-DD). "Today" is the date in the portal's time zone, the same
 * in the browser and on the server whatever their clocks' zones, so a date a member may pick is one
 * the server accepts.
 */
export const PORTAL_TIME_ZONE = 'Africa/Nairobi';
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const todayIso = (now: Date = new Date()): string => isoDay.format(now);
export const currentYear = (now: Date = new Date()): number => Number(todayIso(now).slice(0, 4));

export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const notAfterToday = (value: string) => !isIsoDate(value) || value <= todayIso();

const within = (max: number) => (value: string) => value.length <= max;

/** A required text: trimmed, `required` when empty, then at most `max` characters. */
export const requiredText = (required: string, max: number, tooLong: string = sectionMessages.tooLong(max)) =>
  z
    .string({ error: required })
    .trim()
    .superRefine(firstBroken([filled, required], [within(max), tooLong]));

/** An optional text: trimmed, empty when left out. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .superRefine(firstBroken([within(max), sectionMessages.tooLong(max)]))
    .default('');

const toUpper = (value: string) => value.toUpperCase();

/** A required date (YYYY-MM-DD), not after today. */
export const pastDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .superRefine(
      firstBroken(
        [filled, required],
        [isIsoDate, sectionMessages.dateInvalid],
        [notAfterToday, sectionMessages.dateInFuture],
      ),
    );

/** An optional date: empty, or a date not after today. */
export const optionalPastDate = () =>
  z
    .string()
    .trim()
    .superRefine(
      firstBroken(
        [(value) => value === '' || isIsoDate(value), sectionMessages.dateInvalid],
        [notAfterToday, sectionMessages.dateInFuture],
      ),
    )
    .default('');

/** Phone fields take digits only (spec 2 §5 Contact); at most 15, as in E.164. */
const phoneDigits = (required: boolean) =>
  z
    .string({ error: messages.fieldRequired })
    .trim()
    .superRefine(
      firstBroken(
        [(value) => !required || filled(value), messages.fieldRequired],
        [(value) => /^\d*$/.test(value), sectionMessages.digitsOnly],
        [within(15), sectionMessages.phoneTooLong],
      ),
    );

export const entryNoSchema = z.coerce
  .number({ error: sectionMessages.entryNoInvalid })
  .int(sectionMessages.entryNoInvalid)
  .min(1, sectionMessages.entryNoInvalid)
  .max(2_147_483_647, sectionMessages.entryNoInvalid);

/** The body of POST /api/profile/<section>/remove. */
export const removeEntrySchema = z.object({ EntryNo: entryNoSchema });
export type RemoveEntryRequest = z.input<typeof removeEntrySchema>;

/** Reports one message on one field; used by a section's cross-field check. */
export type ReportIssue = (field: string, message: string) => void;

/**
 * The create and update schemas of a section. `check` sees the whole entry and reports cross-field
 * problems (To Date before From Date, fields a contact type needs). It runs even while other fields
 * are invalid, as long as the fields named in `reads` are present, so a form shows every message at
 * once; it sees the values before transforms (trimmed, not upper-cased).
 */
export function sectionSchemas<Shape extends z.ZodRawShape>(
  shape: Shape,
  check?: {
    reads: (keyof Shape & string)[];
    run: (value: z.output<z.ZodObject<Shape>>, report: ReportIssue) => void;
  },
) {
  const refine = <T extends z.ZodObject>(schema: T) =>
    check
      ? schema.superRefine(
          (value, context) =>
            check.run(value as z.output<z.ZodObject<Shape>>, (field, message) =>
              context.addIssue({ code: 'custom', message, path: [field], input: value }),
            ),
          {
            when: (payload) =>
              check.reads.every(
                (key) => (payload.value as Record<string, unknown> | undefined)?.[key] !== undefined,
              ),
          },
        )
      : schema;
  return {
    create: refine(z.object(shape)),
    update: refine(z.object({ ...shape, EntryNo: entryNoSchema })),
  };
}

/** Every entry carries its per-profile running number. */
const entryBase = { EntryNo: z.number() };

/** What every create/update answers: the spec's success text and the saved entry. */
export const savedEntrySchema = <Entry extends z.ZodType>(entry: Entry) =>
  z.object({ message: z.string(), entry });
export const removedEntrySchema = z.object({ message: z.string(), EntryNo: z.number() });

// ---------------------------------------------------------------------------------------------
// Contacts (spec 2 §3 Contact, §5 Contact)

export const contactTypes = ['Personal', 'Work'] as const;
export type ContactType = (typeof contactTypes)[number];
export const DEFAULT_COUNTRY = 'KE';
/** County and City are asked (and required) for Kenyan addresses only; other countries type a postal code. */
export const countryHasCounties = (countryCode: string) => countryCode === DEFAULT_COUNTRY;

const contactAddress = z
  .string({ error: messages.fieldRequired })
  .trim()
  .superRefine(
    firstBroken(
      [filled, messages.fieldRequired],
      [(value) => /^\d+$/.test(value), sectionMessages.mustBeNumber],
      [within(9), sectionMessages.upToNineDigits],
    ),
  );

const contactEmail = z
  .string({ error: messages.emailRequired })
  .trim()
  .superRefine(
    firstBroken(
      [filled, messages.emailRequired],
      [(value) => value.length <= 254 && emailPattern.test(value), messages.emailInvalid],
    ),
  )
  .transform(toUpper);

export const contactSchemas = sectionSchemas(
  {
    Type: z.enum(contactTypes, { error: messages.fieldRequired }),
    Email: contactEmail,
    PhoneNo: phoneDigits(true),
    PhoneNo2: phoneDigits(false).default(''),
    /** P.O. box number. */
    Address: contactAddress,
    Country_Code: requiredText(messages.fieldRequired, 3),
    /** County number (setup counties), for Kenyan addresses. */
    County: z.number({ error: messages.fieldRequired }).int().positive().nullable().default(null),
    /** City code (setup cities), for Kenyan addresses; the postal code is taken from it. */
    City: optionalText(40),
    /** Typed only for addresses outside Kenya; for Kenya the server fills it from the city. */
    PostCode: optionalText(20).transform(toUpper),
    PlaceOfWork: optionalText(150).transform(toUpper),
    Location: optionalText(150).transform(toUpper),
    Designation: optionalText(100).transform(toUpper),
  },
  {
    reads: ['Type', 'Country_Code', 'County', 'City', 'PlaceOfWork', 'Location', 'Designation'],
    run(value, report) {
      if (countryHasCounties(value.Country_Code)) {
        if (value.County === null) report('County', messages.fieldRequired);
        if (value.City === '') report('City', messages.fieldRequired);
      }
      if (value.Type === 'Work') {
        for (const field of ['PlaceOfWork', 'Location', 'Designation'] as const) {
          if (value[field] === '') report(field, messages.fieldRequired);
        }
      }
    },
  },
);
export type ContactInput = z.input<typeof contactSchemas.create>;

export const contactEntrySchema = z.object({
  ...entryBase,
  Type: z.enum(contactTypes),
  /** Only Active contacts are listed (spec 2 §3). */
  Status: z.string(),
  Email: z.string(),
  PhoneNo: z.string(),
  PhoneNo2: z.string(),
  Address: z.string(),
  PostCode: z.string(),
  Country_Code: z.string(),
  County: z.number().nullable(),
  City: z.string(),
  /** The city's name, kept with the contact as it was chosen. */
  CityName: z.string(),
  PlaceOfWork: z.string(),
  Location: z.string(),
  Designation: z.string(),
});
export type ContactEntry = z.infer<typeof contactEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Work experience (spec 2 §3, §4, §5 Work experience)

export const WORK_DESCRIPTION_MAX = 100;

export const workExperienceSchemas = sectionSchemas(
  {
    NameOfFirm: requiredText(messages.fieldRequired, 150),
    /** An industry group code (GET /api/setup/lists/industry-groups). */
    Sector: requiredText(sectionMessages.sectorRequired, 40),
    PositionHeld: requiredText(messages.fieldRequired, 100),
    FromDate: pastDate(messages.fieldRequired),
    /** Hidden and not required while Current; a current position is saved with today's date (spec 2 §4). */
    ToDate: optionalPastDate(),
    Current: z.boolean().default(false),
    ResponsibilitiesDescription: requiredText(
      messages.fieldRequired,
      WORK_DESCRIPTION_MAX,
      sectionMessages.max100Reached,
    ),
  },
  {
    reads: ['FromDate', 'ToDate', 'Current'],
    run(value, report) {
      if (value.Current) return;
      if (value.ToDate === '') report('ToDate', messages.fieldRequired);
      else if (isIsoDate(value.FromDate) && isIsoDate(value.ToDate) && value.ToDate < value.FromDate) {
        report('ToDate', sectionMessages.endBeforeStart);
      }
    },
  },
);
export type WorkExperienceInput = z.input<typeof workExperienceSchemas.create>;

export const workExperienceEntrySchema = z.object({
  ...entryBase,
  NameOfFirm: z.string(),
  Sector: z.string(),
  PositionHeld: z.string(),
  FromDate: z.string(),
  ToDate: z.string(),
  Current: z.boolean(),
  ResponsibilitiesDescription: z.string(),
});
export type WorkExperienceEntry = z.infer<typeof workExperienceEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Convictions (spec 2 §3 Conviction, §5 Firm sections)

export const convictionSchemas = sectionSchemas({
  ConvictionDate: pastDate(sectionMessages.convictionDateRequired),
  Offence: requiredText(sectionMessages.offenceRequired, 250),
  SentenceImposed: requiredText(sectionMessages.sentenceRequired, 250),
});
export type ConvictionInput = z.input<typeof convictionSchemas.create>;

export const convictionEntrySchema = z.object({
  ...entryBase,
  ConvictionDate: z.string(),
  Offence: z.string(),
  SentenceImposed: z.string(),
});
export type ConvictionEntry = z.infer<typeof convictionEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Bankers (spec 2 §3 Banker, §5 Firm sections: name and address required; text upper-cased)

export const bankerSchemas = sectionSchemas({
  name: requiredText(messages.fieldRequired, 150).transform(toUpper),
  address: requiredText(messages.fieldRequired, 250).transform(toUpper),
});
export type BankerInput = z.input<typeof bankerSchemas.create>;

export const bankerEntrySchema = z.object({ ...entryBase, name: z.string(), address: z.string() });
export type BankerEntry = z.infer<typeof bankerEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Services of a firm (spec 2 §3 Service, §5 Firm sections: service name and description required)

export const serviceSchemas = sectionSchemas({
  service: requiredText(messages.fieldRequired, 150).transform(toUpper),
  description: requiredText(messages.fieldRequired, 1000),
});
export type ServiceInput = z.input<typeof serviceSchemas.create>;

export const serviceEntrySchema = z.object({ ...entryBase, service: z.string(), description: z.string() });
export type ServiceEntry = z.infer<typeof serviceEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Institution membership (spec 2 §3, §5). Its PDF comes in the multipart field `attachment`
// ('Attachment is required' unless the entry has a stored file; contract/uploads.ts).

export const MIN_REGISTRATION_YEAR = 1900;

/** Text of digits (a multipart form's field) as a number; anything else as it is, for the schema to judge. */
const numberFromText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

export const institutionSchemas = sectionSchemas({
  Institution: requiredText(sectionMessages.institutionRequired, 150),
  /** The registration number with that institution. */
  memberNo: requiredText(sectionMessages.registrationNoRequired, 40),
  membershipType: requiredText(sectionMessages.membershipTypeRequired, 100),
  /** A number; a multipart form sends it as text, read as a number here. */
  yearOfRegistration: z.preprocess(
    numberFromText,
    z
      .number({ error: sectionMessages.yearOfRegistrationRequired })
      .int(sectionMessages.yearOutOfRange)
      .superRefine(
        firstBroken([
          (year: number) => year >= MIN_REGISTRATION_YEAR && year <= currentYear(),
          sectionMessages.yearOutOfRange,
        ]),
      ),
  ) as z.ZodType<number, number>,
});
export type InstitutionInput = z.input<typeof institutionSchemas.create>;

export const institutionEntrySchema = z.object({
  ...entryBase,
  Institution: z.string(),
  memberNo: z.string(),
  membershipType: z.string(),
  yearOfRegistration: z.number(),
  /** Whether the membership's PDF is stored; it downloads at documentUrl(attachment). */
  attached: z.boolean(),
  /** The stored document's id, or null (entries from before the PDF was asked). */
  attachment: z.string().nullable(),
});
export type InstitutionEntry = z.infer<typeof institutionEntrySchema>;

// ---------------------------------------------------------------------------------------------
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
  /** Whether a file is stored; it downloads at documentUrl(attachment). */
  attached: z.boolean(),
  /** The stored document's id, or null. */
  attachment: z.string().nullable(),
});
export type AttachmentEntry = z.infer<typeof attachmentEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Certifications (spec 2 §2.4, §3 Certification, §5 Certification). The certificate PDF comes in the
// multipart field `attachment` ('Attachment is required' unless the entry has a stored file).

export const certificationTypes = ['Professional', 'Educational'] as const;
export type CertificationType = (typeof certificationTypes)[number];
export const certificationCategories = ['Local', 'Foreign'] as const;
export type CertificationCategory = (typeof certificationCategories)[number];
export const DEFAULT_COMPLETION_YEAR = 2021;
/** The university choice that means none of the list; it is not stored (spec 2 §3). */
export const OTHER_UNIVERSITY = 'OTHER';

const foreignContactFields = [
  ['ContactPerson', sectionMessages.contactPersonRequired],
  ['ContactDesignation', sectionMessages.designationRequired],
  ['ContactEmail', sectionMessages.contactEmailRequired],
  ['contactPersonAddress', sectionMessages.addressRequired],
  ['ContactCountry', sectionMessages.countryRequired],
] as const;

export const certificationSchemas = sectionSchemas(
  {
    Type: z.enum(certificationTypes, { error: sectionMessages.typeRequired }),
    Category: z.enum(certificationCategories, { error: sectionMessages.categoryRequired }),
    /** A university code (GET /api/setup/universities), or OTHER for none of them. */
    UniversityCode: requiredText(sectionMessages.universityRequired, 40),
    Institution: requiredText(sectionMessages.institutionRequired, 150),
    CompletionYear: z.preprocess(
      numberFromText,
      z
        .number({ error: sectionMessages.completionYearRequired })
        .int(sectionMessages.yearOutOfRange)
        .superRefine(
          firstBroken([
            (year: number) => year >= MIN_REGISTRATION_YEAR && year <= currentYear(),
            sectionMessages.yearOutOfRange,
          ]),
        ),
    ) as z.ZodType<number, number>,
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
      if (isIsoDate(value.StartDate)) {
        if (isIsoDate(value.EndDate) && value.EndDate < value.StartDate) {
          report('EndDate', sectionMessages.certEndBeforeStart);
        }
        if (isIsoDate(value.GraduationDate) && value.GraduationDate < value.StartDate) {
          report('GraduationDate', sectionMessages.graduationBeforeStart);
        }
      }
      if (value.Category !== 'Foreign') return;
      for (const [field, message] of foreignContactFields) if (value[field] === '') report(field, message);
      const email = value.ContactEmail;
      if (email !== '' && !(email.length <= 254 && emailPattern.test(email))) {
        report('ContactEmail', messages.emailInvalid);
      }
    },
  },
);
export type CertificationInput = z.input<typeof certificationSchemas.create>;

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
  /** Whether the certificate PDF is stored; it downloads at documentUrl(attachment). */
  attached: z.boolean(),
  attachment: z.string().nullable(),
});
export type CertificationEntry = z.infer<typeof certificationEntrySchema>;

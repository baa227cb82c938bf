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
  referees: { path: 'referee', label: 'Referee', noun: 'referee', createPath: '/add' },
  shareholders: { path: 'shareholders', label: 'Shareholder', noun: 'shareholder' },
  directors: { path: 'directors', label: 'Director', noun: 'director' },
  facilities: { path: 'facilities', label: 'Facility', noun: 'facility' },
  employees: { path: 'employees', label: 'Employee', noun: 'employee entry' },
} as const satisfies Record<string, SectionInfo>;
export type ProfileSectionName = keyof typeof profileSections;

export interface SectionInfo {
  /** /api/profile/<path>, /api/profile/<path>/update, /api/profile/<path>/remove */
  path: string;
  /** Capitalised, for messages: 'Contact updated successfully'. */
  label: string;
  /** Lower case, for titles: 'Delete this contact?'. */
  noun: string;
  /** The create call's suffix when the spec names one (referees: POST profile/referee/add). */
  createPath?: string;
}

/** The users a section is for: referees are Individual only, the firm sections Corporate only. */
export type SectionAudience = 'Individual' | 'Corporate';

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
  /** Not fixed by the spec: the year a qualification was completed agrees with its dates. */
  completionBeforeEnd: 'Completion Year cannot be before the year of the End Date',
  completionAfterGraduation: 'Completion Year cannot be after the year of the Graduation Date',
  /** Certification transcripts and the create:Professional permission (spec 2 §2.4, §6); not fixed by the spec. */
  transcriptsForeignOnly: 'Transcripts are only for foreign qualifications.',
  transcriptsBeforeLocal: 'Remove the transcripts before changing this qualification to a local one.',
  transcriptsLimit: 'A qualification takes at most 20 transcripts. Combine pages into one PDF.',
  transcriptNotFound: 'This transcript was not found. It may have been removed; reload the page.',
  transcriptAdded: 'Transcript added successfully',
  transcriptRemoved: 'Transcript removed successfully',
  professionalNotPermitted:
    'Your membership category cannot add Academic Qualifications. You can add Other Qualifications.',
  contactPersonRequired: 'Contact Person is required',
  designationRequired: 'Designation is required',
  contactEmailRequired: 'Email is required',
  addressRequired: 'Address is required',
  countryRequired: 'Country is required',
  /** spec: attachments */
  descriptionRequired: 'Description is required',
  fileNameRequired: 'File Name is required',
  /** spec: shareholders and directors (decisions.md: a regNo not in the member register is 'not found') */
  // The spec's 'name is required', 'type is required' and 'identificationDocumentNo is required' read
  // as field keys; issue 28 asks for words (decision 0038).
  nameRequired: 'Name is required',
  firmPersonTypeRequired: 'Type is required',
  identificationDocumentNoRequired: 'ID/Passport Number is required',
  regNoRequired: 'Professional Registration Number is required',
  regNoNotFound: 'Professional Registration Number not found',
  /** Shareholders, facilities and employees; not fixed by the spec. */
  sharesHeldRequired: 'Shares held is required',
  sharesHeldNegative: 'Shares held cannot be less than 0',
  sharesHeldInvalid: 'Enter the shares held as a number, e.g. 25 or 12.5',
  countRequired: 'Count is required',
  wholeCountInvalid: 'Enter a whole number of 0 or more',
  employeeTypeTaken: (type: string) =>
    `The firm already has an entry for ${type}. Edit that entry instead of adding another.`,
  /** Sections of one kind of user only (spec 2 §2.1, §6); not fixed by the spec. */
  individualsOnly: 'This section is for individual members only.',
  firmsOnly: 'This section is for firms (Corporate members) only.',
  /** Not fixed by the spec. */
  dateInvalid: 'Enter a valid date',
  dateInFuture: 'Date cannot be after today',
  digitsOnly: 'Use digits only',
  phoneTooLong: 'Phone number can have at most 15 digits',
  yearOutOfRange: 'Choose a year from 1900 to this year',
  chooseFromList: 'Choose a value from the list',
  entryNoInvalid: 'This entry could not be found among yours. Reload the page and try again.',
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

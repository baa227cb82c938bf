import { z } from 'zod';
import { type Endpoint, endpoint } from '../endpoint';
import {
  addedTranscriptSchema,
  attachmentEntrySchema,
  bankerEntrySchema,
  bankerSchemas,
  certificationEntrySchema,
  contactEntrySchema,
  contactSchemas,
  convictionEntrySchema,
  convictionSchemas,
  directorEntrySchema,
  directorSchemas,
  employeeEntrySchema,
  employeeSchemas,
  facilityEntrySchema,
  institutionEntrySchema,
  profileSections,
  refereeEntrySchema,
  refereeSchemas,
  refereeSearchResultSchema,
  refereeSearchSchema,
  refereeSendEmailSchema,
  removedEntrySchema,
  removedTranscriptSchema,
  removeEntrySchema,
  removeTranscriptSchema,
  type SectionInfo,
  savedEntrySchema,
  serviceEntrySchema,
  serviceSchemas,
  shareholderEntrySchema,
  shareholderSchemas,
  TRANSCRIPT_FILE_FIELD,
  workExperienceEntrySchema,
  workExperienceSchemas,
} from '../profile-sections';
import { codeDescriptionSchema } from '../setup';

/**
 * A profile list section's four calls (spec 2 §7): its entries, create, update (named by EntryNo)
 * and remove, on the signed-in user's own profile. What a section of any shape offers the browser's
 * generic section table: the entries and saved entries it answers.
 */
export interface SectionEndpoints<Entry = unknown> {
  list: Endpoint & { method: 'GET'; data: z.ZodType<Entry[]> };
  create: Endpoint & { data: z.ZodType<{ message: string; entry: Entry }> };
  update: Endpoint & { data: z.ZodType<{ message: string; entry: Entry }> };
  remove: Endpoint & { method: 'POST'; body: typeof removeEntrySchema; data: typeof removedEntrySchema };
}

const listAndRemove = <Entry extends z.ZodType>(info: SectionInfo, entry: Entry) => ({
  list: endpoint({
    method: 'GET',
    path: `/api/profile/${info.path}`,
    summary: `The signed-in user's ${info.noun} entries`,
    data: z.array(entry),
  }),
  remove: endpoint({
    method: 'POST',
    path: `/api/profile/${info.path}/remove`,
    summary: `Delete a ${info.noun}, named by EntryNo`,
    body: removeEntrySchema,
    data: removedEntrySchema,
  }),
});

/** A section of JSON entries: create takes the fields, update the fields and EntryNo. */
const jsonSection = <Entry extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType>(
  info: SectionInfo,
  entry: Entry,
  schemas: { create: Create; update: Update },
) => ({
  ...listAndRemove(info, entry),
  create: endpoint({
    method: 'POST',
    path: `/api/profile/${info.path}${info.createPath ?? ''}`,
    summary: `Add a ${info.noun}`,
    body: schemas.create,
    data: savedEntrySchema(entry),
  }),
  update: endpoint({
    method: 'POST',
    path: `/api/profile/${info.path}/update`,
    summary: `Change a ${info.noun}, named by EntryNo`,
    body: schemas.update,
    data: savedEntrySchema(entry),
  }),
});

/**
 * A section whose entries carry one file, in the multipart field `field`: create and update take a
 * form (or JSON, when no file is sent); an update without the file keeps the stored one.
 */
const fileSection = <Entry extends z.ZodType>(info: SectionInfo, entry: Entry, field: string) => ({
  ...listAndRemove(info, entry),
  create: endpoint({
    method: 'POST',
    path: `/api/profile/${info.path}${info.createPath ?? ''}`,
    summary: `Add a ${info.noun} (multipart: fields and ${field})`,
    multipart: true,
    data: savedEntrySchema(entry),
  }),
  update: endpoint({
    method: 'POST',
    path: `/api/profile/${info.path}/update`,
    summary: `Change a ${info.noun}, named by EntryNo (multipart; without ${field} the stored file stays)`,
    multipart: true,
    data: savedEntrySchema(entry),
  }),
});

/** Every profile list section's calls, by the section's name in `profileSections`. */
export const profileSectionEndpoints = {
  contacts: jsonSection(profileSections.contacts, contactEntrySchema, contactSchemas),
  workExperience: jsonSection(
    profileSections.workExperience,
    workExperienceEntrySchema,
    workExperienceSchemas,
  ),
  convictions: jsonSection(profileSections.convictions, convictionEntrySchema, convictionSchemas),
  bankers: jsonSection(profileSections.bankers, bankerEntrySchema, bankerSchemas),
  services: jsonSection(profileSections.services, serviceEntrySchema, serviceSchemas),
  institutions: fileSection(profileSections.institutions, institutionEntrySchema, 'attachment'),
  attachments: fileSection(profileSections.attachments, attachmentEntrySchema, 'attachment'),
  certifications: fileSection(profileSections.certifications, certificationEntrySchema, 'attachment'),
  referees: jsonSection(profileSections.referees, refereeEntrySchema, refereeSchemas),
  shareholders: jsonSection(profileSections.shareholders, shareholderEntrySchema, shareholderSchemas),
  directors: jsonSection(profileSections.directors, directorEntrySchema, directorSchemas),
  facilities: fileSection(profileSections.facilities, facilityEntrySchema, 'ownership'),
  employees: jsonSection(profileSections.employees, employeeEntrySchema, employeeSchemas),
} satisfies Record<keyof typeof profileSections, SectionEndpoints>;

const transcripts = `/api/profile/${profileSections.certifications.path}/transcripts` as const;
const referees = `/api/profile/${profileSections.referees.path}` as const;

/** The calls of some sections beyond their four. */
export const profileSectionExtraEndpoints = {
  addTranscript: endpoint({
    method: 'POST',
    path: transcripts,
    summary: `Add a transcript to a Foreign certification (multipart: EntryNo, description and ${TRANSCRIPT_FILE_FIELD}, a PDF)`,
    multipart: true,
    data: addedTranscriptSchema,
  }),
  removeTranscript: endpoint({
    method: 'POST',
    path: `${transcripts}/remove`,
    summary: 'Remove a transcript of a certification, named by EntryNo and transcriptId',
    body: removeTranscriptSchema,
    data: removedTranscriptSchema,
  }),
  refereeSearch: endpoint({
    method: 'POST',
    path: `${referees}/search`,
    summary: 'The member with exactly this member number, to fill the referee form',
    body: refereeSearchSchema,
    data: refereeSearchResultSchema,
  }),
  refereeSendEmail: endpoint({
    method: 'POST',
    path: `${referees}/send_email`,
    summary: 'E-mail one of your referees a new request link (earlier links stop working)',
    body: refereeSendEmailSchema,
    data: z.object({ message: z.string() }),
  }),
  employeeSetup: endpoint({
    method: 'GET',
    path: `/api/profile/${profileSections.employees.path}/employeeSetup`,
    summary: 'The employee types of the employees section',
    data: z.array(codeDescriptionSchema),
  }),
};

/** All of the above as one flat list, for the checks over every declared endpoint. */
export const profileSectionAllEndpoints: Record<string, Endpoint> = {
  ...Object.fromEntries(
    Object.entries(profileSectionEndpoints).flatMap(([section, calls]) =>
      Object.entries(calls).map(([name, declared]) => [`${section}.${name}`, declared as Endpoint]),
    ),
  ),
  ...profileSectionExtraEndpoints,
};

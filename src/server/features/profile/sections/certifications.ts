import type { Kysely } from 'kysely';
import {
  type CertificationCategory,
  type CertificationType,
  canCreateProfessional,
  certificationEntrySchema,
  certificationSchemas,
  OTHER_UNIVERSITY,
  profileSections,
  sectionMessages,
} from '../../../../contract/profile-sections';
import { uploadRules } from '../../../../contract/uploads';
import type { Database } from '../../../db/schema';
import { conflict, forbidden } from '../../../platform/errors';
import { certificationTranscripts, hasTranscripts } from './certification-transcripts';
import { defineSection, invalidField } from './section';

/** The profile user's membership category, or else the category of the member register entry. */
async function categoryOf(db: Kysely<Database>, profileRowId: number): Promise<string | null> {
  const row = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .leftJoin('member_register', 'member_register.member_no', 'profiles.member_no')
    .select(['users.category as userCategory', 'member_register.category as memberCategory'])
    .where('profiles.id', '=', profileRowId)
    .executeTakeFirst();
  return row?.userCategory ?? row?.memberCategory ?? null;
}

/**
 * Certifications (spec 2 §2.4, §3, §5): academic (Type Professional) and other (Educational)
 * qualifications, Local or Foreign, each with its certificate PDF (multipart field `attachment`).
 * The coded fields must come from their lists; UniversityCode OTHER (none of the list) is not stored.
 * A Foreign entry keeps its institution's contact and its transcripts; a Local one stores the contact
 * empty. Creating a Professional entry, or changing one to Professional, needs a category that may
 * (create:Professional, spec 2 §6, `canCreateProfessional`): 403 otherwise.
 */
export const certificationsSection = defineSection({
  info: profileSections.certifications,
  table: 'profile_certifications',
  schemas: certificationSchemas,
  entry: certificationEntrySchema,
  document: { field: 'attachment', column: 'document_id', rule: uploadRules.pdfAttachment },
  held: certificationTranscripts,
  async check(fields, { db, profileRowId, current }) {
    const becomesProfessional = fields.Type === 'Professional' && current?.Type !== 'Professional';
    if (becomesProfessional && !canCreateProfessional(await categoryOf(db, profileRowId))) {
      throw forbidden(sectionMessages.professionalNotPermitted);
    }
    // Transcripts belong to foreign qualifications only; kept under a Local one they could not be seen.
    if (current?.Category === 'Foreign' && fields.Category !== 'Foreign') {
      if (await hasTranscripts(db, profileRowId, current.EntryNo)) {
        throw conflict(sectionMessages.transcriptsBeforeLocal);
      }
    }
  },
  async columns(fields, { db }) {
    const inList = async (lists: string[], code: string) =>
      (await db
        .selectFrom('code_lists')
        .select('code')
        .where('list', 'in', lists)
        .where('code', '=', code)
        .executeTakeFirst()) !== undefined;
    const errors: [string, boolean][] = [
      ['CertificateAwarded', await inList(['qualifications', 'certificates'], fields.CertificateAwarded)],
      ['CertificationClass', await inList(['divisions'], fields.CertificationClass)],
    ];
    const university =
      fields.UniversityCode.toUpperCase() === OTHER_UNIVERSITY ? null : fields.UniversityCode;
    if (university !== null) {
      const found = await db
        .selectFrom('universities')
        .select('code')
        .where('code', '=', university)
        .executeTakeFirst();
      errors.push(['UniversityCode', found !== undefined]);
    }
    const foreign = fields.Category === 'Foreign';
    if (foreign) {
      const country = await db
        .selectFrom('countries')
        .select('code')
        .where('code', '=', fields.ContactCountry)
        .executeTakeFirst();
      errors.push(['ContactCountry', country !== undefined]);
    }
    const failed = errors.find(([, ok]) => !ok);
    if (failed) throw invalidField(failed[0], sectionMessages.chooseFromList);
    const contact = (value: string) => (foreign ? value : '');
    return {
      type: fields.Type,
      category: fields.Category,
      university_code: university,
      institution: fields.Institution,
      completion_year: fields.CompletionYear,
      area_of_specialization: fields.AreaOfSpecialization,
      certificate_awarded: fields.CertificateAwarded,
      qualification_description: fields.QualificationDescription,
      certificate_no: fields.CertificateNo,
      certification_class: fields.CertificationClass,
      start_date: fields.StartDate,
      end_date: fields.EndDate,
      graduation_date: fields.GraduationDate,
      contact_person: contact(fields.ContactPerson),
      contact_designation: contact(fields.ContactDesignation),
      contact_address: contact(fields.contactPersonAddress),
      contact_email: contact(fields.ContactEmail),
      contact_country: contact(fields.ContactCountry),
    };
  },
  entryOf: (row) => ({
    EntryNo: row.entry_no,
    Type: row.type as CertificationType,
    Category: row.category as CertificationCategory,
    UniversityCode: row.university_code ?? '',
    Institution: row.institution,
    CompletionYear: row.completion_year,
    AreaOfSpecialization: row.area_of_specialization,
    CertificateAwarded: row.certificate_awarded,
    QualificationDescription: row.qualification_description,
    CertificateNo: row.certificate_no,
    CertificationClass: row.certification_class,
    StartDate: row.start_date,
    EndDate: row.end_date,
    GraduationDate: row.graduation_date,
    ContactPerson: row.contact_person,
    ContactDesignation: row.contact_designation,
    contactPersonAddress: row.contact_address,
    ContactEmail: row.contact_email,
    ContactCountry: row.contact_country,
    attached: row.document_id !== null,
    attachment: row.document_id,
    // Read from their own table by `held` for the list and update answers; a new entry has none.
    transcripts: [],
  }),
});

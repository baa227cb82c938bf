import type { ApplicationStatus } from '../../../contract/applications';
import type { MemberStatus } from '../../../contract/member-register';
import { insertApplication } from '../../db/insert-application';
import { nowIso } from '../../platform/time';
import type { TestApp } from '../../test-support/harness';
import { readPdf } from '../../test-support/pdf-text';

/** The text of a `{ data: base64 PDF }` answer. */
export const pdfOf = async (response: { json(): { data: string } }) =>
  readPdf(Buffer.from(response.json().data, 'base64'));

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function profileOf(t: TestApp, userId: number) {
  return t.db
    .selectFrom('profiles')
    .select(['id', 'profile_id'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** An application of `userId` put straight into `status` (the review's transitions are not needed here). */
export async function applicationIn(
  t: TestApp,
  userId: number,
  status: ApplicationStatus,
  fields: { submittedAt?: string | null; decidedAt?: string | null; memberNo?: string | null } = {},
): Promise<{ id: number; code: string }> {
  const now = nowIso();
  return insertApplication(t.db, {
    user_id: userId,
    category: 'CORPORATE',
    status,
    created_at: now,
    updated_at: now,
    submitted_at: fields.submittedAt === undefined ? '2026-03-02T09:00:00.000Z' : fields.submittedAt,
    decided_at: fields.decidedAt ?? null,
    assigned_member_no: fields.memberNo ?? null,
  });
}

export async function addComment(
  t: TestApp,
  applicationId: number,
  comment: string,
  hidden: boolean,
  createdAt = '2026-04-01T10:00:00.000Z',
): Promise<void> {
  await t.db
    .insertInto('application_comments')
    .values({
      application_id: applicationId,
      author_user_id: null,
      author_name: 'Amina Hassan',
      comment,
      hidden_from_applicant: hidden ? 1 : 0,
      created_at: createdAt,
    })
    .execute();
}

export async function registerMember(t: TestApp, memberNo: string, status: MemberStatus): Promise<void> {
  const now = nowIso();
  await t.db
    .insertInto('member_register')
    .values({
      member_no: memberNo,
      first_name: 'JAMES',
      second_name: 'MWANGI',
      last_name: 'KAMAU',
      id_number: '23456789',
      email: 'member@eik.example',
      phone: '+254712345678',
      category: 'CORPORATE',
      status,
      user_id: null,
      activated_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const common = (profileId: number, entryNo: number) => {
  const now = nowIso();
  return { profile_id: profileId, entry_no: entryNo, created_at: now, updated_at: now };
};

/** A qualification and a job on the profile, as the application document summarises them. */
export async function fillProfile(t: TestApp, profileId: number): Promise<void> {
  await t.db
    .insertInto('profile_certifications')
    .values({
      ...common(profileId, 1),
      type: 'Professional',
      category: 'Local',
      university_code: null,
      institution: 'University of Nairobi',
      completion_year: 2007,
      area_of_specialization: 'Structures',
      certificate_awarded: 'BSC',
      qualification_description: 'BSc Civil Engineering',
      certificate_no: 'C-1',
      certification_class: 'First',
      start_date: '2003-09-01',
      end_date: '2007-07-01',
      graduation_date: '2007-12-01',
      contact_person: '',
      contact_designation: '',
      contact_address: '',
      contact_email: '',
      contact_country: '',
      document_id: null,
    })
    .execute();
  await t.db
    .insertInto('profile_work_experience')
    .values({
      ...common(profileId, 1),
      name_of_firm: 'Rift Valley Consulting Engineers',
      sector: 'CONSTRUCTION',
      position_held: 'Project Engineer',
      from_date: '2015-01-01',
      to_date: '',
      is_current: 1,
      responsibilities: 'Design of bridges',
    })
    .execute();
}

/** A referee entry of the profile with the response given, its answers or its remarks. */
export async function addReferee(
  t: TestApp,
  profileId: number,
  entryNo: number,
  referee: { name: string; memberNo: string; response: 'Accept' | 'Reject' | null },
  given: { answers?: [string, string][]; remarks?: string } = {},
): Promise<void> {
  const row = await t.db
    .insertInto('profile_referees')
    .values({
      ...common(profileId, entryNo),
      name: referee.name,
      address: '',
      email: 'referee@example.org',
      phone_no: '0700111222',
      place_of_work: '',
      designation: '',
      member_no: referee.memberNo,
      referee_type: '',
      response: referee.response,
      responded_at: referee.response ? '2026-02-20T08:00:00.000Z' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = nowIso();
  if (given.answers?.length) {
    await t.db
      .insertInto('referee_answers')
      .values(
        given.answers.map(([question, answer], index) => ({
          referee_id: row.id,
          question_no: index + 1,
          question,
          answer,
          created_at: now,
        })),
      )
      .execute();
  }
  if (given.remarks !== undefined) {
    await t.db
      .insertInto('referee_rejections')
      .values({ referee_id: row.id, remarks: given.remarks, created_at: now })
      .execute();
  }
}

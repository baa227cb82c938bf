import type { ApplicationStatus } from '../../../contract/applications';
import type { Db } from '../../db/database';
import { formatDay } from '../../platform/pdf/pdf-layout';
import { partyOf } from '../billing/public';

/** An application as its documents print it, with who applied. */
export interface ApplicationView {
  id: number;
  code: string;
  userId: number;
  category: string;
  categoryDescription: string;
  status: ApplicationStatus;
  submittedAt: string | null;
  decidedAt: string | null;
  assignedMemberNo: string | null;
  applicant: {
    name: string;
    idNumber: string;
    email: string;
    phone: string;
  };
}

export interface QualificationView {
  qualification: string;
  institution: string;
  year: number;
  type: string;
}

export interface ExperienceView {
  firm: string;
  position: string;
  sector: string;
  period: string;
}

export interface RefereeSummary {
  name: string;
  memberNo: string;
  response: 'Accept' | 'Reject' | null;
  respondedAt: string | null;
}

export interface ProfileSummary {
  qualifications: QualificationView[];
  experience: ExperienceView[];
  referees: RefereeSummary[];
}

/** The application with this code; undefined when there is none. */
export async function findApplication(db: Db, code: string): Promise<ApplicationView | undefined> {
  const row = await db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('membership_categories', 'membership_categories.code', 'applications.category')
    .select([
      'applications.id',
      'applications.application_no',
      'applications.user_id',
      'applications.category',
      'applications.status',
      'applications.submitted_at',
      'applications.decided_at',
      'applications.assigned_member_no',
      'membership_categories.description as category_description',
      'users.phone_no',
      'users.id_number as account_id_number',
      'profiles.id_number as profile_id_number',
    ])
    .where('applications.application_no', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  const party = await partyOf(db, row.user_id);
  return {
    id: row.id,
    code: row.application_no,
    userId: row.user_id,
    category: row.category,
    categoryDescription: row.category_description ?? row.category,
    status: row.status,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
    assignedMemberNo: row.assigned_member_no,
    applicant: {
      name: party.name,
      idNumber: row.profile_id_number?.trim() || row.account_id_number?.trim() || '',
      email: party.email,
      phone: row.phone_no ?? '',
    },
  };
}

const dayOrUnknown = (value: string) => (value ? formatDay(value) : '?');
const periodOf = (from: string, to: string, current: boolean) =>
  `${dayOrUnknown(from)} to ${current ? 'present' : dayOrUnknown(to)}`;

/** The parts of the applicant's profile the application document summarises; empty without a profile. */
export async function profileSummaryOf(db: Db, userId: number): Promise<ProfileSummary> {
  const profile = await db
    .selectFrom('profiles')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!profile) return { qualifications: [], experience: [], referees: [] };
  const certifications = await db
    .selectFrom('profile_certifications')
    .leftJoin('code_lists as awarded', (join) =>
      join
        .onRef('awarded.code', '=', 'profile_certifications.certificate_awarded')
        .on('awarded.list', 'in', ['qualifications', 'certificates']),
    )
    .select([
      'profile_certifications.qualification_description',
      'profile_certifications.certificate_awarded',
      'awarded.description as awarded_name',
      'profile_certifications.institution',
      'profile_certifications.completion_year',
      'profile_certifications.type',
    ])
    .where('profile_certifications.profile_id', '=', profile.id)
    .orderBy('profile_certifications.entry_no')
    .execute();
  const experience = await db
    .selectFrom('profile_work_experience')
    .leftJoin('code_lists', (join) =>
      join
        .onRef('code_lists.code', '=', 'profile_work_experience.sector')
        .on('code_lists.list', '=', 'industry-groups'),
    )
    .select([
      'profile_work_experience.name_of_firm',
      'profile_work_experience.position_held',
      'profile_work_experience.sector',
      'profile_work_experience.from_date',
      'profile_work_experience.to_date',
      'profile_work_experience.is_current',
      'code_lists.description as sector_description',
    ])
    .where('profile_work_experience.profile_id', '=', profile.id)
    .orderBy('profile_work_experience.entry_no')
    .execute();
  const referees = await db
    .selectFrom('profile_referees')
    .select(['name', 'member_no', 'response', 'responded_at'])
    .where('profile_id', '=', profile.id)
    .orderBy('entry_no')
    .execute();
  return {
    qualifications: certifications.map((row) => ({
      qualification: row.qualification_description || row.awarded_name || row.certificate_awarded,
      institution: row.institution,
      year: row.completion_year,
      type: row.type === 'Educational' ? 'Others' : row.type,
    })),
    experience: experience.map((row) => ({
      firm: row.name_of_firm,
      position: row.position_held,
      sector: row.sector_description ?? row.sector,
      period: periodOf(row.from_date, row.to_date, row.is_current === 1),
    })),
    referees: referees.map((row) => ({
      name: row.name,
      memberNo: row.member_no,
      response: row.response,
      respondedAt: row.responded_at,
    })),
  };
}

/**
 * The reviewers' comments the applicant may read from the review of the latest submission (the
 * rejection's reasons among them). Comments hidden from the applicant are never selected.
 */
export async function visibleReviewCommentsOf(
  db: Db,
  applicationId: number,
  since: string | null,
): Promise<{ author: string; comment: string; at: string }[]> {
  let query = db
    .selectFrom('application_comments')
    .select(['author_name', 'comment', 'created_at'])
    .where('application_id', '=', applicationId)
    .where('hidden_from_applicant', '=', 0)
    .orderBy('created_at')
    .orderBy('id');
  if (since) query = query.where('created_at', '>=', since);
  const rows = await query.execute();
  return rows.map((row) => ({ author: row.author_name, comment: row.comment, at: row.created_at }));
}

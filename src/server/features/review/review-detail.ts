import { allowedActions, type ReviewDetail, type ReviewReferee } from '../../../contract/applications';
import { kesOf } from '../../../contract/money';
import type { Db } from '../../db/database';
import { staffCommentsOf } from '../../platform/review-workflow/comments';
import { historyOf } from '../../platform/review-workflow/history';
import { feeStateOf } from '../applications/public';
import { checklistFor } from '../checklist/public';
import { getSettings } from '../settings/public';
import { type ApplicationRow, findApplication } from './find-application';
import { reviewerNameSql } from './reviewers';
import { stageTiming } from './stage-timing';

async function assignmentOf(db: Db, application: ApplicationRow): Promise<ReviewDetail['assignment']> {
  if (application.assignee_user_id === null) return { assignee: null, assignedAt: null };
  const assignee = await db
    .selectFrom('users')
    .select(['users.id', reviewerNameSql('users').as('name')])
    .where('users.id', '=', application.assignee_user_id)
    .executeTakeFirst();
  return { assignee: assignee ?? null, assignedAt: application.assigned_at };
}

async function refereesOf(db: Db, userId: number): Promise<ReviewReferee[]> {
  const rows = await db
    .selectFrom('profile_referees')
    .innerJoin('profiles', 'profiles.id', 'profile_referees.profile_id')
    .leftJoin('referee_rejections', 'referee_rejections.referee_id', 'profile_referees.id')
    .select([
      'profile_referees.entry_no',
      'profile_referees.name',
      'profile_referees.member_no',
      'profile_referees.referee_type',
      'profile_referees.response',
      'profile_referees.responded_at',
      'referee_rejections.remarks',
    ])
    .where('profiles.user_id', '=', userId)
    .orderBy('profile_referees.entry_no')
    .execute();
  return rows.map((row) => ({
    entryNo: row.entry_no,
    name: row.name,
    memberNo: row.member_no,
    refereeType: row.referee_type,
    response: row.response,
    respondedAt: row.responded_at,
    remarks: row.remarks,
  }));
}

/** GET review/applications/{code}: the applicant, checklist, referees, fee, history and every comment. */
export async function reviewDetail(db: Db, code: string | ApplicationRow): Promise<ReviewDetail> {
  const application = typeof code === 'string' ? await findApplication(db, code) : code;
  const applicant = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.phone_no',
      'users.id_number',
      'users.type',
      'profiles.profile_id',
      'profiles.first_name',
      'profiles.second_name',
      'profiles.last_name',
      'profiles.id_number as profile_id_number',
    ])
    .where('users.id', '=', application.user_id)
    .executeTakeFirstOrThrow();
  const category = await db
    .selectFrom('membership_categories')
    .select('description')
    .where('code', '=', application.category)
    .executeTakeFirst();
  const fee = await feeStateOf(db, application.user_id, application.application_no);
  const name = [applicant.first_name, applicant.second_name, applicant.last_name].filter(Boolean).join(' ');
  return {
    code: application.application_no,
    status: application.status,
    category: application.category,
    categoryDescription: category?.description ?? application.category,
    submittedAt: application.submitted_at,
    assignedMemberNo: application.assigned_member_no,
    applicant: {
      userId: applicant.id,
      name: name || applicant.email,
      email: applicant.email,
      phone: applicant.phone_no,
      idNumber: applicant.profile_id_number ?? applicant.id_number,
      type: applicant.type,
      profileId: applicant.profile_id,
    },
    checklist: await checklistFor(db, application.user_id, application.category),
    referees: await refereesOf(db, application.user_id),
    payment: {
      invoiceNo: fee.invoiceNo,
      amount: kesOf(fee.totalCents),
      paid: kesOf(fee.paidCents),
      receiptNos: fee.receiptNos,
    },
    history: await historyOf(db, 'application', application.id),
    comments: await staffCommentsOf(db, 'application', application.id),
    allowedActions: allowedActions(application.status),
    assignment: await assignmentOf(db, application),
    timing: stageTiming(
      application.status,
      application.stage_entered_at ?? application.updated_at,
      (await getSettings(db)).minor_settings.review_service_days,
    ),
  };
}

import type { Application } from '../../../contract/applications';
import { kesOf } from '../../../contract/money';
import type { Db } from '../../db/database';
import { visibleCommentsOf } from '../../platform/review-workflow/comments';
import { applicationChargeOf } from './application-fee';
import { feeStateOf, isPaid } from './invoice-state';

/** GET application: the signed-in user's applications, newest first (spec 2 §2.8, §3 "Application"). */
export async function listApplications(db: Db, userId: number): Promise<Application[]> {
  const rows = await db
    .selectFrom('applications')
    .innerJoin('membership_categories', 'membership_categories.code', 'applications.category')
    .leftJoin('profiles', 'profiles.user_id', 'applications.user_id')
    .select([
      'applications.id',
      'applications.application_no',
      'applications.category',
      'applications.status',
      'applications.created_at',
      'applications.submitted_at',
      'applications.submission_count',
      'applications.assigned_member_no',
      'membership_categories.description',
      'profiles.profile_id',
    ])
    .where('applications.user_id', '=', userId)
    .orderBy('applications.id', 'desc')
    .execute();
  const applications: Application[] = [];
  for (const row of rows) {
    const fee = await feeStateOf(db, userId, row.application_no);
    const amountCents = fee.invoiceNo ? fee.totalCents : await applicationChargeOf(db, row.category);
    applications.push({
      Code: row.application_no,
      AppliedCategory: row.category,
      CategoryDescription: row.description,
      Amount: kesOf(amountCents),
      ApplicationDateTime: row.submitted_at ?? row.created_at,
      status: row.status,
      Submitted: row.submitted_at !== null,
      Resubmission: row.status === 'New' && row.submission_count > 0,
      membershipComments: await visibleCommentsOf(db, 'application', row.id),
      invoiceNo: fee.invoiceNo,
      // The receipt that settled the fee: while anything is owed, Pay Now stays offered instead.
      postedReceiptNo: isPaid(fee) ? (fee.receiptNos.at(-1) ?? null) : null,
      assignedMemberNo: row.assigned_member_no,
      ProfileID: row.profile_id,
    });
  }
  return applications;
}

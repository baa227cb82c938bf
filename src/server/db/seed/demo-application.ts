import { raiseApplicationFee } from '../../features/applications/application-fee';
import { nowIso } from '../../platform/time';
import type { Db } from '../database';
import { insertApplication } from '../insert-application';

/**
 * A demo applicant's application: New, as registration leaves it, or Open, as a submission leaves
 * it (submitted, fee invoiced, the move recorded), so the review queue has work to show. Call
 * inside the account's transaction.
 */
export async function seedDemoApplication(
  db: Db,
  userId: number,
  category: string,
  status: 'New' | 'Open',
): Promise<void> {
  const now = nowIso();
  const submitted = status === 'Open';
  const application = await insertApplication(db, {
    user_id: userId,
    category,
    status,
    created_at: now,
    updated_at: now,
    submitted_at: submitted ? now : null,
    submission_count: submitted ? 1 : 0,
  });
  if (!submitted) return;
  await raiseApplicationFee(db, { user_id: userId, application_no: application.code, category });
  const applicant = await db
    .selectFrom('profiles')
    .select(['first_name', 'last_name'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_transitions')
    .values({
      application_id: application.id,
      from_status: 'New',
      to_status: 'Open',
      actor_user_id: userId,
      actor_name: `${applicant.first_name} ${applicant.last_name}`,
      comment: null,
      created_at: now,
    })
    .execute();
}

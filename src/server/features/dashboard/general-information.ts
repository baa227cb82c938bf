import type { GeneralInformation } from '../../../contract/dashboard';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import type { ActiveSession } from '../../platform/sessions';

/** The signed-in member's own summary; a user without a profile has none to show. */
export async function generalInformation(
  context: AppContext,
  session: ActiveSession,
): Promise<GeneralInformation> {
  const row = await context.db
    .selectFrom('profiles')
    .leftJoin('disciplines', 'disciplines.code', 'profiles.discipline')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .leftJoin('membership_categories', 'membership_categories.code', 'users.category')
    .select([
      'profiles.id',
      'profiles.member_no',
      'profiles.first_name',
      'profiles.second_name',
      'profiles.last_name',
      'disciplines.name as discipline',
      'membership_categories.description as category',
    ])
    .where('profiles.user_id', '=', session.user.id)
    .executeTakeFirst();
  if (!row) throw notFound('You have no profile yet.');
  // The firm of the current position; the latest one started when several are current.
  const current = await context.db
    .selectFrom('profile_work_experience')
    .select('name_of_firm')
    .where('profile_id', '=', row.id)
    .where('is_current', '=', 1)
    .orderBy('from_date', 'desc')
    .executeTakeFirst();
  return {
    name: [row.first_name, row.second_name, row.last_name].filter(Boolean).join(' '),
    // Assigned when an application is released (or on the register when activated); none before.
    registrationNo: row.member_no,
    category: row.category,
    discipline: row.discipline,
    workplace: current?.name_of_firm ?? null,
  };
}

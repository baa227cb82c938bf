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
      'profiles.first_name',
      'profiles.second_name',
      'profiles.last_name',
      'disciplines.name as discipline',
      'membership_categories.description as category',
    ])
    .where('profiles.user_id', '=', session.user.id)
    .executeTakeFirst();
  if (!row) throw notFound('You have no profile yet.');
  return {
    name: [row.first_name, row.second_name, row.last_name].filter(Boolean).join(' '),
    // Member numbers are assigned when an application is released; until then there is none.
    registrationNo: null,
    category: row.category,
    discipline: row.discipline,
    workplace: null,
  };
}

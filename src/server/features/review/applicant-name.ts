import { sql } from 'kysely';

/**
 * The applicant's name for staff screens: the profile's name (a firm's is its Name of Body), or the
 * account's e-mail while there is no profile. One SQL expression, so the queue can search by it.
 */
export const applicantNameSql = sql<string>`coalesce(
  nullif(trim(coalesce(profiles.first_name, '') || ' ' || coalesce(profiles.last_name, '')), ''),
  users.email
)`;

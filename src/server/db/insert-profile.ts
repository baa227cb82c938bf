import type { Insertable, Kysely } from 'kysely';
import { formatProfileId } from './identifiers';
import type { Database, ProfilesTable } from './schema';

/**
 * Creates a user's profile row and gives it its public number (PR-000001), which comes from the
 * row id and so is only known after the insert. Call it inside the caller's transaction.
 */
export async function insertProfile(
  db: Kysely<Database>,
  values: Omit<Insertable<ProfilesTable>, 'profile_id'>,
): Promise<{ id: number; profileId: string }> {
  const { id } = await db
    .insertInto('profiles')
    .values({ ...values, profile_id: `pending-${values.user_id}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const profileId = formatProfileId(id);
  await db.updateTable('profiles').set({ profile_id: profileId }).where('id', '=', id).execute();
  return { id, profileId };
}

import type { Kysely } from 'kysely';
import { bioMessages } from '../../../contract/profile-bio';
import type { Database } from '../../db/schema';
import { AppError, conflict } from '../../platform/errors';

const hasProfile = async (db: Kysely<Database>, userId: number) =>
  (await db.selectFrom('profiles').select('id').where('user_id', '=', userId).executeTakeFirst()) !==
  undefined;

/** 409 when the user already has a profile: a person's bio or a firm's, each user has one. */
export async function assertNoProfile(db: Kysely<Database>, userId: number): Promise<void> {
  if (await hasProfile(db, userId)) throw conflict(bioMessages.profileExists);
}

/**
 * Runs the creation of the user's one profile. Two creates at once both pass the check before
 * it; the unique profiles.user_id refuses the second, which then answers the same 409.
 */
export async function creatingTheOneProfile(
  db: Kysely<Database>,
  userId: number,
  create: () => Promise<void>,
): Promise<void> {
  try {
    await create();
  } catch (error) {
    if (!(error instanceof AppError) && (await hasProfile(db, userId))) {
      throw conflict(bioMessages.profileExists);
    }
    throw error;
  }
}

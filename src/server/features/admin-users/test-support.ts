import { nowIso } from '../../platform/time';
import type { TestApp } from '../../test-support/harness';

/** Accounts with unlikely words, so a search test cannot be confused by the demo data. */
export async function addUser(
  t: TestApp,
  fields: {
    email: string;
    name?: string;
    phone?: string;
    idNumber?: string;
    profile?: { id: string; first: string; last: string };
  },
): Promise<number> {
  const now = nowIso();
  const { id } = await t.db
    .insertInto('users')
    .values({
      email: fields.email,
      name: fields.name ?? null,
      phone_no: fields.phone ?? null,
      id_number: fields.idNumber ?? null,
      password_hash: 'not-a-hash',
      type: 'Individual',
      category: null,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fields.profile) {
    await t.db
      .insertInto('profiles')
      .values({
        profile_id: fields.profile.id,
        user_id: id,
        first_name: fields.profile.first,
        last_name: fields.profile.last,
        nationality: 'KE',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return id;
}

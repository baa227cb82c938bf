import type { SectionAudience } from '../../../../contract/profile-sections';
import { insertProfile } from '../../../db/insert-profile';
import { createSession } from '../../../platform/sessions';
import { nowIso } from '../../../platform/time';
import type { TestApp } from '../../../test-support/harness';

let created = 0;

/**
 * Another verified member with a profile of their own, signed in: the session token. An Individual
 * unless `type` says Corporate (a firm, for the firm sections).
 */
export async function memberWithProfile(t: TestApp, type: SectionAudience = 'Individual'): Promise<string> {
  created += 1;
  const now = nowIso();
  const { id: userId } = await t.db
    .insertInto('users')
    .values({
      email: `second.member${created}.${process.pid}@example.org`,
      password_hash: 'not-used',
      type,
      category: type === 'Corporate' ? 'FIRM' : 'GRADUATE',
      email_verified_at: now,
      phone_no: null,
      id_number: null,
      name: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertProfile(t.db, {
    user_id: userId,
    first_name: 'SECOND',
    second_name: null,
    last_name: 'MEMBER',
    nationality: 'KE',
    created_at: now,
    updated_at: now,
  });
  const session = await createSession(t.db, userId, 60);
  return session.token;
}

/** Calls one section's API as `token`. */
export function sectionApi(t: TestApp, path: string) {
  const base = `/api/profile/${path}`;
  return {
    list: (token: string) => t.api('GET', base, { token }),
    create: (token: string, body: unknown) => t.api('POST', base, { token, body }),
    update: (token: string, body: unknown) => t.api('POST', `${base}/update`, { token, body }),
    remove: (token: string, EntryNo: unknown) =>
      t.api('POST', `${base}/remove`, { token, body: { EntryNo } }),
  };
}

/** The `errors` map of a 400 answer. */
export const fieldErrors = (response: { json(): unknown }) =>
  (response.json() as { errors?: Record<string, string> }).errors ?? {};

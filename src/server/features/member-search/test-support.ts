import type { MemberStatus } from '../../../contract/member-register';
import { insertProfile } from '../../db/insert-profile';
import { nowIso } from '../../platform/time';
import type { TestApp } from '../../test-support/harness';
import { refreshMemberSearch } from './sync';

export interface SeededPerson {
  first: string;
  second?: string;
  last: string;
  gender?: 'Male' | 'Female';
  category?: string;
  status?: MemberStatus;
  /** null: an applicant, with a profile but no member number. */
  memberNo?: string | null;
  idNumber?: string;
  email?: string;
  phone?: string;
  dob?: string;
}

let counter = 0;

/** An account, profile and (for members) register entry written straight to the tables, then indexed. */
export async function addPerson(
  t: Pick<TestApp, 'db'>,
  person: SeededPerson,
): Promise<{ userId: number; profileId: string }> {
  counter += 1;
  const now = nowIso();
  const email = person.email ?? `search-${counter}@test.example`;
  const idNumber = person.idNumber ?? `7${String(counter).padStart(7, '0')}`;
  const category = person.category ?? 'CORPORATE';
  const memberNo = person.memberNo === undefined ? `T/${String(counter).padStart(5, '0')}` : person.memberNo;
  const user = await t.db
    .insertInto('users')
    .values({
      email,
      phone_no: person.phone ?? `+2547${String(counter).padStart(8, '0')}`,
      id_number: idNumber,
      name: null,
      password_hash: 'unused',
      type: 'Individual',
      category,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { profileId } = await insertProfile(t.db, {
    user_id: user.id,
    first_name: person.first,
    second_name: person.second ?? null,
    last_name: person.last,
    gender: person.gender ?? 'Male',
    date_of_birth: person.dob ?? '1980-01-01',
    id_number: idNumber,
    nationality: 'KE',
    county_no: 47,
    city: 'Nairobi',
    discipline: 'CIVIL',
    member_no: memberNo,
    created_at: now,
    updated_at: now,
  });
  if (memberNo) {
    await t.db
      .insertInto('member_register')
      .values({
        member_no: memberNo,
        first_name: person.first,
        second_name: person.second ?? null,
        last_name: person.last,
        id_number: idNumber,
        email,
        phone: person.phone ?? null,
        category,
        status: person.status ?? 'Active',
        user_id: user.id,
        activated_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await refreshMemberSearch(t.db, user.id);
  return { userId: user.id, profileId };
}

/** Every key of a JSON value, at any depth. */
export function keysOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  return into;
}

import type { MemberStatus } from '../../../contract/member-register';
import { insertProfile } from '../../db/insert-profile';
import { nowIso } from '../../platform/time';
import type { TestApp } from '../../test-support/harness';
import { refreshMemberSearch, refreshMemberSearchForMemberIds } from './sync';

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
): Promise<{ userId: number; profileId: string; memberId: number | null }> {
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
  let memberId: number | null = null;
  if (memberNo) {
    const entry = await t.db
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
      .returning('id')
      .executeTakeFirstOrThrow();
    memberId = entry.id;
  }
  await refreshMemberSearch(t.db, user.id);
  return { userId: user.id, profileId, memberId };
}

/** A register entry without an account or profile (an imported member), then indexed. */
export async function addRegisterMember(
  t: Pick<TestApp, 'db'>,
  person: Omit<SeededPerson, 'gender' | 'dob' | 'memberNo'> & { memberNo?: string },
): Promise<{ memberId: number; memberNo: string; publicId: string }> {
  counter += 1;
  const now = nowIso();
  const memberNo = person.memberNo ?? `R/${String(counter).padStart(5, '0')}`;
  const entry = await t.db
    .insertInto('member_register')
    .values({
      member_no: memberNo,
      first_name: person.first,
      second_name: person.second ?? null,
      last_name: person.last,
      id_number: person.idNumber ?? `6${String(counter).padStart(7, '0')}`,
      email: person.email ?? `register-${counter}@test.example`,
      phone: person.phone ?? null,
      category: person.category ?? 'CORPORATE',
      status: person.status ?? 'Active',
      user_id: null,
      activated_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Read back: on SQLite an AFTER INSERT trigger gives the entry its public id, which RETURNING misses.
  const { public_id } = await t.db
    .selectFrom('member_register')
    .select('public_id')
    .where('id', '=', entry.id)
    .executeTakeFirstOrThrow();
  await refreshMemberSearchForMemberIds(t.db, [entry.id]);
  return { memberId: entry.id, memberNo, publicId: public_id };
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

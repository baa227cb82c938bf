import type { MemberStatus } from '../../../contract/member-register';
import { nowIso } from '../../platform/time';
import type { Method, TestApp } from '../../test-support/harness';
import { addPerson } from '../member-search/test-support';

let count = 0;
/** A member number with a '/', as the body's are, unique per test run. */
const nextMemberNo = (prefix: string) => `${prefix}/${process.pid % 1000}${String(++count).padStart(3, '0')}`;

export interface RegisterEntryInput {
  email?: string | null;
  phone?: string | null;
  status?: MemberStatus;
  category?: string;
}

/** A register entry without an account (the main case): imported, never signed in. */
export async function addRegisterEntry(t: Pick<TestApp, 'db'>, input: RegisterEntryInput = {}) {
  const memberNo = nextMemberNo('MR');
  const now = nowIso();
  const { id } = await t.db
    .insertInto('member_register')
    .values({
      member_no: memberNo,
      first_name: 'ACHIENG',
      second_name: null,
      last_name: `OTIENO ${count}`,
      id_number: `5${String(count).padStart(7, '0')}`,
      email: input.email === undefined ? `achieng.${process.pid}.${count}@test.example` : input.email,
      phone: input.phone === undefined ? '+254711000111' : input.phone,
      category: input.category ?? 'GRADUATE',
      status: input.status ?? 'Active',
      user_id: null,
      activated_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, memberNo };
}

/** A member with a portal account and a profile, linked to their register entry (the search indexes them). */
export async function addMemberWithAccount(t: Pick<TestApp, 'db'>) {
  const memberNo = nextMemberNo('WA');
  const { userId, profileId } = await addPerson(t, { first: 'WANJIRU', last: `KARIUKI${count}`, memberNo });
  const { id } = await t.db
    .selectFrom('member_register')
    .select('id')
    .where('member_no', '=', memberNo)
    .executeTakeFirstOrThrow();
  return { id, memberNo, userId, profileId };
}

/** The API address of a member record; the number is percent-encoded, as the web app sends it. */
export const memberApi = (memberNo: string, rest = '') =>
  `/api/admin/members/${encodeURIComponent(memberNo)}${rest}`;

/** Calls the member page's API as `token`. */
export const callMember =
  (t: TestApp) => (method: Method, memberNo: string, rest: string, token: string, body?: unknown) =>
    t.api(method, memberApi(memberNo, rest), { token, ...(body === undefined ? {} : { body }) });

import { type ExpressionBuilder, sql } from 'kysely';
import { normalizePhone } from '../../../contract/access';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUsersPage } from '../../../contract/admin-users';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { isSuperAdmin } from '../../platform/policies';
import { lockedAccounts } from '../auth/throttle';

type Eb = ExpressionBuilder<Database & { p: Database['profiles'] }, 'users' | 'p'>;
type TextColumn =
  | 'users.name'
  | 'users.email'
  | 'users.id_number'
  | 'users.phone_no'
  | 'p.profile_id'
  | 'p.first_name'
  | 'p.second_name'
  | 'p.last_name';

const lowerContains = (eb: Eb, column: TextColumn, text: string) =>
  eb(eb.fn('lower', [eb.ref(column)]), 'like', `%${text}%`);

const wordColumns: TextColumn[] = [
  'users.name',
  'users.email',
  'p.profile_id',
  'p.first_name',
  'p.second_name',
  'p.last_name',
];

/**
 * The admin user search of spec 1 §5, case-insensitive: every word appears in the name (the
 * account's, or the profile's names for members), the e-mail or the profile id; or the whole text
 * appears in the ID number or the phone (a phone typed the local way, 0712…, finds its E.164 form).
 * Every word rather than any word, so that adding a word narrows the list as an admin expects.
 */
function matches(eb: Eb, search: string) {
  const text = search.toLowerCase();
  const words = text.split(/\s+/).filter(Boolean);
  const phone = normalizePhone(search);
  return eb.or([
    eb.and(words.map((word) => eb.or(wordColumns.map((column) => lowerContains(eb, column, word))))),
    lowerContains(eb, 'users.id_number', text),
    lowerContains(eb, 'users.phone_no', text),
    ...(phone ? [eb('users.phone_no', '=', phone)] : []),
  ]);
}

function baseQuery(context: AppContext, search: string) {
  const query = context.db.selectFrom('users').leftJoin('profiles as p', 'p.user_id', 'users.id');
  return search ? query.where((eb) => matches(eb as unknown as Eb, search)) : query;
}

/**
 * GET admin/users: one page of 20 accounts, newest first, with the total for the pager; each says
 * whether wrong passwords have locked it (auth/throttle.ts).
 */
export async function listUsers(
  context: AppContext,
  query: { search: string; page: number },
): Promise<AdminUsersPage> {
  const { count } = await baseQuery(context, query.search)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await baseQuery(context, query.search)
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.email_verified_at',
      'users.id_number',
      'users.phone_no',
      'users.type',
      'users.is_admin',
      'users.is_approver',
      'users.deactivated_at',
      'p.profile_id',
      sql<string>`trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))`.as('profile_name'),
      // The member record the account is linked to (the first, should staff have linked two).
      (eb) =>
        eb
          .selectFrom('member_register as r')
          .select((inner) => inner.fn.min('r.member_no').as('member_no'))
          .whereRef('r.user_id', '=', 'users.id')
          .as('member_no'),
    ])
    .orderBy('users.id', 'desc')
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE)
    .execute();
  const locked = await lockedAccounts(
    context,
    rows.map((row) => row.email),
  );
  const users: AdminUser[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    profile_name: row.profile_name || null,
    email: row.email,
    email_verified_at: row.email_verified_at,
    profile_id: row.profile_id,
    id_number: row.id_number,
    phone_no: row.phone_no,
    type: row.type,
    is_admin: row.is_admin === 1,
    is_approver: row.is_approver === 1,
    is_super_admin: isSuperAdmin(row, context.policy),
    deactivated_at: row.deactivated_at,
    locked: locked.has(row.email),
    member_no: row.member_no ?? null,
  }));
  return { users, total: Number(count), page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

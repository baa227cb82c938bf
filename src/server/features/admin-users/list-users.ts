import { sql } from 'kysely';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUsersPage } from '../../../contract/admin-users';
import type { AppContext } from '../../context';
import { isSuperAdmin } from '../../platform/policies';
import { lockedAccounts } from '../auth/public';
import { matchesUserSearch, type UserSearchEb } from './user-search';

function baseQuery(context: AppContext, search: string) {
  const query = context.db.selectFrom('users').leftJoin('profiles as p', 'p.user_id', 'users.id');
  return search ? query.where((eb) => matchesUserSearch(eb as unknown as UserSearchEb, search)) : query;
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

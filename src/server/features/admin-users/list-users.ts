import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import type { z } from 'zod';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersSortColumn,
  type adminUsersCsvQuerySchema,
  type adminUsersQuerySchema,
  type UserRole,
  type UserState,
} from '../../../contract/admin-users';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { caseless, orderByChoice, type SortChoice, type SortExpressions } from '../../platform/list-query';
import { isSuperAdmin } from '../../platform/policies';
import { isLockedAccount, lockedAccounts } from '../auth/public';
import { matchesUserSearch, type UserSearchEb } from './user-search';

type Filter = Pick<z.output<typeof adminUsersQuerySchema>, 'search' | 'role' | 'state'> & {
  ids?: readonly number[];
};
type UsersEb = ExpressionBuilder<Database & { p: Database['profiles'] }, 'users' | 'p'>;

/** Staff are staff whatever their account type; a firm is a Corporate account that is not staff. */
function hasRole(eb: UsersEb, role: UserRole) {
  const notStaff = eb.and([eb('users.is_admin', '=', 0), eb('users.is_approver', '=', 0)]);
  switch (role) {
    case 'admin':
      return eb('users.is_admin', '=', 1);
    case 'approver':
      return eb.and([eb('users.is_approver', '=', 1), eb('users.is_admin', '=', 0)]);
    case 'firm':
      return eb.and([notStaff, eb('users.type', '=', 'Corporate')]);
    case 'member':
      return eb.and([notStaff, eb.or([eb('users.type', 'is', null), eb('users.type', '!=', 'Corporate')])]);
  }
}

function inState(context: AppContext, eb: UsersEb, state: UserState) {
  const locked = isLockedAccount(context, sql.ref<string>('users.email'));
  switch (state) {
    case 'deactivated':
      return eb('users.deactivated_at', 'is not', null);
    case 'locked':
      return eb.and([eb('users.deactivated_at', 'is', null), locked]);
    case 'active':
      return eb.and([eb('users.deactivated_at', 'is', null), eb.not(locked)]);
  }
}

function filtered(context: AppContext, filter: Filter) {
  const { search, role, state, ids } = filter;
  return context.db
    .selectFrom('users')
    .leftJoin('profiles as p', 'p.user_id', 'users.id')
    .$if(Boolean(search), (query) =>
      query.where((eb) => matchesUserSearch(eb as unknown as UserSearchEb, search)),
    )
    .$if(role !== undefined, (query) => query.where((eb) => hasRole(eb, role as UserRole)))
    .$if(state !== undefined, (query) => query.where((eb) => inState(context, eb, state as UserState)))
    .$if(ids !== undefined, (query) => query.where('users.id', 'in', [...(ids ?? [])]));
}

const profileName = sql<string>`trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))`;

const sortColumns: SortExpressions<AdminUsersSortColumn> = {
  created: sql.ref('users.id'),
  // The name the list shows: the account's own (staff), else the member's profile name.
  name: sql<string>`lower(coalesce(users.name, nullif(${profileName}, '')))`,
  email: caseless(sql.ref('users.email')),
  // As the Role column reads: staff by their role, everyone else by account type.
  type: sql<string>`case when users.is_admin = 1 then 'admin' when users.is_approver = 1 then 'approver' else lower(users.type) end`,
};

function sortedRows(context: AppContext, query: Filter & SortChoice<AdminUsersSortColumn>) {
  const rows = filtered(context, query).select([
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
    profileName.as('profile_name'),
    // The member record the account is linked to (the first, should staff have linked two).
    (eb) =>
      eb
        .selectFrom('member_register as r')
        .select((inner) => inner.fn.min('r.member_no').as('member_no'))
        .whereRef('r.user_id', '=', 'users.id')
        .as('member_no'),
  ]);
  return orderByChoice(rows, sortColumns, query, sql.ref('users.id') as Expression<unknown>);
}

/** Each row as the list shows it, with whether wrong passwords have locked it (auth/throttle.ts). */
async function asUsers(
  context: AppContext,
  rows: Awaited<ReturnType<ReturnType<typeof sortedRows>['execute']>>,
): Promise<AdminUser[]> {
  const locked = await lockedAccounts(
    context,
    rows.map((row) => row.email),
  );
  return rows.map((row) => ({
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
}

/** GET admin/users: one page of 20 accounts under the filter, in the chosen order, with the total. */
export async function listUsers(
  context: AppContext,
  query: z.output<typeof adminUsersQuerySchema>,
): Promise<AdminUsersPage> {
  const { count } = await filtered(context, query)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await sortedRows(context, query)
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE)
    .execute();
  const users = await asUsers(context, rows);
  return { users, total: Number(count), page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

const roleOf = (user: AdminUser) =>
  user.is_super_admin ? 'Super-admin' : user.is_admin ? 'Admin' : user.is_approver ? 'Approver' : 'Member';

export const usersCsvHeader = [
  'Name',
  'E-mail',
  'Phone',
  'ID number',
  'Type',
  'Role',
  'State',
  'Profile ID',
  'Member No',
  'E-mail verified',
] as const;

/** The users CSV: the list's filter and order, every page, or the selected accounts. */
export async function usersCsvRows(
  context: AppContext,
  query: z.output<typeof adminUsersCsvQuerySchema>,
  limit: number,
) {
  const users = await asUsers(context, await sortedRows(context, query).limit(limit).execute());
  return users.map((user) => [
    user.name ?? user.profile_name,
    user.email,
    user.phone_no,
    user.id_number,
    user.type,
    roleOf(user),
    user.deactivated_at ? 'Deactivated' : user.locked ? 'Locked' : 'Active',
    user.profile_id,
    user.member_no,
    user.email_verified_at,
  ]);
}

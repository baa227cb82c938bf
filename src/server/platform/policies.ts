import { messages } from '../../contract/common';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from './errors';
import type { ActiveSession } from './sessions';

export type Role = 'visitor' | 'member' | 'approver' | 'admin' | 'super-admin';

export interface PolicyContext {
  superAdminEmail: string;
}

export function isSuperAdmin(user: Pick<UserRow, 'is_admin' | 'email'>, context: PolicyContext): boolean {
  return user.is_admin === 1 && user.email.toLowerCase() === context.superAdminEmail.toLowerCase();
}

/** The single role that decides what an account may do (decisions.md "Roles"). */
export function roleOf(user: UserRow | undefined, context: PolicyContext): Role {
  if (!user) return 'visitor';
  if (isSuperAdmin(user, context)) return 'super-admin';
  if (user.is_admin === 1) return 'admin';
  if (user.is_approver === 1) return 'approver';
  return 'member';
}

/**
 * Issue 23: staff accounts (approvers, admins, the super-admin) are edited, reset, unlocked or deleted
 * by the super-admin only; otherwise an admin could re-address another admin's account and send it a
 * reset link. Member accounts are any admin's to manage.
 */
export function mayManageAccount(
  actor: Pick<UserRow, 'is_admin' | 'email'>,
  target: Pick<UserRow, 'is_admin' | 'is_approver'>,
  context: PolicyContext,
): boolean {
  return isSuperAdmin(actor, context) || (target.is_admin !== 1 && target.is_approver !== 1);
}

const rank: Record<Role, number> = { visitor: 0, member: 1, approver: 2, admin: 3, 'super-admin': 4 };

export function requireSession(session: ActiveSession | null): ActiveSession {
  if (!session) throw unauthorized();
  return session;
}

/** Staff roles are ordered: an admin may do what an approver may, the super-admin what an admin may. */
export function requireRole(
  session: ActiveSession | null,
  minimum: Role,
  context: PolicyContext,
): ActiveSession {
  const active = requireSession(session);
  if (rank[roleOf(active.user, context)] < rank[minimum]) throw forbidden(messages.forbidden);
  return active;
}

export const policies = {
  editSettings: 'super-admin',
  readOutbox: 'admin',
  readStaffOverview: 'approver',
  /** The member page (issue 24): approvers read member records, admins change them. */
  readMemberRecords: 'approver',
  changeMemberRecords: 'admin',
} as const satisfies Record<string, Role>;

/**
 * A route hook that refuses the caller before the body is even validated, so a visitor learns
 * nothing about a staff route's input rules. Handlers still read the session via requireSession.
 */
export const guard =
  (minimum: Role, context: PolicyContext) => async (request: { session: ActiveSession | null }) => {
    requireRole(request.session, minimum, context);
  };

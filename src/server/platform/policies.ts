import { messages } from '../../contract/common';
import { type PolicyName, policies, type Role, roleHas } from '../../contract/policies';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from './errors';
import type { ActiveSession } from './sessions';

export type { PolicyName, Role };

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

export function requireSession(session: ActiveSession | null): ActiveSession {
  if (!session) throw unauthorized();
  return session;
}

/** The session, if its account's role has the named capability (contract/policies.ts). */
export function requirePolicy(
  session: ActiveSession | null,
  policy: PolicyName,
  context: PolicyContext,
): ActiveSession {
  const active = requireSession(session);
  if (!roleHas(roleOf(active.user, context), policies[policy])) throw forbidden(messages.forbidden);
  return active;
}

/** An applicant's uploaded document: its owner, and staff who review applications (decisions.md "Roles"). */
export function mayReadDocument(
  reader: UserRow,
  ownerUserId: number | null,
  context: PolicyContext,
): boolean {
  return reader.id === ownerUserId || roleHas(roleOf(reader, context), policies.readApplicantDocuments);
}

/**
 * A route hook that refuses the caller before the body is even validated, so a visitor learns
 * nothing about a staff route's input rules. Handlers still read the session via requireSession.
 */
export const guard =
  (policy: PolicyName, context: PolicyContext) => async (request: { session: ActiveSession | null }) => {
    requirePolicy(request.session, policy, context);
  };

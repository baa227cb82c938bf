import type { AuthUser } from './auth';

// Who goes where after signing in, without zod: the router's guards need it on every page's first
// load. auth.ts re-exports both, so the server imports them from there as before.

/** Where a signed-in user belongs (spec 1 §2 entry rule; staff work in the admin area). */
export const isStaff = (user: Pick<AuthUser, 'is_admin' | 'is_approver'>) =>
  user.is_admin || user.is_approver;

/** Where a signed-in user belongs (spec 1 §2 entry rule). */
export function homePathFor(
  user: Pick<AuthUser, 'is_admin' | 'is_approver' | 'is_super_admin' | 'profile' | 'type'>,
): string {
  // Spec 1 §6: the super-admin lands on the settings, every other admin on the users screen.
  if (user.is_super_admin) return '/admin/settings';
  if (user.is_admin) return '/admin/user-settings';
  // decisions.md "Roles": approvers are reviewers, so they start at the review queue.
  if (user.is_approver) return '/admin/review';
  if (user.profile) return '/dashboard';
  return user.type === 'Corporate' ? '/initiate-firm' : '/initiate-profile';
}

import { Outlet, useLocation, useSearchParams } from 'react-router';
import type { AuthUser } from '../../contract/auth';
import { homePathFor, isStaff } from '../../contract/home-path';
import { type PolicyName, roleAllows, roleOfAccount } from '../../contract/policies';
import { safeRedirect } from '../../contract/safe-redirect';
import { PageLoader } from '../components/PageLoader';
import { useCurrentUser } from '../lib/session';
import { Redirect } from './Redirect';

export type Allow = (user: AuthUser) => boolean;

export const allow = {
  member: (user: AuthUser) => !isStaff(user) && user.profile,
  nonStaff: (user: AuthUser) => !isStaff(user),
  applicantOfType: (type: AuthUser['type']) => (user: AuthUser) =>
    !isStaff(user) && !user.profile && user.type === type,
  staff: (user: AuthUser) => isStaff(user),
  /** The capability the server checks on the page's calls, from the same table (contract/policies.ts). */
  to: (policy: PolicyName) => (user: AuthUser) => roleAllows(roleOfAccount(user), policy),
};

/**
 * Signed-in routes: a visitor goes to login and comes back after it; a signed-in user who does not
 * belong here goes to their own home (spec 1 §2 entry rule, decisions.md "Roles").
 */
export function RequireUser({ when }: { when: Allow }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <PageLoader />;
  if (!user) {
    const here = `${location.pathname}${location.search}`;
    return <Redirect to={`/?redirect=${encodeURIComponent(here)}`} />;
  }
  if (!when(user)) return <Redirect to={homePathFor(user)} />;
  return <Outlet />;
}

/** The login page is for visitors; a signed-in user is sent on to where they belong. */
export function VisitorsOnly() {
  const { data: user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  if (isPending) return <PageLoader />;
  if (user) return <Redirect to={safeRedirect(params.get('redirect')) ?? homePathFor(user)} />;
  return <Outlet />;
}

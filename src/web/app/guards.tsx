import { Outlet, useLocation, useSearchParams } from 'react-router';
import type { AuthUser } from '../../contract/auth';
import { homePathFor, isStaff } from '../../contract/home-path';
import { type PolicyName, roleAllows, roleOfAccount } from '../../contract/policies';
import { safeRedirect } from '../../contract/safe-redirect';
import type { PackageName } from '../../contract/settings-defaults';
import NotFoundPage from '../components/NotFoundPage';
import { PageLoader } from '../components/PageLoader';
import { useCurrentUser } from '../lib/session';
import { useSiteSettings } from '../lib/settings';
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

/**
 * The pages of a package the site has not installed (setting site_installed_packages) do not exist:
 * typed by hand they show the not-found page, as the server answers their calls 404
 * (server/features/settings/package-endpoints.ts).
 */
export function RequireInstalled({ name }: { name: PackageName }) {
  const { site_installed_packages: installed } = useSiteSettings();
  return installed.includes(name) ? <Outlet /> : <NotFoundPage />;
}

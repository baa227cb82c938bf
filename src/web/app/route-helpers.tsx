import type { RouteObject } from 'react-router';
import type { PackageName } from '../../contract/settings-defaults';
import { type Allow, RequireInstalled, RequireUser } from './guards';

/** Each page is its own chunk, so the login page does not carry the admin area's code. */
export const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A route that only users passing `when` may open; others are sent to their own home. */
export const only = (when: Allow, route: RouteObject): RouteObject => ({
  element: <RequireUser when={when} />,
  children: [route],
});

/** A page of an installable package: the not-found page while the site has not installed it. */
export const installed = (name: PackageName, route: RouteObject): RouteObject => ({
  element: <RequireInstalled name={name} />,
  children: [route],
});

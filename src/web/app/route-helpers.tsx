import type { RouteObject } from 'react-router';
import { type Allow, RequireUser } from './guards';

/** Each page is its own chunk, so the login page does not carry the admin area's code. */
export const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A route that only users passing `when` may open; others are sent to their own home. */
export const only = (when: Allow, route: RouteObject): RouteObject => ({
  element: <RequireUser when={when} />,
  children: [route],
});

import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the routes a path opens before the browser takes over the page the server drew
 * (whose static handler loads them in its query): a route still loading would render the fallback
 * instead of the page, and the two renders would differ.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { PackageName } from '../../../contract/settings';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { getSettings } from './get-settings';
import { packageEndpoints } from './package-endpoints';

const packageOfRoute = new Map<string, PackageName>(
  Object.entries(packageEndpoints).flatMap(([name, endpoints]) =>
    endpoints.map((declared) => [`${declared.method} ${declared.path}`, name as PackageName] as const),
  ),
);

/**
 * A package that is not installed does not exist for its members: its calls answer 404 like any
 * unknown /api path, before the session or the input is looked at (spec 1 §2 "installed packages").
 * Added before the routes, so it runs ahead of each route's own guard.
 */
export function refuseUninstalledPackages(app: FastifyInstance, context: AppContext): void {
  app.addHook('onRequest', async (request) => {
    const name = packageOfRoute.get(`${request.method} ${request.routeOptions.url}`);
    if (!name) return;
    const { site_installed_packages: installed } = await getSettings(context.db);
    if (!installed.includes(name)) throw notFound();
  });
}

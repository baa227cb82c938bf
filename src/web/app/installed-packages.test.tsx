import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteSettings, type PackageName, packageNames } from '../../contract/settings-defaults';
import { storageKeys } from '../lib/session-storage';
import { data, stubApi } from '../test-support/stub-api';
import { signedInUser } from '../test-support/users';
import { Providers } from './Providers';
import { routes } from './router';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The app's own routes, a member signed in, the site with only `packages` installed. */
function openAs(path: string, packages: readonly PackageName[]) {
  const member = signedInUser();
  localStorage.setItem(storageKeys.user, JSON.stringify(member));
  stubApi({
    'GET auth/user': () => data(member),
    'GET admin/settings': () => data({ ...defaultSiteSettings, id: 1, site_installed_packages: packages }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('the pages of a package the site has not installed', () => {
  const without = (...names: PackageName[]) => packageNames.filter((name) => !names.includes(name));

  for (const [path, name] of [
    ['/cpd', 'CPD'],
    ['/events/view/EV-1', 'Events'],
    ['/subscription', 'Subscription'],
    ['/license', 'License'],
    ['/upgrade/plan', 'Upgrade'],
    ['/billing', 'Billing'],
    ['/dashboard/goodStanding/TS8xMDA3', 'Certificate'],
  ] as const) {
    it(`shows the not-found page at ${path} when ${name} is not installed`, async () => {
      const router = openAs(path, without(name));
      expect(await screen.findByRole('heading', { name: 'Nothing here' }, { timeout: 5000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
    });
  }

  it('opens the page when its package is installed', async () => {
    openAs('/payment-history', packageNames);
    expect(await screen.findByRole('heading', { name: 'Payment History' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Nothing here' })).toBeNull();
  });
});

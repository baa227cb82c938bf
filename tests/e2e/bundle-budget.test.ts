import { describe, expect, it } from 'vitest';
import { lazyRoutes, routerFile } from './support/bundle-routes';
import { kilobytes, readManifest, routeWeights } from './support/bundle-weight';

/**
 * Page weight on the production build (issue 11 "Browser budgets"): the JavaScript a visitor's browser
 * fetches to show each page of the router, gzip-compressed, file by file as the server sends it. What
 * counts for a route is spelled out in `routeWeights` (support/bundle-weight.ts): the entry and its
 * static imports, the route's layouts and page with theirs, and every dynamic import those start on
 * their own (the PDF viewer's pdf.js) except the ones named below as waiting for a user action; a
 * page that shows one of several lazy sections counts its heaviest.
 * pdf.js's Web Worker is shown beside the total, not in it: it runs off the page's main thread.
 */
const LOGIN_BUDGET_KB = 180;
const ROUTE_BUDGET_KB = 300;

/** Dynamic imports that only load after something happens, with what that is (see LaterLoads). */
const modulesLoadedLater = new Map([
  ['src/web/app/NotificationsContainer.tsx', 'mounts with the first toast (Providers.tsx)'],
  [
    'src/web/app/AccountMenuPopup.tsx',
    'the avatar is first pointed at, focused or tapped (load-on-intent.ts)',
  ],
  [
    'src/web/features/notifications/NotificationListPopover.tsx',
    'the bell is first pointed at, focused or tapped (load-on-intent.ts)',
  ],
  ['src/web/app/NavTooltip.tsx', 'a greyed-out sidebar item is first pointed at, focused or tapped'],
  [
    'src/web/features/admin/members/MemberDialogs.tsx',
    "one of the member page's action buttons is first clicked (MemberActions.tsx)",
  ],
  [
    'src/web/components/FilePreviewDialog.tsx',
    "a file's Preview button is first clicked (FilePreview.tsx): the viewer and pdf.js come with it",
  ],
  [
    'src/web/components/list-kit/BulkMessageDialog.tsx',
    'Send a message is first clicked for a selection (the member register, the users list)',
  ],
  [
    'src/web/features/admin/cpd-audit/StartAuditForm.tsx',
    'Draw an audit is first clicked on /admin/cpd-audits (CpdAuditPage.tsx)',
  ],
  [
    'src/web/features/cpd/CpdRecordDialog.tsx',
    'Log CPD or Edit is first clicked on /cpd (CpdRecordsSection.tsx)',
  ],
  ['src/web/features/profile/bio/BioForm.tsx', "Edit is first clicked on the profile's Bio (BioSection.tsx)"],
  [
    'src/web/features/profile/firm-bio/FirmBioForm.tsx',
    "Edit is first clicked on the profile's Firm Details (FirmBioSection.tsx)",
  ],
  [
    'src/contract/dashboard.ts',
    'the My Projects link is clicked: its answer is checked (dashboard/my-projects.ts)',
  ],
]);
const pagesLoadingLater = new Map([
  [
    'src/web/features/auth/LoginPage.tsx',
    'zod and the form rules load on the first submit (lazy-zod-resolver.ts)',
  ],
  ['src/web/features/admin/events/EventEditorPage.tsx', 'the Attendance tab loads when it is opened'],
]);
/** Pages that show one of their lazily loaded sections, chosen by the URL or the user: the heaviest counts. */
const pagesShowingOneSection = new Map([
  ['src/web/features/profile/ProfilePage.tsx', 'the tab in ?tab= (Bio or Firm Details by default)'],
  ['src/web/features/checklist/ChecklistComponentPage.tsx', 'the profile section completing :name'],
  ['src/web/features/profile/InitiateProfilePage.tsx', 'the bio form for a person, the firm form for a firm'],
]);

describe('page weight of the production build', () => {
  const manifest = readManifest();
  const routes = lazyRoutes();
  const weights = routeWeights(manifest, routes, {
    modules: new Set(modulesLoadedLater.keys()),
    importsOfPages: new Set(pagesLoadingLater.keys()),
    pagesShowingOneOf: new Set(pagesShowingOneSection.keys()),
  });

  it('prints every route with its JavaScript (gzip)', () => {
    const rows = [...weights].sort((a, b) => b.gzipBytes - a.gzipBytes);
    const table = rows.map((row) => {
      const worker = row.workerGzipBytes ? `  (+${kilobytes(row.workerGzipBytes)} KB worker)` : '';
      return `${String(kilobytes(row.gzipBytes)).padStart(7)} KB  ${row.path}${worker}`;
    });
    console.info(`JavaScript per route, gzip (${rows.length} routes):\n${table.join('\n')}`);
    // A router the reader could not follow would weigh nothing and pass, so it must find the pages.
    expect(routes.length).toBeGreaterThan(50);
  });

  it('reads the login page and the member pages from the router', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/dashboard', '/profile', '/search/Search-list']));
    expect(routes.find((route) => route.path === '/')?.modules.at(-1)).toBe(
      'src/web/features/auth/LoginPage.tsx',
    );
  });

  it('names only modules that exist in the build as loading on a user action', () => {
    const named = [
      ...modulesLoadedLater.keys(),
      ...pagesLoadingLater.keys(),
      ...pagesShowingOneSection.keys(),
    ];
    for (const module of named) {
      expect(manifest, module).toHaveProperty([module]);
    }
  });

  it(`keeps the login page at or under ${LOGIN_BUDGET_KB} KB gzip`, () => {
    const login = weights.find((weight) => weight.path === '/');
    expect(login, `${routerFile} has no index route`).toBeDefined();
    expect(kilobytes(login!.gzipBytes)).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
  });

  it(`keeps every route at or under ${ROUTE_BUDGET_KB} KB gzip`, () => {
    const over = weights
      .filter((weight) => kilobytes(weight.gzipBytes) > ROUTE_BUDGET_KB)
      .map((weight) => `${weight.path}: ${kilobytes(weight.gzipBytes)} KB`);
    expect(over).toEqual([]);
  });
});

/**
 * axe-core in the e2e browser: no page may show a serious or critical violation of WCAG 2.x A/AA
 * or axe's best practices.
 *
 * How no page is skipped silently: tests/e2e/accessibility.test.ts reads every page's route from
 * the web app's router source (`routePatterns`, so a new route is swept without anyone listing it),
 * follows every link each role's pages show, opens the routes no link reaches from a short list of
 * addresses, and fails if any route was left unopened. Each page is checked at 1280 and 375 px. The
 * journeys' pages are all routes of that router, so every page they reach is in the sweep; the
 * journeys add `expectAccessible` calls at states an address alone cannot open (dialogs, form
 * errors, the impersonation banner, pages behind one-time links), naming the state on failure.
 *
 * axe runs only once the page has settled (no request in flight, no loader), because a half-drawn
 * page gives violations that are not real, and a moving page gives ones that come and go.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import ts from 'typescript';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

const requestsInFlight = new WeakMap<Page, Set<unknown>>();
const policyViolations = new WeakMap<Page, string[]>();

/**
 * Counts the page's requests from now on, so `settle` can wait for quiet after a client-side
 * navigation, and keeps what the browser reports against the page's Content-Security-Policy (a
 * blocked script, an eval), which `expectAccessible` fails on: every page the sweep opens runs
 * under the policy the server sends.
 */
export function trackRequests(page: Page): void {
  if (requestsInFlight.has(page)) return;
  const open = new Set<unknown>();
  requestsInFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  const violations: string[] = [];
  policyViolations.set(page, violations);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
}

const BUSY = '.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]';

/**
 * Waits until no request has been in flight and no loader shown for `quietMs` (at most 15 s).
 * Mantine's transitions (dialogs, menus, notifications) take up to about 200 ms, the default.
 */
export async function settle(page: Page, quietMs = 200): Promise<void> {
  trackRequests(page);
  const open = requestsInFlight.get(page) ?? new Set();
  const deadline = Date.now() + 15_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const busy = open.size > 0 || (await page.locator(BUSY).count()) > 0;
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/** What the browser has reported against the page's Content-Security-Policy since it was opened. */
export const policyViolationsOf = (page: Page): readonly string[] => policyViolations.get(page) ?? [];

/** The serious and critical axe violations on the page as it is now. */
export async function accessibilityFindings(page: Page, quietMs?: number): Promise<Finding[]> {
  await settle(page, quietMs);
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated by the test's own channel: the page's policy rightly refuses an injected script tag.
  if (!injected) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, TAGS);
  return violations.filter((violation) => FAILING_IMPACTS.has(violation.impact));
}

export function describeFindings(findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `  [${finding.impact}] ${finding.id}: ${finding.help}\n` +
        finding.targets
          .slice(0, 8)
          .map((target) => `      ${target}`)
          .join('\n'),
    )
    .join('\n');
}

/** Fails with every serious or critical violation, the rule, its help text and the elements. */
export async function expectAccessible(page: Page, state = ''): Promise<void> {
  const findings = await accessibilityFindings(page);
  const where = `${new URL(page.url()).pathname}${state ? ` (${state})` : ''}`;
  const blocked = policyViolationsOf(page);
  if (blocked.length > 0) {
    throw new Error(`Content-Security-Policy violations up to ${where}:\n  ${blocked.join('\n  ')}`);
  }
  if (findings.length === 0) return;
  throw new Error(`Accessibility violations on ${where}:\n${describeFindings(findings)}`);
}

const ROUTER_FILES = [
  { file: 'src/web/app/router.tsx', prefix: '' },
  { file: 'src/web/app/admin-routes.tsx', prefix: 'admin' },
];

/**
 * Every page's path pattern in the web app, e.g. `/billing/invoice/:code`, read from the router
 * source: an object with `path` or `index: true` and no children of its own is a page, and its
 * full path joins the `path`s of the route objects around it.
 */
export function routePatterns(root = process.cwd()): string[] {
  const patterns = new Set<string>();
  for (const { file, prefix } of ROUTER_FILES) {
    const source = ts.createSourceFile(
      file,
      readFileSync(`${root}/${file}`, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node, parents: string[]) => {
      if (ts.isObjectLiteralExpression(node)) {
        const property = (name: string) =>
          node.properties.find(
            (candidate): candidate is ts.PropertyAssignment =>
              ts.isPropertyAssignment(candidate) &&
              ts.isIdentifier(candidate.name) &&
              candidate.name.text === name,
          );
        const path = property('path');
        const own = path && ts.isStringLiteral(path.initializer) ? [path.initializer.text] : [];
        const children = property('children');
        const isPage = property('lazy') && (path || property('index')) && !children;
        if (isPage) patterns.add(`/${[prefix, ...parents, ...own].filter(Boolean).join('/')}`);
        ts.forEachChild(node, (child) => visit(child, [...parents, ...own]));
        return;
      }
      ts.forEachChild(node, (child) => visit(child, parents));
    };
    visit(source, []);
  }
  return [...patterns].sort();
}

/** Whether a concrete path (no query) is an address of the route pattern, `:x?` being optional. */
export function matchesPattern(pattern: string, path: string): boolean {
  const expression = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (!segment) return '';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${expression || '/'}/?$`, 'i').test(path);
}

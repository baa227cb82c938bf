import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * These modules hold plain values (texts, routes, constants) that pages show on their first view;
 * the schema modules re-export them. A bundler cannot drop a module's top-level schema calls, so a
 * value import that reaches zod, however indirectly, puts the validation library (about 27 KB gzip)
 * into every page that imports one of these values.
 */
const zodFreeModules = [
  'application-document-texts.ts',
  'application-statuses.ts',
  'billing-documents.ts',
  'cpd-audit-draw.ts',
  'cpd-certificate-numbers.ts',
  'cpd-messages.ts',
  'cpd-points.ts',
  'cpd-review-messages.ts',
  'dashboard-messages.ts',
  'home-path.ts',
  'licence-messages.ts',
  'licence-routes.ts',
  'member-categories.ts',
  'member-record-messages.ts',
  'messages.ts',
  'money-messages.ts',
  'one-time-codes.ts',
  'phone.ts',
  'review-decisions.ts',
  'route-values.ts',
  'settings-defaults.ts',
  'subscription-messages.ts',
  'upgrade-messages.ts',
];

const contractDir = import.meta.dirname;

/**
 * The modules kept free of zod call endpoints through their addresses (endpoint.ts, one module per
 * area in endpoints/addresses/), which know their declarations by type only.
 */
const addressModules = [
  'endpoint.ts',
  ...readdirSync(join(contractDir, 'endpoints', 'addresses'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join('endpoints', 'addresses', name)),
];

/** What a module imports at run time: `import type` and `export type` vanish in the build. */
function valueImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const bindings = String.raw`(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*\{[^}]*\})?)\s+from\s+`;
  const statement = new RegExp(String.raw`^(?:import|export)\s+(type\s+)?(?:${bindings})?'([^']+)'`, 'gm');
  return [...source.matchAll(statement)]
    .filter(([, typeOnly]) => !typeOnly)
    .map(([, , specifier]) => specifier as string);
}

/** The chain of imports from `file` to zod, or null when it never gets there. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const specifier of valueImportsOf(file)) {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return [relative(contractDir, file), specifier];
    if (!specifier.startsWith('.')) continue;
    const target = join(dirname(file), specifier.endsWith('.ts') ? specifier : `${specifier}.ts`);
    const rest = pathToZod(target, seen);
    if (rest) return [relative(contractDir, file), ...rest];
  }
  return null;
}

describe('contract modules kept free of zod', () => {
  it.each([...zodFreeModules, ...addressModules])('%s reaches zod through no value import', (module) => {
    expect(pathToZod(join(contractDir, module))).toBeNull();
  });

  it('sees a value import of zod, and a value import of a schema module, as reaching it', () => {
    expect(valueImportsOf(join(contractDir, 'licences.ts'))).toContain('zod');
    expect(pathToZod(join(contractDir, 'licences.ts'))).toEqual(['licences.ts', 'zod']);
    expect(pathToZod(join(contractDir, 'upgrades.ts'))?.at(-1)).toBe('zod');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envVariableNames } from './env';

/**
 * README's "## Configuration" table, one row per variable: `| \`NAME\` | default | meaning |`. The
 * names are read from the first cell of each row, up to the next heading.
 */
function readmeVariables(): string[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^## Configuration\s*$/m)[1]?.split(/^## /m)[0];
  if (section === undefined) throw new Error('README.md has no "## Configuration" section');
  return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1] ?? '');
}

describe("README's configuration table", () => {
  const documented = readmeVariables();

  it('lists every variable the server reads (src/server/env.ts)', () => {
    const undocumented = envVariableNames.filter((name) => !documented.includes(name));
    expect(undocumented, `missing from README.md's configuration table: ${undocumented.join(', ')}`).toEqual(
      [],
    );
  });

  it('lists only variables the server reads, each once', () => {
    const unknown = documented.filter((name) => !envVariableNames.includes(name));
    expect(
      unknown,
      `in README.md's configuration table but not in src/server/env.ts: ${unknown.join(', ')}`,
    ).toEqual([]);
    const twice = documented.filter((name, index) => documented.indexOf(name) !== index);
    expect(twice, `listed more than once in README.md's configuration table: ${twice.join(', ')}`).toEqual(
      [],
    );
  });
});

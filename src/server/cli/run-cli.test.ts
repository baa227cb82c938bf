import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { loadEnv } from '../env';
import { runCli } from './run-cli';

const folder = mkdtempSync(join(tmpdir(), 'cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(argv: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const env = () => loadEnv({ DATABASE_URL: `file:${join(folder, 'portal.sqlite')}`, SEED_DEMO: 'false' });
  return runCli(argv, env, (line) => lines.push(line)).then((code) => ({ code, lines }));
}

describe('operator CLI', () => {
  it('lists its commands, and refuses an unknown one with exit code 2', async () => {
    const help = await run(['help']);
    expect(help.code).toBe(0);
    expect(help.lines.join('\n')).toMatch(/migrate[\s\S]*seed[\s\S]*search:rebuild/);
    const unknown = await run(['migarte']);
    expect(unknown.code).toBe(2);
    expect(unknown.lines[0]).toBe('Unknown command: migarte');
  });

  it('seeds an empty database and rebuilds its search index', async () => {
    expect((await run(['seed'])).code).toBe(0);
    const handle = openDatabase(`file:${join(folder, 'portal.sqlite')}`);
    const categories = await handle.db.selectFrom('membership_categories').select('code').execute();
    await handle.close();
    expect(categories.length).toBeGreaterThan(0);
    const rebuilt = await run(['search:rebuild']);
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.lines[0]).toMatch(/^Member search rebuilt: \d+ members/);
  });
});

import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/harness';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

/** `cli.js seed` as its own process (from source, through tsx): exit code and output. */
function seedProcess(url: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'seed'], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url, SEED_DEMO: 'true', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('operator commands started together as separate processes', () => {
  it('seed an empty database once, every process exiting 0', async () => {
    database = await createTestDatabase();
    const url = database.url;
    const runs = await Promise.all([seedProcess(url), seedProcess(url), seedProcess(url)]);
    for (const run of runs) expect(run, run.output).toMatchObject({ code: 0 });
    for (const run of runs) expect(run.output).toContain('Database migrated and seeded.');
    const { db } = database.handle;
    const members = await db.selectFrom('profiles').select('id').where('member_no', '=', 'M/1007').execute();
    expect(members).toHaveLength(1);
  }, 180_000);
});

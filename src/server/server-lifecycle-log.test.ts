import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import type { DestinationStream } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { logStartFailure, portalVersion } from './platform/lifecycle-log';
import { type RunningServer, startServer } from './server';
import { createTestDatabase, type TestDatabase, testDialect } from './test-support/harness';

const packageVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

function capture(): { stream: DestinationStream; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(String(chunk));
      callback();
    },
  });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream: stream as unknown as DestinationStream, lines };
}

describe('the start and shutdown lines', () => {
  let database: TestDatabase | undefined;
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    await database?.drop();
    server = database = undefined;
  });

  it('name version, port, database, instance and pid, then the signal and how long the drain took', async () => {
    database = await createTestDatabase();
    const { stream, lines } = capture();
    server = await startServer(
      loadEnv({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: database.url, SMTP_URL: '' }),
      { logStream: stream },
    );
    const port = Number(new URL(server.url).port);
    const started = lines().find((line) => String(line.msg).startsWith('Portal '));
    expect(started).toMatchObject({
      level: 30,
      version: packageVersion,
      port,
      database: testDialect(),
      pid: process.pid,
    });
    expect(started?.instance).toMatch(/^[0-9a-f]{8}$/);
    expect(started?.msg).toContain(`started on port ${port}`);

    // Its request ids carry the instance named in the start line.
    const answer = await fetch(`${server.url}/api/health`);
    expect(answer.headers.get('x-request-id')).toMatch(new RegExp(`^${started?.instance}-`));

    const running = server;
    server = undefined;
    await running.stop('SIGTERM');
    const [stopping, stopped] = lines().filter((line) => line.reason === 'SIGTERM');
    expect(stopping?.msg).toBe('Portal stopping (SIGTERM): finishing requests and background passes');
    expect(stopped).toMatchObject({ level: 30, reason: 'SIGTERM' });
    expect(stopped?.drainMs).toEqual(expect.any(Number));
    expect(stopped?.msg).toBe(`Portal stopped (SIGTERM) after ${stopped?.drainMs} ms`);
  });
});

describe('a failed start', () => {
  it('is one fatal line saying what to fix', () => {
    const { stream, lines } = capture();
    logStartFailure(new Error('Invalid configuration:\n  PORT: expected a number'), stream);
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 60,
        msg: 'Portal did not start: Invalid configuration:\n  PORT: expected a number',
      }),
    ]);
  });

  it('ends the server process with exit code 1 and that line, not a stack on standard error', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'loud' },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const out = failure?.stdout.trim().split('\n') ?? [];
    expect(out).toHaveLength(1);
    expect(JSON.parse(out[0] ?? '{}')).toMatchObject({ level: 60 });
    expect(out[0]).toContain('Portal did not start: Invalid configuration');
    expect(out[0]).toContain('LOG_LEVEL');
    expect(failure?.stderr).toBe('');
  });
});

it('the version is the package version', () => {
  expect(portalVersion()).toBe(packageVersion);
});

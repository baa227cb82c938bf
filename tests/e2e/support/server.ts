import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export { freePort } from '../../../src/server/test-support/free-port';

export interface SpawnedServer {
  baseUrl: string;
  process: ChildProcess;
}

/** Where a portal started in `folder` keeps its SQLite database. */
export const databaseUrlIn = (folder: string) => `file:${join(folder, 'portal.sqlite')}`;

/**
 * Starts the built server (dist/) with its SQLite database in `folder` and demo data, and waits
 * until it answers. `env` adds or overrides settings; the same folder and port restart it as it was.
 */
export async function spawnServer(
  folder: string,
  port: number,
  env: Record<string, string> = {},
): Promise<SpawnedServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // E2E_SERVER_ENTRY (with WEB_DIST) runs another build, so a second checkout's build can be tested.
  const entry = process.env.E2E_SERVER_ENTRY ?? 'dist/server/main.js';
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrlIn(folder),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl);
  return { baseUrl, process: child };
}

async function waitForHealth(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The portal did not start within 30 s (did `npm run build` run?)');
}

/** Stops a server: SIGTERM for a clean stop, SIGKILL for a crash; resolves once it has exited. */
export async function stopServer(
  server: ChildProcess,
  signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM',
): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill(signal);
  await exited;
}

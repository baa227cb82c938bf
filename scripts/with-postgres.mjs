#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 cluster:
//   node scripts/with-postgres.mjs vitest run --project server
// The command sees TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres. Its exit code is
// forwarded; the cluster is stopped and its folder deleted afterwards, also on Ctrl-C.
// Imported, startCluster() starts one for a script that must stop or restart it mid-run.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = process.env.PG_BIN ?? '/usr/local/bin';

// PostgreSQL refuses to run as root: as root, the cluster belongs to (and runs as) `postgres`.
const asRoot = process.getuid?.() === 0;

function postgresIds() {
  const read = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = read('-u');
  const gid = read('-g');
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid <= 0) {
    throw new Error('running as root needs a `postgres` system user to own the cluster');
  }
  return { uid, gid };
}

/** Runs a PostgreSQL binary in `folder`, as `postgres` when we are root; throws with its output on failure. */
function pgTool(folder, tool, args) {
  const binary = join(BIN, tool);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', cwd: folder });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
    throw new Error(`${tool} failed (exit ${result.status}):\n${output}`);
  }
  return result;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Creates and starts a cluster in a new temporary folder. `pgCtl(action, ...options)` runs pg_ctl on
 * its data folder (stop, start or restart it mid-run; pass `-l`, logFile to keep the log);
 * `remove()` stops it and deletes the folder, and may be called more than once.
 */
export async function startCluster() {
  const folder = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'postgres.log');
  const pgCtl = (action, ...options) => pgTool(folder, 'pg_ctl', [action, '-D', dataDir, ...options]);
  let started = false;
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    if (started) {
      try {
        pgCtl('stop', '-m', 'immediate', '-w', '-t', '30');
      } catch (error) {
        console.error(String(error));
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const port = await initialise(folder, dataDir);
    started = true;
    pgCtl('start', '-l', logFile, '-w', '-t', '60');
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, logFile, pgCtl, remove };
  } catch (error) {
    let log = '';
    try {
      log = readFileSync(logFile, 'utf8');
    } catch {}
    remove();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
}

/** initdb and the settings; returns the port the cluster will listen on. */
async function initialise(folder, dataDir) {
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(folder, uid, gid);
  }
  pgTool(folder, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const port = await freePort();
  // Appending keeps the file's owner; settings favour speed over durability (throwaway data).
  appendFileSync(
    join(dataDir, 'postgresql.conf'),
    [
      '',
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${folder}'`,
      'fsync = off',
      'full_page_writes = off',
      'synchronous_commit = off',
      'max_connections = 200',
      '',
    ].join('\n'),
  );
  return port;
}

async function runCommand(command) {
  if (command.length === 0) {
    console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
    return 2;
  }
  let cluster;
  let child;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      // The child usually gets the terminal's signal too; make sure it stops before the cluster does.
      if (child && child.exitCode === null) child.kill(signal);
      cluster?.remove();
      process.exit(128 + (constants.signals[signal] ?? 0));
    });
  }
  try {
    cluster = await startCluster();
  } catch (error) {
    console.error(`with-postgres: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const { url } = cluster;
  console.log(`with-postgres: PostgreSQL 15 is up at ${url}`);

  child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  const exitCode = await new Promise((resolveCode) => {
    child.on('error', (error) => {
      console.error(`with-postgres: could not run ${command[0]}: ${error.message}`);
      resolveCode(127);
    });
    child.on('exit', (code, signal) => resolveCode(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
  cluster.remove();
  return exitCode;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await runCommand(process.argv.slice(2)));
}

// `npm run bench` (builds first): measures the built server against a plain node:http baseline.
//
// Starts dist/server/main.js on a fresh temporary SQLite database, signs in as the demo member and
// loads GET /api/auth/user with a bearer token, then compares it with a hello-world node:http server
// answering a small JSON body. Both are loaded with autocannon at 50 connections on 127.0.0.1 only.
// Targets: portal req/s >= 0.35 x baseline and portal p99 <= 10 ms. Missing a target prints FAIL but
// still exits 0; the exit code is non-zero only when something broke (no start, errors, non-2xx).
//
// The two are measured in alternating rounds (baseline, portal, baseline, portal, ...) and the
// median ratio of the rounds is reported: two cores shared by the load generator and the server make
// a single pair of runs swing with the scheduler. The p99 reported is the worst of the rounds.
// Where taskset exists, both servers run pinned to the last CPU and autocannon to the others, so a
// server never shares its core with the load generator (which halves its throughput when it does).
// BENCH_SECONDS sets the length of each measured run (default 5) and BENCH_ROUNDS their number
// (default 5); each run follows a 2 s warm-up. BENCH_SERVER_ENTRY runs another build than dist/.
//
// Then the subscription billing run (scripts/bench-billing.mjs) and the public member search at
// 200,000 members (scripts/bench-search.mjs), which reuses the helpers exported here.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BillingBenchError, benchBilling } from './bench-billing.mjs';
import { benchSearch, benchSearchOnPostgres, POSTGRES_LEG_BROKEN } from './bench-search.mjs';

export const HOST = '127.0.0.1';
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const TARGET_RATIO = 0.35;
const TARGET_P99_MS = 10;
const DEMO_MEMBER = 'member@eik.example';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const serverEntry = process.env.BENCH_SERVER_ENTRY ?? join(root, 'dist/server/main.js');

export class BenchError extends Error {}

export function wholeNumberSetting(name, fallback) {
  const raw = process.env[name] ?? String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new BenchError(`${name} must be a whole number >= 1, got "${raw}"`);
  return value;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The demo password is defined once, in src/server/db/seed/demo.ts (DEMO_PASSWORD). */
function demoPassword() {
  const source = readFileSync(join(root, 'src/server/db/seed/demo.ts'), 'utf8');
  const match = source.match(/export const DEMO_PASSWORD = '([^']+)'/);
  if (!match) throw new BenchError('DEMO_PASSWORD not found in src/server/db/seed/demo.ts');
  return match[1];
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Keeps the last lines a child printed, to show them if it fails. */
function tail(limit = 40) {
  const lines = [];
  return {
    push(chunk) {
      for (const line of String(chunk).split('\n')) {
        if (line.trim()) lines.push(line);
      }
      lines.splice(0, Math.max(0, lines.length - limit));
    },
    text: () => lines.join('\n'),
  };
}

let pinned;

/** The CPU the servers run on, or null when pinning is not possible here. */
export function pinning() {
  // Once pinned, this process sees one CPU only: later runs in it reuse the first answer.
  pinned ??= pinProcess();
  return pinned;
}

function pinProcess() {
  const cpus = availableParallelism();
  if (cpus < 2) return null;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', `0-${cpus - 2}`, String(process.pid)], { stdio: 'ignore' });
    return { serverCpu: cpus - 1, loadCpus: `0-${cpus - 2}` };
  } catch {
    return null;
  }
}

/** Starts a node process, on the servers' CPU when pinned. */
function spawnServer(pin, args, options) {
  if (!pin) return spawn(process.execPath, args, options);
  return spawn('taskset', ['-c', String(pin.serverCpu), process.execPath, ...args], options);
}

/** `env` adds to or overrides the settings below (another DATABASE_URL, a rate limit). */
export function startPortal(pin, port, databaseDir, env = {}) {
  const output = tail();
  const child = spawnServer(pin, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      PUBLIC_URL: `http://${HOST}:${port}`,
      DATABASE_URL: `file:${join(databaseDir, 'bench.sqlite')}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SMTP_URL: '',
      TRUST_PROXY: 'false',
      // A production server refuses the sandbox checkout unless told: the bench is a demo, no money moves.
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit({ code, signal }));
  });
  return { child, output, exited, url: `http://${HOST}:${port}` };
}

export async function stopPortal(portal) {
  if (!portal || portal.child.exitCode !== null || portal.child.signalCode !== null) return;
  portal.child.kill('SIGTERM');
  const stopped = await Promise.race([portal.exited.then(() => true), sleep(5000).then(() => false)]);
  if (!stopped) {
    portal.child.kill('SIGKILL');
    await portal.exited;
  }
}

export async function waitForHealth(portal, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let exit;
  portal.exited.then((value) => {
    exit = value;
  });
  while (Date.now() < deadline) {
    if (exit) {
      throw new BenchError(
        `server exited during start-up (code ${exit.code}, signal ${exit.signal})\n${portal.output.text()}`,
      );
    }
    try {
      const response = await fetch(`${portal.url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new BenchError(
    `server did not answer /api/health within ${timeoutMs / 1000} s\n${portal.output.text()}`,
  );
}

async function logInAsDemoMember(portal) {
  const response = await fetch(`${portal.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_MEMBER, password: demoPassword() }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || typeof body?.data?.token !== 'string') {
    throw new BenchError(`login as ${DEMO_MEMBER} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  const check = await fetch(`${portal.url}/api/auth/user`, {
    headers: { authorization: `Bearer ${body.data.token}` },
  });
  if (!check.ok) throw new BenchError(`GET /api/auth/user with the new token answered ${check.status}`);
  return body.data.token;
}

/** The baseline is a process of its own, started the same way as the portal. */
const helloWorldSource = `
const { createServer } = require('node:http');
const [port, host] = process.argv.slice(-2);
const body = JSON.stringify({ data: { message: 'hello, world' } });
const server = createServer((request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
});
server.listen(Number(port), host, () => console.log('listening'));
`;

export async function startBaseline(pin, port) {
  const child = spawnServer(pin, ['-e', helloWorldSource, String(port), HOST], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolveStart, reject) => {
    child.stdout.once('data', resolveStart);
    child.once('error', reject);
    child.once('exit', (code) => reject(new BenchError(`baseline server exited with code ${code}`)));
  });
  child.removeAllListeners('exit');
  return { child, url: `http://${HOST}:${port}/` };
}

function countFailures(result) {
  return { errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

/**
 * `requests` (autocannon's list of paths a connection cycles through) varies what is asked. Each
 * connection starts at its own place in the list, so they do not all ask the same thing at once.
 */
function loadOptions(url, headers, requests) {
  if (!requests) return { url, connections: CONNECTIONS, headers };
  let clients = 0;
  const setupClient = (client) => {
    const start = Math.floor((clients++ * requests.length) / CONNECTIONS) % requests.length;
    client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
  };
  return { url, connections: CONNECTIONS, headers, requests, setupClient };
}

async function measure(label, url, headers, seconds, requests) {
  const load = loadOptions(url, headers, requests);
  process.stdout.write(`${label}: warm-up ${WARMUP_SECONDS} s ... `);
  const warmup = await autocannon({ ...load, duration: WARMUP_SECONDS });
  process.stdout.write(`measuring ${seconds} s ... `);
  const result = await autocannon({ ...load, duration: seconds });
  console.log('done');
  const warm = countFailures(warmup);
  const run = countFailures(result);
  return {
    label,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: run.errors,
    non2xx: run.non2xx,
    warmupFailures: warm.errors + warm.non2xx,
  };
}

/** The baseline and `target` ({ label, url, headers, requests }) in turn, `roundCount` times. */
export async function measureRounds(roundCount, seconds, baselineUrl, target) {
  const rounds = [];
  for (let round = 1; round <= roundCount; round++) {
    console.log(`round ${round} of ${roundCount}`);
    rounds.push({
      baseline: await measure('hello-world baseline', baselineUrl, {}, seconds),
      portal: await measure(target.label, target.url, target.headers ?? {}, seconds, target.requests),
    });
  }
  return rounds;
}

/** `targets` null prints the figures without PASS/FAIL (informational runs). */
export function printReport(rounds, seconds, targets = { ratio: TARGET_RATIO, p99: TARGET_P99_MS }) {
  const rows = rounds.flatMap(({ baseline, portal }, index) => [
    { ...baseline, round: index + 1 },
    { ...portal, round: index + 1 },
  ]);
  const ratios = rounds.map(({ baseline, portal }) => portal.rps / baseline.rps);
  const ratio = median(ratios);
  const p99 = Math.max(...rounds.map(({ portal }) => portal.p99));
  const verdict = (pass) => (pass ? 'PASS' : 'FAIL');
  const header = ['round', 'run', 'req/s (avg)', 'p99 ms', 'errors', 'non-2xx'];
  const body = rows.map((row) => [
    String(row.round),
    row.label,
    row.rps.toFixed(0),
    String(row.p99),
    String(row.errors),
    String(row.non2xx),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((line) => line[column].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, column) => (column === 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log('');
  console.log(
    `${CONNECTIONS} connections, ${rounds.length} rounds of ${seconds} s runs after a ${WARMUP_SECONDS} s warm-up each, Node ${process.version}`,
  );
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of body) console.log(format(line));
  console.log('');
  console.log(`ratio per round        ${ratios.map((value) => value.toFixed(2)).join('  ')}`);
  console.log(
    `ratio portal/baseline  ${ratio.toFixed(2)}  (median${targets ? `; target >= ${targets.ratio})  ${verdict(ratio >= targets.ratio)}` : ')'}`,
  );
  console.log(
    `portal p99 latency     ${p99} ms  (worst round${targets ? `; target <= ${targets.p99} ms)  ${verdict(p99 <= targets.p99)}` : ')'}`,
  );
}

/** A run only counts when nothing failed: the server still up, no errors, every answer 2xx. */
export function assertCleanRun(rounds, portal) {
  const broken = rounds
    .flatMap((round) => [round.baseline, round.portal])
    .filter((row) => row.errors > 0 || row.non2xx > 0 || row.warmupFailures > 0);
  if (portal.child.exitCode !== null || portal.child.signalCode !== null) {
    throw new BenchError(`server stopped during the run\n${portal.output.text()}`);
  }
  if (broken.length > 0) {
    const names = broken.map((row) => row.label).join(', ');
    throw new BenchError(`errors or non-2xx answers in: ${names}\n${portal.output.text()}`);
  }
}

export function assertServerBuilt() {
  if (!existsSync(serverEntry)) {
    throw new BenchError(
      `${serverEntry} is missing: run \`npm run build\` (or node scripts/build-server.mjs)`,
    );
  }
}

async function main() {
  const seconds = wholeNumberSetting('BENCH_SECONDS', 5);
  const roundCount = wholeNumberSetting('BENCH_ROUNDS', 5);
  assertServerBuilt();
  const databaseDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  let portal;
  let baseline;
  const cleanUp = async () => {
    await stopPortal(portal);
    baseline?.child.kill('SIGTERM');
    await rm(databaseDir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const pin = pinning();
    console.log(
      pin
        ? `servers pinned to CPU ${pin.serverCpu}, autocannon to CPU ${pin.loadCpus}`
        : 'not pinned (needs taskset and two CPUs): expect noisy figures',
    );
    portal = startPortal(pin, await freePort(), databaseDir);
    await waitForHealth(portal);
    const token = await logInAsDemoMember(portal);
    baseline = await startBaseline(pin, await freePort());

    const rounds = await measureRounds(roundCount, seconds, baseline.url, {
      label: 'GET /api/auth/user',
      url: `${portal.url}/api/auth/user`,
      headers: { authorization: `Bearer ${token}` },
    });
    printReport(rounds, seconds);
    assertCleanRun(rounds, portal);
  } finally {
    await cleanUp();
  }
}

const part = process.argv[2];
try {
  // `node scripts/bench.mjs billing` (or `search`) runs that part alone; `search-postgres` is the
  // PostgreSQL leg of the search run, started by it under scripts/with-postgres.mjs.
  if (part === 'search-postgres') await benchSearchOnPostgres();
  else if (part && part !== 'billing' && part !== 'search')
    throw new BenchError(`unknown part "${part}": use billing or search, or nothing for all`);
  else {
    if (!part) await main();
    if (!part || part === 'billing') await benchBilling();
    if (!part || part === 'search') await benchSearch();
  }
} catch (error) {
  const expected = error instanceof BenchError || error instanceof BillingBenchError;
  console.error(`\nbench failed: ${expected ? error.message : (error?.stack ?? error)}`);
  process.exitCode = part === 'search-postgres' ? POSTGRES_LEG_BROKEN : 1;
}

// The subscription billing run of `npm run bench` (alone: `node scripts/bench.mjs billing`).
//
// Starts the built server on a fresh temporary SQLite database, adds 10,000 active members with a
// portal account straight into the database, has the demo admin bill a period and times the run
// from its first chunk to its finish (the worker's pick-up wait left out); then brings the members to 100,000 and
// bills another period. Prints members/s for both and checks that the cost grows about linearly
// (100k takes 10x the time of 10k, give or take half) and that 100,000 members bill in under 20 s.
// Missing a target prints FAIL but exits 0; a broken run (no start, a failed run) exits non-zero.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { reportFigure } from './bench-report.mjs';

const HOST = '127.0.0.1';
const ADMIN = 'admin@eik.example';
const SIZES = [10_000, 100_000];
const TARGET_SECONDS_100K = 20;
/** 100k over 10k: a tenfold cost is linear; half that again either way still counts as linear. */
const LINEAR_RANGE = [5, 15];

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const serverEntry = process.env.BENCH_SERVER_ENTRY ?? join(root, 'dist/server/main.js');

export class BillingBenchError extends Error {}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function demoPassword() {
  const source = readFileSync(join(root, 'src/server/db/seed/demo.ts'), 'utf8');
  const match = source.match(/export const DEMO_PASSWORD = '([^']+)'/);
  if (!match) throw new BillingBenchError('DEMO_PASSWORD not found in src/server/db/seed/demo.ts');
  return match[1];
}

async function startServer(databaseFile) {
  const port = await freePort();
  const output = [];
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      PUBLIC_URL: `http://${HOST}:${port}`,
      DATABASE_URL: `file:${databaseFile}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SMTP_URL: '',
      TRUST_PROXY: 'false',
      // The demo's sandbox checkout; the bench makes no payments.
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      // A production server refuses demo accounts, a plain-http local address and no SMTP unless
      // told: the bench is a demo site on the loopback.
      SEED_DEMO_IN_PRODUCTION: 'true',
      INSECURE_PUBLIC_URL_IN_PRODUCTION: 'true',
      SMTP_OPTIONAL_IN_PRODUCTION: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, url, output };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new BillingBenchError(`server did not start\n${Buffer.concat(output).toString().slice(-3000)}`);
}

/** Active members with an account, `from` to `to` - 1, inserted in one transaction. */
function addMembers(databaseFile, from, to) {
  const db = new Database(databaseFile);
  db.pragma('busy_timeout = 10000');
  const now = new Date().toISOString();
  const addUser = db.prepare(
    `insert into users (email, password_hash, type, category, email_verified_at, created_at, updated_at)
     values (?, 'not-a-login', 'Individual', 'PROFESSIONAL', ?, ?, ?)`,
  );
  const addEntry = db.prepare(
    `insert into member_register (member_no, first_name, last_name, id_number, email, category, status,
       user_id, activated_at, created_at, updated_at)
     values (?, 'MEMBER', ?, ?, ?, 'PROFESSIONAL', 'Active', ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let n = from; n < to; n++) {
      const email = `bench-${n}@bench.example`;
      const { lastInsertRowid } = addUser.run(email, now, now, now);
      addEntry.run(`BENCH/${n}`, String(n), `BENCH${n}`, email, lastInsertRowid, now, now, now);
    }
  })();
  db.close();
}

async function api(url, method, path, token, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok)
    throw new BillingBenchError(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * Times a run from its first chunk's progress to its end, as seen by polling every 20 ms: the
 * worker picks a started run up within its poll interval (2 s), a wait that is not billing cost.
 */
async function billPeriod(url, token, period, members) {
  const started = await api(url, 'POST', '/api/admin/subscriptions/runs', token, { period });
  let first;
  for (;;) {
    const run = await api(url, 'GET', `/api/admin/subscriptions/runs/${started.id}`, token);
    const now = performance.now();
    if (run.status === 'Failed') throw new BillingBenchError(`billing run of ${period} failed`);
    if (!first && run.processed > 0 && run.status === 'Running')
      first = { at: now, processed: run.processed };
    if (run.status === 'Finished') {
      // The demo seed's own active members are billed too, so the run counts a few more.
      if (run.total < members || run.processed !== run.total || run.billed !== run.total)
        throw new BillingBenchError(`run of ${period}: ${JSON.stringify(run)}, expected ${members} billed`);
      const from = first ?? { at: now, processed: 0 };
      const rate = (run.total - from.processed) / Math.max((now - from.at) / 1000, 0.001);
      // The whole run at the rate measured, the first chunk included.
      return { members, seconds: members / rate, rate };
    }
    await sleep(20);
  }
}

export async function benchBilling() {
  if (!existsSync(serverEntry))
    throw new BillingBenchError(
      `${serverEntry} is missing: run \`npm run build\` (or node scripts/build-server.mjs)`,
    );
  const directory = await mkdtemp(join(tmpdir(), 'portal-bench-billing-'));
  const databaseFile = join(directory, 'billing.sqlite');
  let server;
  try {
    server = await startServer(databaseFile);
    const login = await api(server.url, 'POST', '/api/auth/login', undefined, {
      email: ADMIN,
      password: demoPassword(),
    });
    const results = [];
    let seeded = 0;
    for (const [index, size] of SIZES.entries()) {
      const seedStart = performance.now();
      addMembers(databaseFile, seeded, size);
      seeded = size;
      console.log(
        `billing: ${size.toLocaleString('en')} active members seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
      );
      results.push(await billPeriod(server.url, login.token, 2050 + index, size));
    }
    console.log('\nsubscription billing run (SQLite)');
    for (const { members, seconds, rate: measured } of results) {
      const rate = Math.round(measured).toLocaleString('en');
      console.log(
        `  ${members.toLocaleString('en').padStart(8)} members  ${seconds.toFixed(2).padStart(7)} s  ${rate.padStart(8)} members/s`,
      );
    }
    const [small, large] = results;
    const growth = large.seconds / small.seconds;
    const linear = growth >= LINEAR_RANGE[0] && growth <= LINEAR_RANGE[1];
    console.log(
      `  100k/10k time ${growth.toFixed(1)}x (linear is 10x; ${LINEAR_RANGE.join('-')}x accepted): ${linear ? 'PASS' : 'FAIL'}`,
    );
    reportFigure({
      figure: 'billing run: 100k/10k time (linear is 10)',
      measured: growth,
      atMost: LINEAR_RANGE[1],
    });
    const fast = large.seconds < TARGET_SECONDS_100K;
    reportFigure({
      figure: 'billing run: 100,000 members',
      measured: large.seconds,
      unit: 's',
      atMost: TARGET_SECONDS_100K,
    });
    console.log(`  100,000 members in under ${TARGET_SECONDS_100K} s: ${fast ? 'PASS' : 'FAIL'}`);
  } finally {
    server?.child.kill('SIGTERM');
    await sleep(500);
    await rm(directory, { recursive: true, force: true });
  }
}

// The load run of `npm run bench` (alone: `node scripts/bench.mjs load`): 200 connections for 60 s
// on a mix of member pages and public searches (and, with BENCH_LOAD_FIRST_VIEWS=1, their first
// views drawn by the server), with zero errors, p99 <= 50 ms (issue 25) and memory that levels off.
//
// The built server starts on a fresh SQLite database with the demo seed, plus 3,000 active members
// written straight into the database; the search index is rebuilt and the demo admin bills this year,
// so every member has invoices, a ledger and arrears. 40 members sign in. Each connection is one of
// them going through the GET calls the member pages make (src/web/features), with a public search
// after every third call; with first views on, also opening the portal as a browser does at the
// start of each round: the dashboard, the profile or the member search (one in about fifty requests).
// Every path is called once before the load and must answer 2xx.
// The connections are opened over the warm-up, a batch a second: libuv accepts one connection per
// turn of the event loop, so 200 opened at one instant against a saturated server wait in the listen
// queue and time out before the portal sees them.
// The server runs with a bounded old space (SERVER_HEAP_MB), as in a container: unbounded, V8 grows
// its heap lazily into free memory and the RSS climbs with garbage nobody collected yet. Bounded, a
// leak still shows as growth, and finally as an out-of-memory exit that fails the run.
// Memory levels off when the RSS peak of the second half of the window is at most LEVEL_OFF_MB above
// the first half's. Errors, timeouts and non-2xx answers are counted over the whole run and must be 0.
// BENCH_LOAD_SECONDS (60), BENCH_LOAD_CONNECTIONS (200) and BENCH_LOAD_MEMBERS (3000) change the run.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import {
  assertServerBuilt,
  BenchError,
  demoPassword,
  freePort,
  pinning,
  startPortal,
  stopPortal,
  waitForHealth,
  wholeNumberSetting,
} from './bench.mjs';
import { reportCheck, reportFigure } from './bench-report.mjs';
import { rebuildSearchIndex } from './bench-search.mjs';

const SIGNED_IN = 40;
const WARMUP_SECONDS = 10;
const SERVER_HEAP_MB = 160;
const P99_TARGET_MS = 50;
/** The pages a member opens in a new tab, drawn by the server; one a round, in turn. */
const DRAWN_PAGES = ['/dashboard', '/profile', '/search/Search-list?term=kamau'];
/**
 * First views join the mix only with BENCH_LOAD_FIRST_VIEWS=1: with them this machine's server
 * left a few API calls over the 10 s timeout in two full bench runs of three (decision 0023), and a
 * timeout fails the bench, so CI runs the API mix until pages are drawn in one round.
 */
const FIRST_VIEWS = process.env.BENCH_LOAD_FIRST_VIEWS === '1' ? DRAWN_PAGES : [];
/**
 * With first views, each drawn builds a page's whole tree, so the heap settles more slowly than on
 * API calls alone (8 to 11 MB of peak growth over the run here); a leak still grows past this, and with
 * the bounded heap ends in an out-of-memory exit that fails the run.
 */
const LEVEL_OFF_MB = FIRST_VIEWS.length > 0 ? 24 : 12;
/** The per-client search limit would refuse a load test from one address within a second. */
const UNLIMITED_SEARCHES = '100000000';
const DEMO_MEMBER = { email: 'member@eik.example', memberNo: 'M/1007', category: 'CORPORATE' };
const ADMIN = 'admin@eik.example';

const NOW = new Date().toISOString();

const words = (text) => text.split(' ');
const firstNames = words('JAMES MARY JOHN GRACE PETER FAITH DAVID ESTHER SAMUEL LUCY DANIEL JOYCE PAUL RUTH');
const middleNames = words('WANJIKU ACHIENG KIPCHUMBA MWENDE OTIENO NAFULA MUTUA MORAA KIMANI');
const surnames = words(
  'KAMAU MWANGI OTIENO OCHIENG KIBET WAFULA MUTUA NJOROGE KARIUKI MAINA ONYANGO OMONDI RUTO KOECH ' +
    'LANGAT NYAGA WAWERU MBUGUA HASSAN BARASA SIMIYU WEKESA OUMA MOGAKA KEMBOI',
);
/** [category, member number prefix]: the categories most of the register holds. */
const categories = Object.entries({ GRADUATE: 'G', CORPORATE: 'M', PROFESSIONAL: 'PE', TECHNICIAN: 'T' });

/** The n-th load member; the first SIGNED_IN - 1 can sign in with the demo password. */
function memberAt(n) {
  const [category, prefix] = categories[n % categories.length];
  const gender = n % 3 ? 'Male' : 'Female';
  const entitled = category === 'CORPORATE' || category === 'PROFESSIONAL';
  return {
    first: firstNames[n % firstNames.length],
    second: n % 5 === 0 ? null : middleNames[(n * 7) % middleNames.length],
    last: surnames[(n * 13) % surnames.length],
    gender,
    category,
    title: entitled ? 'ENG' : gender === 'Male' ? 'MR' : 'MS',
    memberNo: `${prefix}/${50_000 + n}`,
    idNumber: String(60_000_000 + n),
    email: `load.member.${n}@mail.example`,
  };
}

/** Adds the members; the ones who sign in get the demo member's password hash (one password). */
function seedMembers(file, count) {
  const db = new Database(file);
  const hashOf = db.prepare('select password_hash from users where email = ?').pluck();
  const demoHash = hashOf.get(DEMO_MEMBER.email);
  if (!demoHash) throw new BenchError(`${DEMO_MEMBER.email} is missing: the demo seed did not run`);
  const nextId = (table) => db.prepare(`select coalesce(max(id), 0) + 1 from ${table}`).pluck().get();
  const [firstUser, firstProfile] = [nextId('users'), nextId('profiles')];
  const stamp = `'${NOW}'`;
  const [addUser, addProfile, addEntry, addTitle] = [
    `users (id, email, id_number, password_hash, category, type, email_verified_at, created_at,
      updated_at) values (?, ?, ?, ?, ?, 'Individual', ${stamp}, ${stamp}, ${stamp})`,
    `profiles (id, profile_id, user_id, first_name, second_name, last_name, gender, id_number,
      county_no, member_no, nationality, discipline, confirmed, created_at, updated_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'KE', 'CIVIL', 1, ${stamp}, ${stamp})`,
    `member_register (member_no, first_name, second_name, last_name, id_number, email, category,
      user_id, status, activated_at, created_at, updated_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, 'Active', ${stamp}, ${stamp}, ${stamp})`,
    'profile_titles (profile_id, title, sequence) values (?, ?, 1)',
  ].map((statement) => db.prepare(`insert into ${statement}`));
  db.transaction(() => {
    for (let n = 0; n < count; n++) {
      const m = memberAt(n);
      const [user, profile] = [firstUser + n, firstProfile + n];
      const names = [m.first, m.second, m.last];
      const hash = n < SIGNED_IN - 1 ? demoHash : 'not-a-login';
      addUser.run(user, m.email, m.idNumber, hash, m.category);
      const profileId = `PR-${String(profile).padStart(6, '0')}`;
      addProfile.run(profile, profileId, user, ...names, m.gender, m.idNumber, 1 + (n % 47), m.memberNo);
      addEntry.run(m.memberNo, ...names, m.idNumber, m.email, m.category, user);
      addTitle.run(profile, m.title);
    }
  })();
  db.close();
}

async function call(url, method, path, token, body) {
  const headers = { ...(token && { authorization: `Bearer ${token}` }) };
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}${path}`, { method, headers, body: body && JSON.stringify(body) });
  const json = await response.json().catch(() => ({}));
  if (!response.ok)
    throw new BenchError(
      `${method} ${path} answered ${response.status}: ${JSON.stringify(json).slice(0, 500)}`,
    );
  return json.data;
}

const signIn = async (url, email) =>
  (await call(url, 'POST', '/api/auth/login', null, { email, password: demoPassword() })).token;

/** The admin bills this year, as at the start of a subscription year; waits for the run to end. */
async function billThisYear(url) {
  const token = await signIn(url, ADMIN);
  const period = new Date().getFullYear();
  const started = await call(url, 'POST', '/api/admin/subscriptions/runs', token, { period });
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(250)) {
    const run = await call(url, 'GET', `/api/admin/subscriptions/runs/${started.id}`, token);
    if (run.status === 'Finished') return run;
    if (run.status === 'Failed')
      throw new BenchError(`billing run of ${period} failed: ${JSON.stringify(run)}`);
  }
  throw new BenchError(`billing run of ${period} did not finish within 120 s`);
}

/**
 * The GET calls the member pages make (src/web/features), for one signed-in member: the shell's
 * calls once, as the browser keeps their answers for the visit, then each page's own.
 */
function memberPagePaths({ memberNo, profileId, eventNo, category }) {
  const member = `memberNo=${encodeURIComponent(memberNo)}`;
  const standing = `profile/good-standing/${profileId}`;
  const sections = ['contact', 'work-experience', 'certification', 'referee', 'institution', 'attachments'];
  const pages = {
    shell: ['auth/user', 'company/information', 'admin/settings', 'application'],
    dashboard: ['dashboard/general-information', 'profile', standing, 'checklist'],
    profile: [
      'profile/specialization',
      ...sections.map((s) => `profile/${s}`),
      'setup/countries',
      'setup/disciplines',
    ],
    billing: ['billing/balance', 'billing/history', 'profile/ledger', 'subs'],
    cpd: [`cpd_awards/awards?${member}`, `cpd_awards/points?${member}`],
    events: ['events', 'events/all_events', `events/${eventNo}`],
    licences: ['license', 'license/profile', `license/checklist/${category}`],
    upgrades: ['upgrade', 'upgrade/plans'],
    notifications: ['notifications'],
    search: ['profile/search/stats', 'setup/categories', `profile/search/show/${profileId}`],
  };
  return Object.values(pages).flatMap((paths) => paths.map((path) => `/api/${path}`));
}

/** What the public types into the Member Checker; one in eight finds nobody. */
function searchPaths(count) {
  const kinds = [
    (m) => `${m.first} ${m.last}`,
    (m) => m.last,
    (m) => `${m.first.slice(0, 3).toLowerCase()} ${m.last}`,
    (m) => m.memberNo,
    (m) => m.memberNo.toLowerCase(),
    (m) => `${m.last} ${m.second ?? m.first}`,
    (m) => m.idNumber,
    (m) => `nobody ${m.idNumber}`,
  ];
  return Array.from({ length: 800 }, (_, i) => {
    const term = kinds[i % kinds.length](memberAt((i * 7919) % count));
    return `/api/profile/search?term=${encodeURIComponent(term)}`;
  });
}

/** Each member's pages and the searches answer 2xx before the load, so a failure names its path. */
async function checkPaths(url, visitors, searches) {
  const asked = [
    ...visitors.flatMap(({ token, paths }) => [...new Set(paths)].map((path) => ({ path, token }))),
    ...searches.map((path) => ({ path, token: null })),
  ];
  for (let start = 0; start < asked.length; start += 20) {
    await Promise.all(asked.slice(start, start + 20).map(({ path, token }) => call(url, 'GET', path, token)));
  }
  // A second apart: a busy server gives a quarter of each second to drawing pages (render-budget.ts).
  for (const path of FIRST_VIEWS) await sleep(1_000).then(() => drawnPage(url, path, visitors[0].token));
  return asked.length + FIRST_VIEWS.length;
}

const firstViewHeaders = (token) => ({ cookie: `portal_session=${token}`, 'accept-encoding': 'br' });

async function drawnPage(url, path, token) {
  const response = await fetch(`${url}${path}`, {
    headers: { cookie: `portal_session=${token}` },
    redirect: 'manual',
  });
  const html = await response.text();
  if (response.status !== 200 || html.includes('<div id="root"></div>'))
    throw new BenchError(`GET ${path} answered ${response.status} without a drawn page`);
}

/**
 * Connection i is member i (round the signed-in ones): a first view, then the page calls with a
 * search after every third.
 */
function loadOptions(url, visitors, searches, tally) {
  const requestsOf = (index) => {
    const { token, paths } = visitors[index % visitors.length];
    const headers = { authorization: `Bearer ${token}` };
    const firstView = {
      method: 'GET',
      path: FIRST_VIEWS[index % FIRST_VIEWS.length],
      headers: firstViewHeaders(token),
    };
    const list = (FIRST_VIEWS.length > 0 ? [firstView, ...paths] : paths).flatMap((path, i) => {
      if (typeof path !== 'string') return [path];
      const page = { method: 'GET', path, headers };
      if (i % 3 !== 2) return [page];
      return [page, { method: 'GET', path: searches[(index * paths.length + i) % searches.length] }];
    });
    // Each connection starts at its own place, so they do not all ask the same page at once.
    const start = (index * 17) % list.length;
    return [...list.slice(start), ...list.slice(0, start)];
  };
  let clients = 0;
  const setupClient = (client) => {
    client.setRequests(requestsOf(clients++));
    tally.watch(client);
  };
  return { url, requests: requestsOf(0), setupClient };
}

/**
 * Failures per route (ids and queries left out) over the whole run, and the answers of the
 * measured window (from `measureFrom`) for req/s and latency.
 */
function loadTally() {
  const failures = new Map();
  const latencies = [];
  const firstViewLatencies = [];
  const tally = { measureFrom: Number.POSITIVE_INFINITY, latencies, firstViewLatencies };
  const routeOf = (client) =>
    client.requestIterator.currentRequest.path.replace(/\?.*/, '').replace(/[A-Z]+-\d+$/, ':id');
  const fail = (client, what) => {
    const counts = failures.get(routeOf(client)) ?? {};
    counts[what] = (counts[what] ?? 0) + 1;
    failures.set(routeOf(client), counts);
  };
  tally.watch = (client) => {
    client.on('response', (status, _bytes, milliseconds) => {
      if (status < 200 || status > 299) fail(client, status);
      if (performance.now() < tally.measureFrom) return;
      latencies.push(milliseconds);
      if (!client.requestIterator.currentRequest.path.startsWith('/api/'))
        firstViewLatencies.push(milliseconds);
    });
    client.on('timeout', () => fail(client, 'timeout'));
    client.on('connError', (error) => fail(client, error?.code ?? 'connection error'));
  };
  const describe = (counts) => Object.entries(counts).map(([what, count]) => `${what} x${count}`);
  tally.failureLines = () => [...failures].map(([route, counts]) => `${route}: ${describe(counts)}`);
  return tally;
}

/**
 * Opens the connections over the warm-up, a batch a second, as users arrive, rather than all at
 * once: a busy Node server accepts one new connection per turn of its event loop (libuv 1.45+), so
 * 200 opened together wait seconds to be accepted while the first ones keep it busy. Every batch
 * runs until the end of the measured window.
 */
async function rampedLoad(options, connections, warmupSeconds, seconds) {
  const opened = (k) => Math.floor((k * connections) / warmupSeconds);
  const runs = Array.from({ length: warmupSeconds }, async (_, k) => {
    await sleep(k * 1000);
    const size = opened(k + 1) - opened(k);
    if (size > 0) return autocannon({ ...options, connections: size, duration: warmupSeconds - k + seconds });
  });
  const results = (await Promise.all(runs)).filter(Boolean);
  const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
  return { errors: total('errors'), non2xx: total('non2xx') };
}

/** Samples the server's resident set every second until the function returned is called. */
function sampleMemory({ child: { pid } }) {
  // taskset, when pinning, execs node: the child is the server itself, not a wrapper around it.
  const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  if (!command.includes('main.js')) throw new BenchError(`process ${pid} is not the server: ${command}`);
  const rssBytes = () =>
    Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)[1]) * 1024;
  const samples = [rssBytes()];
  const timer = setInterval(() => samples.push(rssBytes()), 1000);
  return () => {
    clearInterval(timer);
    samples.push(rssBytes());
    return samples;
  };
}

/** The samples at 0/25/50/75/100 % of the run, and the growth of the peak from first to second half. */
function memoryFigures(samples) {
  const at = (share) => samples[Math.round(share * (samples.length - 1))];
  const half = Math.floor(samples.length / 2);
  const growth = Math.max(...samples.slice(half)) - Math.max(...samples.slice(0, half));
  return { points: [0, 0.25, 0.5, 0.75, 1].map(at), growth, peak: Math.max(...samples) };
}

const megabytes = (bytes) => Number((bytes / 1024 / 1024).toFixed(1));

async function prepare(pin, directory, members) {
  const databaseUrl = `file:${join(directory, 'bench.sqlite')}`;
  const env = {
    DATABASE_URL: databaseUrl,
    SEARCH_RATE_LIMIT_PER_MINUTE: UNLIMITED_SEARCHES,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${SERVER_HEAP_MB}`.trim(),
  };
  let portal = startPortal(pin, await freePort(), directory, env);
  await waitForHealth(portal);
  await stopPortal(portal);
  seedMembers(databaseUrl.replace(/^file:/, ''), members);
  await rebuildSearchIndex(databaseUrl);
  portal = startPortal(pin, await freePort(), directory, { ...env, SEED_DEMO: 'false' });
  await waitForHealth(portal);
  return portal;
}

/** The demo member and the first seeded members, each signed in once. */
async function signInVisitors(url, members) {
  const seeded = Array.from({ length: Math.min(SIGNED_IN - 1, members) }, (_, n) => memberAt(n));
  const visitors = [];
  for (const member of [DEMO_MEMBER, ...seeded])
    visitors.push({ ...member, token: await signIn(url, member.email) });
  const events = await call(url, 'GET', '/api/events/all_events', visitors[0].token);
  if (!events.length) throw new BenchError('the demo seed has no events');
  for (const [index, visitor] of visitors.entries()) {
    const { ProfileID: profileId } = await call(url, 'GET', '/api/profile', visitor.token);
    const eventNo = events[index % events.length].no;
    visitor.paths = memberPagePaths({ ...visitor, profileId, eventNo });
  }
  return visitors;
}

export async function benchLoad() {
  const seconds = wholeNumberSetting('BENCH_LOAD_SECONDS', 60);
  const connections = wholeNumberSetting('BENCH_LOAD_CONNECTIONS', 200);
  const members = wholeNumberSetting('BENCH_LOAD_MEMBERS', 3000);
  assertServerBuilt();
  const pin = pinning();
  const directory = await mkdtemp(join(tmpdir(), 'portal-bench-load-'));
  let portal;
  try {
    console.log(`\nload: seeding ${members} members, billing ${new Date().getFullYear()} ...`);
    portal = await prepare(pin, directory, members);
    const run = await billThisYear(portal.url);
    const visitors = await signInVisitors(portal.url, members);
    const searches = searchPaths(members);
    const checked = await checkPaths(portal.url, visitors, searches);
    console.log(`load: ${run.billed} billed, ${visitors.length} signed in, ${checked} paths answered 2xx`);
    process.stdout.write(
      `load: ${connections} connections opened over ${WARMUP_SECONDS} s, then ${seconds} s ... `,
    );
    const tally = loadTally();
    const options = loadOptions(portal.url, visitors, searches, tally);
    let stopSampling;
    const measuring = setTimeout(() => {
      tally.measureFrom = performance.now();
      stopSampling = sampleMemory(portal);
    }, WARMUP_SECONDS * 1000);
    const { errors, non2xx } = await rampedLoad(options, connections, WARMUP_SECONDS, seconds);
    clearTimeout(measuring);
    const memory = memoryFigures(stopSampling());
    console.log('done');
    if (portal.child.exitCode !== null || portal.child.signalCode !== null)
      throw new BenchError(`server stopped during the load run\n${portal.output.text()}`);

    const latencies = tally.latencies.sort((a, b) => a - b);
    const firstViews = tally.firstViewLatencies.sort((a, b) => a - b);
    const rps = latencies.length / seconds;
    const quantile = (sorted, share) => sorted[Math.ceil(share * sorted.length) - 1] ?? 0;
    const [p50, p99] = [0.5, 0.99].map((share) => quantile(latencies, share));
    const summary = [
      `\nload: ${connections} connections for ${seconds} s, member pages, first views and searches (SQLite)`,
      `  answers         ${latencies.length} in the measured ${seconds} s, ${rps.toFixed(0)}/s, ${firstViews.length} of them first views`,
      `  latency         p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (target <= ${P99_TARGET_MS})`,
      `  first views     p50 ${quantile(firstViews, 0.5).toFixed(0)} ms, p99 ${quantile(firstViews, 0.99).toFixed(0)} ms`,
      `  errors          ${errors} (timeouts and the ramp-up included), non-2xx ${non2xx}`,
      ...tally.failureLines().map((line) => `  failed          ${line}`),
      `  server RSS MB   ${memory.points.map(megabytes).join(' / ')} at 0/25/50/75/100 % of the window`,
      `  RSS peak growth ${megabytes(memory.growth)} MB, first half to second (levels off: <= ${LEVEL_OFF_MB})`,
    ];
    console.log(summary.join('\n'));
    if (errors || non2xx) console.log(`server output (last lines):\n${portal.output.text()}`);
    reportCheck('load: errors and timeouts', errors);
    reportCheck('load: non-2xx answers', non2xx);
    const growth = { measured: megabytes(memory.growth), unit: 'MB', atMost: LEVEL_OFF_MB, gate: true };
    reportFigure({ figure: 'load: server RSS peak growth, 2nd half', ...growth });
    reportFigure({ figure: 'load: server RSS peak', measured: megabytes(memory.peak), unit: 'MB' });
    reportFigure({ figure: `load: req/s at ${connections} connections`, measured: rps });
    reportFigure({ figure: 'load: p99 latency', measured: p99, unit: 'ms', atMost: P99_TARGET_MS });
    reportFigure({
      figure: 'load: first views, p99 latency',
      measured: quantile(firstViews, 0.99),
      unit: 'ms',
    });
  } finally {
    await stopPortal(portal);
    await rm(directory, { recursive: true, force: true });
  }
}

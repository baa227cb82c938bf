// The public member search run of `npm run bench` (alone: `node scripts/bench.mjs search`).
//
// Starts the built server once on a fresh database (migrations and demo seed), stops it, adds
// 500,000 register members straight into the database (issue 24: the register is the member
// record, so most have no portal account; one in ten has an account, a profile and a title; one
// in twenty is Lapsed or Resigned, which the Member Checker does not list), rebuilds the search
// index with `npm run search:rebuild`, starts the server again
// and loads GET /api/profile/search?term=... at 50 connections next to the node:http hello-world,
// in the alternating rounds of scripts/bench.mjs. bench.mjs imports this module and this module
// its helpers: the cycle is safe because neither calls the other while loading, so run it through
// bench.mjs only. The terms rotate through 1,000 of what the public types: full names in any order,
// a 3-letter prefix with a surname, exact member numbers, ID numbers and e-mails.
// Target on SQLite: req/s >= 0.30 x baseline and p99 <= 5 ms (issue 25). Then the same on a throwaway
// PostgreSQL cluster (scripts/with-postgres.mjs), printed for information with no target; a cluster
// that cannot start is reported and skipped. BENCH_SEARCH_MEMBERS changes the register size;
// BENCH_SEARCH_POSTGRES=skip leaves the PostgreSQL leg out.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import {
  assertCleanRun,
  assertServerBuilt,
  BenchError,
  freePort,
  measureRounds,
  pinning,
  printReport,
  startBaseline,
  startPortal,
  stopPortal,
  waitForHealth,
  wholeNumberSetting,
} from './bench.mjs';
import { reportFigure } from './bench-report.mjs';

const TARGETS = { ratio: 0.3, p99: 5 };
/** The per-client search limit would refuse a load test from one address within a second. */
const UNLIMITED_SEARCHES = '100000000';
/** 1,000 distinct terms: answers kept from one search to the next must not make up the figures. */
const TERMS_PER_KIND = 200;
const CHECKED_PER_KIND = 20;
const NOW = new Date().toISOString();
/** Exit code of the PostgreSQL leg when the search itself broke (not the cluster): fails the bench. */
export const POSTGRES_LEG_BROKEN = 3;

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

const words = (text) => text.split(' ');

// Small lists combined, so full names repeat the way they do in a real register.
const maleNames = words(
  'JAMES JOHN PETER JOSEPH DAVID SAMUEL DANIEL PAUL STEPHEN MICHAEL GEORGE BRIAN KEVIN ' +
    'DENNIS COLLINS FRANCIS PATRICK ERIC VICTOR MOSES ISAAC CHARLES ANTHONY KENNEDY EVANS ' +
    'ABDI HASSAN WILSON ROBERT SIMON',
);
const femaleNames = words(
  'MARY JANE GRACE FAITH MERCY ESTHER ANN LUCY JOYCE CAROLINE ELIZABETH MARGARET NANCY ' +
    'SARAH RUTH BEATRICE CATHERINE FATUMA LYDIA SHARON IRENE EUNICE DORCAS PURITY WINNIE',
);
const middleNames = words(
  'WANJIKU NJERI ACHIENG AKINYI CHEPKOECH MWENDE NAFULA MORAA KIPCHUMBA KIPROTICH OTIENO ' +
    'OCHIENG MUTUA MWANGI KIMANI WAFULA ODHIAMBO KIBET CHERUIYOT MUSYOKA NYAMBURA WAIRIMU ' +
    'JUMA ALI',
);
const surnames = words(
  'KAMAU MWANGI OTIENO OCHIENG ODHIAMBO KIPROTICH KIBET CHERUIYOT WANJALA WAFULA MUTUA ' +
    'MUSYOKA KILONZO NJOROGE KARIUKI GITHINJI MAINA KIMANI NDUNGU ONYANGO OMONDI OKOTH OWINO ' +
    'RUTO KOECH LANGAT ROTICH NYAGA MUGO MURIUKI WAWERU GACHERU NJUGUNA MBUGUA MWAURA HASSAN ' +
    'MOHAMED ABDULLAHI BARASA SIMIYU WEKESA MAKOKHA OUMA ONGERI NYAMWEYA MOGAKA KEMBOI ' +
    'KIPLAGAT',
);
/** [category code, member number prefix, share in %]: graduates are the largest group. */
const categories = [
  ['GRADUATE', 'G', 40],
  ['CORPORATE', 'M', 25],
  ['PROFESSIONAL', 'PE', 18],
  ['TECHNICIAN', 'T', 10],
  ['CONSULTING', 'CE', 5],
  ['FELLOW', 'F', 2],
];
const entitled = new Set(['CORPORATE', 'PROFESSIONAL', 'CONSULTING', 'FELLOW']);
const disciplines = words('CIVIL STRUCT MECH ELEC ELECTRONIC TELECOM CHEM AGRIC WATER');

/** A well-mixed 32-bit hash: every member is a pure function of its number, nothing is stored. */
function hash(n, salt) {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}
const pick = (list, n, salt) => list[hash(n, salt) % list.length];

function categoryOf(n) {
  let share = hash(n, 1) % 100;
  for (const entry of categories) {
    if (share < entry[2]) return entry;
    share -= entry[2];
  }
  return categories[0];
}

/** One in this many register members has a portal account and a profile. */
const WITH_ACCOUNT_EVERY = 10;

/** Mostly Active; a few whose status the public list leaves out (Lapsed, Resigned) and Suspended. */
function statusOf(n) {
  const share = hash(n, 10) % 100;
  if (share < 3) return 'Lapsed';
  if (share < 5) return 'Resigned';
  if (share < 7) return 'Suspended';
  return 'Active';
}
const listedStatuses = new Set(['Active', 'Suspended']);

/** The n-th bench member (0-based); unique member number, ID number and e-mail. */
function memberAt(n) {
  const gender = hash(n, 2) % 100 < 70 ? 'Male' : 'Female';
  const [category, prefix] = categoryOf(n);
  const first = pick(gender === 'Male' ? maleNames : femaleNames, n, 3);
  const second = hash(n, 4) % 100 < 80 ? pick(middleNames, n, 5) : null;
  const last = pick(surnames, n, 6);
  // About one in twenty registered with a passport instead of a national ID.
  const idNumber = hash(n, 7) % 20 === 0 ? `AK${1_000_000 + n}` : String(40_000_000 + n);
  return {
    first,
    second,
    last,
    gender,
    category,
    memberNo: `${prefix}/${10_000 + n}`,
    idNumber,
    email: `${first}.${last}.${n}@mail.example`.toLowerCase(),
    discipline: pick(disciplines, n, 8),
    countyNo: 1 + (hash(n, 9) % 47),
    title: entitled.has(category) ? 'ENG' : gender === 'Male' ? 'MR' : 'MS',
    hasAccount: n % WITH_ACCOUNT_EVERY === 0,
    status: statusOf(n),
  };
}

/**
 * The rows one member adds, by table: always a register entry; with an account also a user, a
 * profile holding the member number and a title. User and profile ids follow the rows already
 * there (with gaps where members have no account).
 */
function rowsOf(n, firstUserId, firstProfileId) {
  const m = memberAt(n);
  const user = firstUserId + n;
  const profile = firstProfileId + n;
  const stamps = { created_at: NOW, updated_at: NOW };
  const names = { first_name: m.first, second_name: m.second, last_name: m.last };
  const entry = {
    member_no: m.memberNo,
    ...names,
    id_number: m.idNumber,
    email: m.email,
    category: m.category,
    status: m.status,
    user_id: m.hasAccount ? user : null,
    activated_at: m.hasAccount ? NOW : null,
    ...stamps,
  };
  if (!m.hasAccount) return { member_register: entry };
  return {
    users: {
      id: user,
      email: m.email,
      id_number: m.idNumber,
      password_hash: 'not-a-login',
      type: 'Individual',
      category: m.category,
      email_verified_at: NOW,
      ...stamps,
    },
    profiles: {
      id: profile,
      profile_id: `PR-${String(profile).padStart(6, '0')}`,
      user_id: user,
      ...names,
      gender: m.gender,
      id_number: m.idNumber,
      nationality: 'KE',
      county_no: m.countyNo,
      discipline: m.discipline,
      confirmed: 1,
      member_no: m.memberNo,
      ...stamps,
    },
    member_register: entry,
    profile_titles: { profile_id: profile, title: m.title, sequence: 1 },
  };
}

/** Rows of members [from, to), by table, in the order the foreign keys need. */
function tableRows(from, to, firstUserId, firstProfileId) {
  const tables = { users: [], profiles: [], member_register: [], profile_titles: [] };
  for (let n = from; n < to; n++) {
    const rows = rowsOf(n, firstUserId, firstProfileId);
    for (const table of Object.keys(tables)) if (rows[table]) tables[table].push(rows[table]);
  }
  return tables;
}

const SEED_CHUNK = 10_000;

function seedSqlite(file, count) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const nextId = (table) => db.prepare(`select coalesce(max(id), 0) + 1 as id from ${table}`).get().id;
  const firstUserId = nextId('users');
  const firstProfileId = nextId('profiles');
  const statements = {};
  const insert = (table, row) => {
    statements[table] ??= db.prepare(
      `insert into ${table} (${Object.keys(row).join(', ')}) values (${Object.keys(row)
        .map((c) => `@${c}`)
        .join(', ')})`,
    );
    statements[table].run(row);
  };
  db.transaction(() => {
    for (let from = 0; from < count; from += SEED_CHUNK) {
      const tables = tableRows(from, Math.min(count, from + SEED_CHUNK), firstUserId, firstProfileId);
      for (const [table, rows] of Object.entries(tables)) for (const row of rows) insert(table, row);
    }
  })();
  db.close();
}

async function seedPostgres(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const nextId = async (table) =>
      (await client.query(`select coalesce(max(id), 0) + 1 as id from ${table}`)).rows[0].id;
    const firstUserId = await nextId('users');
    const firstProfileId = await nextId('profiles');
    await client.query('begin');
    for (let from = 0; from < count; from += SEED_CHUNK) {
      const tables = tableRows(from, Math.min(count, from + SEED_CHUNK), firstUserId, firstProfileId);
      for (const [table, rows] of Object.entries(tables)) {
        if (rows.length === 0) continue;
        // One statement per chunk and table: a typed array per column, unnested into rows. A
        // column's type comes from its first value that is not null (user_id is null without account).
        const columns = Object.keys(rows[0]);
        const isNumber = (column) => typeof rows.find((row) => row[column] !== null)?.[column] === 'number';
        const unnest = columns.map(
          (column, index) => `$${index + 1}::${isNumber(column) ? 'int4' : 'text'}[]`,
        );
        await client.query(
          `insert into ${table} (${columns.join(', ')}) select * from unnest(${unnest.join(', ')})`,
          columns.map((column) => rows.map((row) => row[column])),
        );
      }
    }
    // Explicit ids leave the serial sequences behind; the server's own inserts must not collide.
    for (const table of ['users', 'profiles'])
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    await client.query('commit');
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** The built CLI's `search:rebuild` against the bench database, as an operator would after an import. */
export function rebuildSearchIndex(databaseUrl) {
  return new Promise((resolveRun, reject) => {
    const output = [];
    const child = spawn(process.execPath, ['dist/server/cli.js', 'search:rebuild'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const text = Buffer.concat(output).toString().trim();
      if (code === 0) resolveRun(text);
      else reject(new BenchError(`cli.js search:rebuild exited with code ${code}\n${text.slice(-3000)}`));
    });
  });
}

/** What the public types, each kind a different path through the search. */
const termKinds = {
  'full name': (m, i) => (i % 2 ? `${m.first} ${m.second ?? ''} ${m.last}` : `${m.last} ${m.first}`),
  'prefix + surname': (m, i) =>
    `${m.first.slice(0, 3).toLowerCase()} ${i % 2 ? m.last : m.last.toLowerCase()}`,
  'member number': (m, i) => (i % 2 ? m.memberNo : m.memberNo.toLowerCase()),
  'ID number': (m) => m.idNumber,
  'e-mail': (m, i) => (i % 2 ? m.email : m.email.toUpperCase()),
};

/** Terms drawn from the listed members (a Lapsed member finds nobody); every term finds one. */
function searchTerms(count) {
  const member = (index, salt) => {
    for (let attempt = 0; ; attempt++) {
      const drawn = memberAt(hash(index + attempt * 7919, salt) % count);
      if (listedStatuses.has(drawn.status)) return drawn;
    }
  };
  const terms = [];
  for (let i = 0; i < TERMS_PER_KIND; i++)
    for (const [kind, termOf] of Object.entries(termKinds)) {
      const term = termOf(member(i, terms.length + 100), i)
        .replace(/\s+/g, ' ')
        .trim();
      terms.push({ kind, term, path: `/api/profile/search?term=${encodeURIComponent(term)}` });
    }
  return terms;
}

/** Each term answers 200 and finds its member before any load: a search that finds nothing is fast. */
async function checkTerms(url, terms) {
  const totals = {};
  for (const { kind, term, path } of terms.slice(0, CHECKED_PER_KIND * Object.keys(termKinds).length)) {
    const response = await fetch(`${url}${path}`);
    const body = await response.json().catch(() => ({}));
    if (!response.ok)
      throw new BenchError(`search for "${term}" answered ${response.status}: ${JSON.stringify(body)}`);
    const total = body?.data?.total;
    if (!(total >= 1))
      throw new BenchError(`search for "${term}" (${kind}) found nobody: is the index built?`);
    totals[kind] = [...(totals[kind] ?? []), total];
  }
  const summary = Object.entries(totals).map(
    ([kind, list]) => `${kind} ${Math.min(...list)}-${Math.max(...list)}`,
  );
  console.log(`search: results per term: ${summary.join(', ')}`);
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** Seeds, indexes and measures one database; `targets` null for the informational PostgreSQL run. */
async function runSearchBench({ dialect, postgresUrl, targets }) {
  const benchSeconds = wholeNumberSetting('BENCH_SECONDS', 5);
  const roundCount = wholeNumberSetting('BENCH_ROUNDS', 5);
  const members = wholeNumberSetting('BENCH_SEARCH_MEMBERS', 500_000);
  assertServerBuilt();
  const pin = pinning();
  const directory = await mkdtemp(join(tmpdir(), 'portal-bench-search-'));
  const databaseUrl = postgresUrl ?? `file:${join(directory, 'bench.sqlite')}`;
  const env = { DATABASE_URL: databaseUrl, SEARCH_RATE_LIMIT_PER_MINUTE: UNLIMITED_SEARCHES };
  let portal;
  let baseline;
  try {
    console.log(`\nmember search (${dialect}): migrating and seeding the demo ...`);
    if (!pin) console.log('not pinned (needs taskset and two CPUs): expect noisy figures');
    portal = startPortal(pin, await freePort(), directory, env);
    await waitForHealth(portal);
    await stopPortal(portal);

    let started = performance.now();
    if (postgresUrl) await seedPostgres(postgresUrl, members);
    else seedSqlite(databaseUrl.replace(/^file:/, ''), members);
    console.log(`search: ${members.toLocaleString('en')} members seeded in ${seconds(started)} s`);
    started = performance.now();
    const rebuilt = await rebuildSearchIndex(databaseUrl);
    console.log(`search: index rebuilt in ${seconds(started)} s with tsx start-up (${rebuilt})`);

    portal = startPortal(pin, await freePort(), directory, { ...env, SEED_DEMO: 'false' });
    await waitForHealth(portal);
    baseline = await startBaseline(pin, await freePort());
    const terms = searchTerms(members);
    await checkTerms(portal.url, terms);

    const rounds = await measureRounds(roundCount, benchSeconds, baseline.url, {
      label: 'GET /api/profile/search',
      url: portal.url,
      requests: terms.map(({ path }) => ({ method: 'GET', path })),
    });
    console.log(`\npublic member search, ${members.toLocaleString('en')} members (${dialect})`);
    printReport(`member search, ${dialect}`, rounds, benchSeconds, targets);
    assertCleanRun(rounds, portal);
  } finally {
    await stopPortal(portal);
    baseline?.child.kill('SIGTERM');
    await rm(directory, { recursive: true, force: true });
  }
}

/** The PostgreSQL leg, in a process of its own under with-postgres (which sets TEST_DATABASE_URL). */
export async function benchSearchOnPostgres() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new BenchError('search-postgres runs under scripts/with-postgres.mjs (TEST_DATABASE_URL unset)');
  await runSearchBench({ dialect: 'PostgreSQL', postgresUrl: url, targets: null });
}

function runPostgresLeg(pin) {
  const command = [
    join(root, 'scripts/with-postgres.mjs'),
    process.execPath,
    join(root, 'scripts/bench.mjs'),
    'search-postgres',
  ];
  // Pinned, this process runs on the load generator's CPU and children inherit it: the cluster gets both.
  const child = pin
    ? spawn('taskset', ['-c', `0-${cpus().length - 1}`, process.execPath, ...command], {
        cwd: root,
        stdio: 'inherit',
      })
    : spawn(process.execPath, command, { cwd: root, stdio: 'inherit' });
  return new Promise((resolveCode) => child.once('exit', (code) => resolveCode(code ?? 1)));
}

export async function benchSearch() {
  await runSearchBench({ dialect: 'SQLite', postgresUrl: undefined, targets: TARGETS });
  // The PostgreSQL leg has no target; CI leaves it out (BENCH_SEARCH_POSTGRES=skip) to stay in time.
  if (process.env.BENCH_SEARCH_POSTGRES === 'skip') {
    console.log('\nmember search (PostgreSQL): skipped (BENCH_SEARCH_POSTGRES=skip)');
    return;
  }
  const code = await runPostgresLeg(pinning());
  if (code === POSTGRES_LEG_BROKEN) throw new BenchError('the PostgreSQL search run failed (see above)');
  if (code !== 0) {
    reportFigure({ figure: 'member search, PostgreSQL: cluster did not start', measured: Number.NaN });
    console.log(
      `\nmember search (PostgreSQL): not measured, the cluster could not start (exit ${code}; see above)`,
    );
  }
}

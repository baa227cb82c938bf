// The billing step of `npm run test:scale`: a subscription billing run started on both instances at
// once, the instance billing it killed (SIGKILL) mid-run, the other one finishing it once the dead
// one's lease runs out; then what PostgreSQL and the SMTP catcher hold is checked: every member billed
// exactly once, no invoice lost or half-written, no notice queued twice, every notice delivered once.
import { setTimeout as sleep } from 'node:timers/promises';
import { demoPassword } from '../bench.mjs';
import { log, request, ScaleError, waitFor } from './run-kit.mjs';
import { deliveryKey } from './smtp.mjs';

const ADMIN = 'admin@eik.example';
const SEEDED = "member_no like 'SCALE/%'";
/** The run's chunk (src/server/features/subscriptions/bill-period.ts BILLING_CHUNK). */
const CHUNK = 1000;
/** A claimed run is taken over when its holder stops renewing for this long (bill-period.ts LEASE_MS). */
const LEASE_MS = 60_000;
/** How long the catcher is held before the kill, for deliveries already accepted to be marked sent. */
const HOLD_BEFORE_KILL_MS = 500;

/**
 * One seeded member in this many has an account and an e-mail address, and gets the run's notice; the
 * others are register entries without contact details, billed without a message. The outbox sends a
 * message at a time per instance, so a notice per member would make the drain, not the billing, the
 * length of the run.
 */
export const MAILED_EVERY = 40;

/** `count` active register members, written straight into PostgreSQL in three statements. */
export async function seedMembers(db, count) {
  const now = new Date().toISOString();
  await db.query(
    `insert into users (email, password_hash, type, category, email_verified_at, created_at, updated_at)
     select 'scale-' || n || '@scale.example', 'not-a-login', 'Individual', 'PROFESSIONAL', $1, $1, $1
     from generate_series(1, $2::int) as n where n % $3 = 0`,
    [now, count, MAILED_EVERY],
  );
  await db.query(
    `insert into member_register (member_no, first_name, last_name, id_number, category, status,
       activated_at, created_at, updated_at)
     select 'SCALE/' || n, 'MEMBER', 'SCALE' || n, 'SC' || n, 'PROFESSIONAL', 'Active', $1, $1, $1
     from generate_series(1, $2::int) as n`,
    [now, count],
  );
  await db.query(
    `update member_register m set email = u.email, user_id = u.id from users u
     where u.email = 'scale-' || substr(m.member_no, 7) || '@scale.example' and m.${SEEDED}`,
  );
}

async function signInAdmin(instance, origin) {
  const login = await request(instance.url, 'POST', '/api/auth/login', {
    origin,
    json: { email: ADMIN, password: demoPassword() },
  });
  const token = login.body?.data?.token;
  if (login.status !== 200 || typeof token !== 'string')
    throw new ScaleError(`admin login on ${instance.name} answered ${login.status}`);
  return token;
}

/** Which instance's connection is inside a billing chunk right now (their PGAPPNAME), if any. */
async function instancesBilling(db, names) {
  const { rows } = await db.query(
    `select distinct application_name from pg_stat_activity
     where application_name = any($1) and state <> 'idle' and xact_start is not null
       and query ilike '%invoice%'`,
    [names],
  );
  return rows.map((row) => row.application_name);
}

const runRow = async (db, id) =>
  (
    await db.query(
      'select status, total, processed, billed, already_billed from subscription_billing_runs where id = $1',
      [id],
    )
  ).rows[0];

/**
 * Starts the run on both instances at once, kills the one billing it mid-run with the catcher held,
 * waits for the other to finish it and for the outbox to drain. Adds its checks to `checks`.
 */
export async function billingWithAKill({ db, instances, nginxUrl, origin, catcher, checks, period }) {
  const [first, second] = instances;
  const tokens = await Promise.all(instances.map((instance) => signInAdmin(instance, origin)));
  const starts = await Promise.all(
    instances.map((instance, index) =>
      request(instance.url, 'POST', '/api/admin/subscriptions/runs', {
        headers: { authorization: `Bearer ${tokens[index]}` },
        json: { period },
      }),
    ),
  );
  const statuses = starts.map((answer) => answer.status);
  const created = starts.filter((answer) => answer.status === 201);
  checks.add(
    'billing run started on both at once: one run',
    created.length === 1 && statuses.filter((status) => status === 409).length === 1,
    `${first.name} ${statuses[0]}, ${second.name} ${statuses[1]}`,
  );
  if (created.length === 0) throw new ScaleError('no billing run was started');
  const runId = created[0].body.data.id;
  const total = created[0].body.data.total;
  log(`billing run ${runId} of ${period}: ${total} members`);

  // Mid-run: at least one chunk committed, the run still going, and its holder seen at work.
  const names = instances.map((instance) => instance.name);
  const holderName = await waitFor(
    async () => {
      const run = await runRow(db, runId);
      if (run.status !== 'Running')
        throw new ScaleError(
          `the run ended (${run.status}) before the kill: seed more members (SCALE_MEMBERS)`,
        );
      if (run.processed < CHUNK) return undefined;
      const billing = await instancesBilling(db, names);
      return billing.length === 1 ? billing[0] : undefined;
    },
    60_000,
    20,
  );
  if (!holderName) throw new ScaleError('no instance was seen billing the run within 60 s');
  const victim = instances.find((instance) => instance.name === holderName);
  const survivor = instances.find((instance) => instance !== victim);

  catcher.hold();
  await sleep(HOLD_BEFORE_KILL_MS);
  const beforeKill = await runRow(db, runId);
  await victim.kill();
  catcher.release();
  const killedAt = Date.now();
  log(
    `killed ${victim.name} (SIGKILL) at ${beforeKill.processed}/${beforeKill.total} billed; ${survivor.name} takes over when the lease runs out`,
  );
  checks.add(
    'kill landed mid-run',
    beforeKill.status === 'Running' && beforeKill.processed < beforeKill.total,
    `${victim.name} killed while billing, ${beforeKill.processed} of ${beforeKill.total} done`,
  );

  // Progress through nginx: the dead instance's address is refused and the GET goes to the other.
  const survivorToken = tokens[instances.indexOf(survivor)];
  const finished = await waitFor(
    async () => {
      const answer = await request(nginxUrl, 'GET', `/api/admin/subscriptions/runs/${runId}`, {
        headers: { authorization: `Bearer ${survivorToken}` },
      });
      const run = answer.body?.data;
      if (run?.status === 'Failed') throw new ScaleError(`the billing run failed: ${JSON.stringify(run)}`);
      return run?.status === 'Finished' ? run : undefined;
    },
    LEASE_MS + 60_000,
    250,
  );
  checks.add(
    `run finished on ${survivor.name}`,
    finished &&
      finished.processed === finished.total &&
      finished.billed + finished.alreadyBilled === finished.total,
    finished
      ? `${finished.billed} billed of ${finished.total}, ${((Date.now() - killedAt) / 1000).toFixed(0)} s after the kill`
      : 'not finished within the lease and a minute',
  );

  const drained = await waitFor(
    async () =>
      Number((await db.query("select count(*) as n from outbox where status = 'pending'")).rows[0].n) === 0,
    90_000,
    250,
  );
  // A second delivery of something already sent would arrive after the drain: give it a moment.
  await sleep(1500);
  log(
    `outbox ${drained ? 'drained' : 'NOT drained within 90 s'}; ${catcher.received.length} messages caught, ${catcher.refusedWhileHeld} refused while held`,
  );
  await checkBooks({ db, checks, period, expected: total });
  await checkMail({ db, checks, catcher });
}

async function count(db, query, values = []) {
  return Number((await db.query(query, values)).rows[0].n);
}

const QUEUED_TWICE = `select count(*) as n from (select recipient, subject, body_text from outbox
  group by recipient, subject, body_text having count(*) > 1) as twice`;

/** Every seeded member billed exactly once; every invoice whole; one notice per invoice. */
async function checkBooks({ db, checks, period, expected }) {
  const ref = String(period);
  const duplicated = await count(
    db,
    `select count(*) as n from (select member_id from invoices where source_type = 'SUBSCRIPTION'
       and source_ref = $1 group by member_id having count(*) > 1) as twice`,
    [ref],
  );
  const invoices = await count(
    db,
    "select count(*) as n from invoices where source_type = 'SUBSCRIPTION' and source_ref = $1",
    [ref],
  );
  checks.add(
    'no member billed twice',
    duplicated === 0,
    `${duplicated} members with two invoices of ${period}`,
  );
  const unbilled = await count(
    db,
    `select count(*) as n from member_register m where m.${SEEDED} and not exists (select 1 from invoices i
       where i.member_id = m.id and i.source_type = 'SUBSCRIPTION' and i.source_ref = $1)`,
    [ref],
  );
  checks.add(
    'no invoice lost',
    unbilled === 0 && invoices === expected,
    `${invoices} invoices for ${expected} billable members; ${unbilled} seeded members without one`,
  );
  const halfWritten = await count(
    db,
    `select count(*) as n from invoices i where i.source_type = 'SUBSCRIPTION' and i.source_ref = $1
       and (select count(*) from invoice_lines l where l.invoice_id = i.id) <> 1`,
    [ref],
  );
  checks.add(
    'no invoice half-written',
    halfWritten === 0,
    `${halfWritten} invoices without exactly one line`,
  );
  const notices = await count(
    db,
    `select count(*) as n from outbox where recipient like 'scale-%@scale.example'`,
  );
  const seededInvoices = await count(
    db,
    `select count(*) as n from invoices i join member_register m on m.id = i.member_id
     where m.${SEEDED} and m.email is not null and i.source_type = 'SUBSCRIPTION' and i.source_ref = $1`,
    [ref],
  );
  const queuedTwice = await count(db, QUEUED_TWICE);
  checks.add(
    'outbox: one notice per invoice, none queued twice',
    queuedTwice === 0 && notices === seededInvoices,
    `${notices} notices for ${seededInvoices} invoices to members with an address; ${queuedTwice} messages queued more than once`,
  );
}

/** Outbox rows against what the catcher received: messages missing, and deliveries beyond one. */
function compareMail(rows, received) {
  const queued = new Map();
  for (const row of rows) {
    const key = deliveryKey(row.recipient, row.subject ?? '');
    queued.set(key, (queued.get(key) ?? 0) + 1);
  }
  const caught = new Map();
  for (const mail of received) caught.set(mail.key, (caught.get(mail.key) ?? 0) + 1);
  let missing = 0;
  let duplicated = 0;
  for (const [key, times] of queued) {
    const got = caught.get(key) ?? 0;
    missing += Math.max(0, times - got);
    duplicated += Math.max(0, got - times);
  }
  for (const [key, got] of caught) if (!queued.has(key)) duplicated += got;
  return { missing, duplicated };
}

/** Every e-mail in the outbox sent, and caught by the SMTP server exactly once. */
async function checkMail({ db, checks, catcher }) {
  const { rows } = await db.query("select recipient, subject, status from outbox where channel = 'email'");
  const { missing, duplicated } = compareMail(rows, catcher.received);
  const notSent = rows.filter((row) => row.status !== 'sent').length;
  checks.add(
    'SMTP: every message caught, none twice',
    missing === 0 && duplicated === 0 && notSent === 0,
    `${rows.length} e-mails queued, ${catcher.received.length} caught; ${duplicated} extra, ${missing} missing, ${notSent} not marked sent`,
  );
  await proveDuplicateChecks({ db, checks, rows, received: catcher.received });
}

/**
 * A check that cannot fail proves nothing: shown a notice queued twice (in a transaction rolled
 * back) and a delivery caught twice, the two duplicate counts above must each find one.
 */
async function proveDuplicateChecks({ db, checks, rows, received }) {
  await db.query('begin');
  let queuedTwice;
  try {
    await db.query(
      `insert into outbox (channel, recipient, subject, body_text, body_html, status, attempts,
         next_attempt_at, created_at)
       select channel, recipient, subject, body_text, body_html, 'sent', attempts, next_attempt_at, created_at
       from outbox where recipient like 'scale-%@scale.example' order by id limit 1`,
    );
    queuedTwice = await count(db, QUEUED_TWICE);
  } catch (error) {
    // A unique index that refuses the copy is a stronger guarantee than the count.
    if (error?.code !== '23505') throw error;
    queuedTwice = 1;
  } finally {
    await db.query('rollback');
  }
  const caughtTwice = received.length ? compareMail(rows, [...received, received[0]]).duplicated : 0;
  checks.add(
    'the duplicate checks can fail',
    queuedTwice === 1 && caughtTwice === 1,
    `a notice queued twice counts ${queuedTwice}, a delivery caught twice counts ${caughtTwice}`,
  );
}

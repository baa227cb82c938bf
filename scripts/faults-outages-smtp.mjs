// SMTP down for a while (issue 11, "Load and faults"): every message goes out exactly once afterwards.
// The built server runs on SQLite with SMTP_URL at a port where nothing listens. Password-reset
// requests for the demo accounts queue a batch of e-mails; delivery fails and is retried (attempts are
// recorded in the outbox); then an SMTP server starts on that port and the outbox drains. Every
// outbox row must have reached the SMTP server once (no duplicate, none missing) and none be failed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { BenchError, freePort, HOST, startPortal, stopPortal, waitForHealth } from './bench.mjs';
import { reportCheck, reportFigure } from './bench-report.mjs';
import { outageLog } from './faults-outages-common.mjs';

const DEMO_ACCOUNTS = ['member', 'applicant', 'firm', 'approver', 'admin', 'superadmin'].map(
  (name) => `${name}@eik.example`,
);
/** Three each: 18 messages, within the 20 reset requests an address may make per hour. */
const RESETS_PER_ACCOUNT = 3;
/** Short retries for the run (OUTBOX_RETRY_BASE_MS): 0.5, 1, 2, 4 s ... instead of 30 s, 1 min ... */
const RETRY_BASE_MS = 500;
const FAILED_ATTEMPTS_WANTED = 4;
const DRAIN_TIMEOUT_MS = 45_000;
/** Poll cycles waited after the drain, so a late second delivery would still be caught. */
const SETTLE_MS = 2_000;

/** An SMTP server on `port` that keeps every message as received: recipients and raw text. */
async function startCatcher(port) {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolveListen);
  });
  return { received, stop: () => new Promise((resolveStop) => server.close(resolveStop)) };
}

/** The message as text: quoted-printable undone and line ends made plain, to find a body in it. */
function readable(raw) {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}

/**
 * Matches each e-mail row of the outbox with what the SMTP server received, by recipient and body
 * text (each reset link is unique). Returns the counts of what went wrong.
 */
export function compareDeliveries(rows, received) {
  const texts = received.map((mail) => ({ to: mail.to, text: readable(mail.raw) }));
  let matched = 0;
  let missing = 0;
  let duplicated = 0;
  for (const row of rows) {
    const body = row.body_text.replace(/\r\n/g, '\n').trim();
    const copies = texts.filter(
      (mail) => mail.to.includes(row.recipient.toLowerCase()) && mail.text.includes(body),
    );
    matched += Math.min(copies.length, 1);
    if (copies.length === 0) missing += 1;
    if (copies.length > 1) duplicated += copies.length - 1;
  }
  // A delivery that matches no row is a copy made somewhere else (or a stranger): counted too.
  const unexplained = Math.max(0, received.length - matched - duplicated);
  return {
    missing,
    duplicated: duplicated + unexplained,
    failed: rows.filter((row) => row.status === 'failed').length,
    notSent: rows.filter((row) => row.status !== 'sent').length,
  };
}

async function requestResets(url) {
  for (let round = 0; round < RESETS_PER_ACCOUNT; round++) {
    for (const email of DEMO_ACCOUNTS) {
      const response = await fetch(`${url}/api/auth/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      if (!response.ok) throw new BenchError(`password reset for ${email} answered ${response.status}`);
    }
  }
}

async function waitFor(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await sleep(100);
  }
  return condition();
}

export async function smtpOutageScenario() {
  const log = outageLog('smtp outage');
  const databaseDir = await mkdtemp(join(tmpdir(), 'portal-outage-smtp-'));
  const smtpPort = await freePort();
  let portal;
  let catcher;
  let db;
  try {
    portal = startPortal(null, await freePort(), databaseDir, {
      SMTP_URL: `smtp://${HOST}:${smtpPort}`,
      FILES_DIR: join(databaseDir, 'files'),
      LOG_LEVEL: 'error',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_BASE_MS: String(RETRY_BASE_MS),
    });
    await waitForHealth(portal);
    db = new Database(join(databaseDir, 'bench.sqlite'), { readonly: true });
    const emails = () => db.prepare("select * from outbox where channel = 'email' order by id").all();
    await requestResets(portal.url);
    log(`${emails().length} e-mails queued, SMTP down`);

    const failing = await waitFor(
      () => emails().every((row) => row.attempts >= FAILED_ATTEMPTS_WANTED && row.last_error),
      20_000,
    );
    const attemptsWhileDown = Math.min(...emails().map((row) => row.attempts));
    log(
      `every message tried at least ${attemptsWhileDown} times${failing ? '' : ' (fewer than wanted)'}; SMTP up`,
    );

    catcher = await startCatcher(smtpPort);
    const upAt = Date.now();
    const drained = await waitFor(() => emails().every((row) => row.status !== 'pending'), DRAIN_TIMEOUT_MS);
    const drainMs = Date.now() - upAt;
    await sleep(SETTLE_MS);
    const rows = emails();
    const result = compareDeliveries(rows, catcher.received);
    log(
      `${drained ? `drained in ${drainMs} ms` : 'not drained'}: ${catcher.received.length} delivered for ` +
        `${rows.length} rows; missing ${result.missing}, duplicated ${result.duplicated}, failed ${result.failed}`,
    );

    reportFigure({
      figure: 'smtp outage: failed attempts per message while down (fewest)',
      measured: attemptsWhileDown,
      atLeast: FAILED_ATTEMPTS_WANTED,
      gate: true,
    });
    reportFigure({ figure: 'smtp outage: SMTP back -> outbox drained', measured: drainMs, unit: 'ms' });
    reportCheck('smtp outage: messages not delivered', result.missing);
    reportCheck('smtp outage: messages delivered more than once', result.duplicated);
    reportCheck('smtp outage: messages marked failed or still pending', result.notSent);
    reportCheck('smtp outage: server exited', portal.child.exitCode === null ? 0 : 1);
  } finally {
    db?.close();
    await stopPortal(portal);
    await catcher?.stop();
    await rm(databaseDir, { recursive: true, force: true });
  }
}

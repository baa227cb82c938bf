// PostgreSQL restarted under load (issue 11, "Load and faults"): the server must ride out the outage
// on its own. The built server runs on a throwaway cluster with the demo seed while a steady load of
// signed-in GETs, a write and public searches goes on; PostgreSQL is restarted (`pg_ctl restart -m
// fast`), then stopped for a few seconds and started again. While it is away answers may fail, but
// only as 503 `{ message }`; the process must not exit or hang; and within RECOVERY_CEILING_MS of
// PostgreSQL accepting connections again every request succeeds, on the sessions signed in before.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { BenchError, freePort, startPortal, stopPortal, waitForHealth } from './bench.mjs';
import { reportCheck, reportFigure } from './bench-report.mjs';
import { outageLog, signIn } from './faults-outages-common.mjs';
import { startCluster } from './with-postgres.mjs';

const RECOVERY_CEILING_MS = 5_000;
const DOWN_MS = 4_000;
const STEADY_MS = 3_000;
/** After this long without an answer a request counts as hung. */
const REQUEST_TIMEOUT_MS = 10_000;
const CONNECTIONS = 8;

/** The load: what a signed-in member and firm do, one write, a public search and the health check. */
function loadRequests(member, firm) {
  const flags = (on) => ({ email_reminders: on, email_updates: true, sms_reminders: false, sms_updates: on });
  return [
    { method: 'GET', path: '/api/auth/user', token: member },
    { method: 'GET', path: '/api/dashboard/general-information', token: member },
    { method: 'GET', path: '/api/profile/search?term=engineer' },
    { method: 'GET', path: '/api/profile', token: member },
    { method: 'POST', path: '/api/auth/notification', token: member, body: flags(true) },
    { method: 'GET', path: '/api/notifications', token: member },
    { method: 'GET', path: '/api/auth/user', token: firm },
    { method: 'GET', path: '/api/health' },
    { method: 'POST', path: '/api/auth/notification', token: member, body: flags(false) },
    { method: 'GET', path: '/api/billing/balance', token: firm },
  ];
}

function startLoad(url, requests) {
  const worker = new Worker(new URL('./faults-outages-load.mjs', import.meta.url), {
    workerData: { url, requests, connections: CONNECTIONS, timeoutMs: REQUEST_TIMEOUT_MS },
    // Not this process's flags: `node --input-type=module -e` would refuse to load the worker's file.
    execArgv: [],
  });
  const records = new Promise((resolveRecords, reject) => {
    worker.once('message', resolveRecords);
    worker.once('error', (error) =>
      reject(new BenchError(`the load worker failed: ${error.stack ?? error}`)),
    );
  });
  // A worker that fails early is reported by stop(), after the scenario's clean-up is in reach.
  records.catch(() => {});
  return {
    async stop() {
      worker.postMessage('stop');
      try {
        return await records;
      } finally {
        await worker.terminate();
      }
    },
  };
}

/** Runs pg_ctl and returns when it is done; `-w` makes start and restart wait for connections. */
function timed(log, label, run) {
  const startedAt = Date.now();
  run();
  const doneAt = Date.now();
  log(`${label}: ${doneAt - startedAt} ms`);
  return { startedAt, doneAt };
}

/**
 * Recovery after one outage: from PostgreSQL accepting connections (`backAt`) to the first 2xx, and
 * to the last failure among requests sent from then until `until` (every later answer was a 2xx).
 */
function recoveryOf(records, backAt, until) {
  const after = records.filter((record) => record.sentAt >= backAt && record.doneAt < until);
  const firstOk = after.filter((record) => record.outcome === 'ok').sort((a, b) => a.doneAt - b.doneAt)[0];
  const failures = after.filter((record) => record.outcome !== 'ok');
  const lastFailureAt = Math.max(backAt, ...failures.map((record) => record.doneAt));
  const lastRecord = after.sort((a, b) => a.sentAt - b.sentAt).at(-1);
  // Still failing at the end of the window: not recovered within it.
  const recovered = firstOk !== undefined && lastRecord?.outcome === 'ok';
  return {
    firstOkMs: firstOk ? firstOk.doneAt - backAt : Number.NaN,
    allOkMs: recovered ? lastFailureAt - backAt : Number.NaN,
  };
}

/** What the records say, against the outage windows [{ label, downAt, backAt }]. */
export function judgeOutageRecords(records, windows, endAt) {
  const failures = records.filter((record) => record.outcome !== 'ok');
  const inOutage = (record) =>
    windows.some(
      (window) => record.sentAt < window.backAt + RECOVERY_CEILING_MS && record.doneAt >= window.downAt,
    );
  return {
    malformed: records.filter((record) => record.outcome === 'malformed').length,
    unanswered: records.filter((record) => record.outcome === 'hung' || record.outcome === 'no answer')
      .length,
    notServiceUnavailable: failures.filter((record) => record.outcome === 'envelope' && record.status !== 503)
      .length,
    failedWhileUp: failures.filter((record) => !inOutage(record)).length,
    refusedWhileDown: windows.map(
      (window) =>
        failures.filter(
          (record) =>
            record.status === 503 && record.sentAt >= window.downAt && record.sentAt < window.backAt,
        ).length,
    ),
    recoveries: windows.map((window, index) =>
      recoveryOf(records, window.backAt, windows[index + 1]?.downAt ?? endAt),
    ),
  };
}

async function sessionsStillValid(url, tokens) {
  let invalid = 0;
  for (const token of tokens) {
    const response = await fetch(`${url}/api/auth/user`, {
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
    if (!response?.ok) invalid += 1;
  }
  return invalid;
}

export async function postgresRestartScenario() {
  const log = outageLog('postgres restart');
  const filesDir = await mkdtemp(join(tmpdir(), 'portal-outage-pg-'));
  let cluster;
  let portal;
  let load;
  try {
    cluster = await startCluster();
    const pgCtl = (action, ...options) => cluster.pgCtl(action, ...options);
    portal = startPortal(null, await freePort(), filesDir, {
      DATABASE_URL: cluster.url,
      FILES_DIR: join(filesDir, 'files'),
      LOG_LEVEL: 'error',
      SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    let exit;
    portal.exited.then((value) => {
      exit = value;
    });
    await waitForHealth(portal);
    const member = await signIn(portal.url, 'member@eik.example');
    const firm = await signIn(portal.url, 'firm@eik.example');
    load = startLoad(portal.url, loadRequests(member, firm));
    await sleep(STEADY_MS);

    const restart = timed(log, 'pg_ctl restart -m fast', () =>
      pgCtl('restart', '-m', 'fast', '-l', cluster.logFile, '-w', '-t', '60'),
    );
    await sleep(STEADY_MS + RECOVERY_CEILING_MS);
    const stop = timed(log, 'pg_ctl stop -m fast', () => pgCtl('stop', '-m', 'fast', '-w', '-t', '60'));
    await sleep(DOWN_MS);
    const start = timed(log, 'pg_ctl start', () => pgCtl('start', '-l', cluster.logFile, '-w', '-t', '60'));
    await sleep(STEADY_MS + RECOVERY_CEILING_MS);
    const records = await load.stop();
    load = undefined;
    const endAt = Date.now();

    const windows = [
      { label: 'restart', downAt: restart.startedAt, backAt: restart.doneAt },
      { label: 'stop, down, start', downAt: stop.startedAt, backAt: start.doneAt },
    ];
    const verdict = judgeOutageRecords(records, windows, endAt);
    const invalidSessions = await sessionsStillValid(portal.url, [member, firm]);
    const exited = exit || portal.child.exitCode !== null ? 1 : 0;
    if (exited) log(`the server exited (${JSON.stringify(exit)}); its last lines:\n${portal.output.text()}`);

    log(
      `${records.length} requests; ${verdict.refusedWhileDown.join(' and ')} answered 503 during the two outages`,
    );
    for (const [index, window] of windows.entries()) {
      const { firstOkMs, allOkMs } = verdict.recoveries[index];
      log(`after ${window.label}: first 2xx in ${firstOkMs} ms, all 2xx after ${allOkMs} ms`);
      reportFigure({
        figure: `postgres ${window.label}: back -> first 2xx`,
        measured: firstOkMs,
        unit: 'ms',
        atMost: RECOVERY_CEILING_MS,
        gate: true,
      });
      reportFigure({
        figure: `postgres ${window.label}: back -> every request 2xx`,
        measured: allOkMs,
        unit: 'ms',
        atMost: RECOVERY_CEILING_MS,
        gate: true,
      });
    }
    // The outage must have been seen, or the checks above prove nothing.
    reportFigure({
      figure: 'postgres stop, down, start: requests answered 503 while down',
      measured: verdict.refusedWhileDown[1],
      atLeast: 1,
      gate: true,
    });
    reportCheck('postgres outages: server exited', exited);
    reportCheck('postgres outages: answers outside the { message } envelope', verdict.malformed);
    reportCheck('postgres outages: requests unanswered (dropped or hung)', verdict.unanswered);
    reportCheck('postgres outages: failures answered other than 503', verdict.notServiceUnavailable);
    reportCheck('postgres outages: failures while PostgreSQL was up', verdict.failedWhileUp);
    reportCheck('postgres outages: sessions lost', invalidSessions);
    log(
      `exited ${exited}, malformed ${verdict.malformed}, unanswered ${verdict.unanswered}, ` +
        `non-503 failures ${verdict.notServiceUnavailable}, failures while up ${verdict.failedWhileUp}, ` +
        `sessions lost ${invalidSessions}`,
    );
  } finally {
    await load?.stop().catch(() => {});
    await stopPortal(portal);
    cluster?.remove();
    await rm(filesDir, { recursive: true, force: true });
  }
}

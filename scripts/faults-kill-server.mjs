// The server the kill -9 scenarios (scripts/faults-kill.mjs) start, kill and start again: the built
// server on one temporary SQLite database that outlives every restart, with the payment secrets
// fixed here so the scenarios can sign callbacks as the sandbox gateway does.
import { createHmac, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { BenchError, demoPassword, freePort, startPortal, stopPortal, waitForHealth } from './bench.mjs';

/** src/server/platform/payments/sandbox.ts SANDBOX_SIGNATURE_HEADER. */
const SIGNATURE_HEADER = 'x-sandbox-signature';

export class KillableServer {
  constructor(databaseDir) {
    this.databaseDir = databaseDir;
    // startPortal keeps its database here.
    this.databaseFile = join(databaseDir, 'bench.sqlite');
    this.callbackSecret = randomBytes(24).toString('hex');
    this.signingSecret = randomBytes(24).toString('hex');
    this.password = demoPassword();
    this.portal = null;
  }

  async start() {
    this.port ??= await freePort();
    this.portal = startPortal(null, this.port, this.databaseDir, {
      FILES_DIR: join(this.databaseDir, 'files'),
      PAYMENT_CALLBACK_SECRET: this.callbackSecret,
      SANDBOX_SIGNING_SECRET: this.signingSecret,
      // Callbacks a crash left unprocessed are picked up within a fifth of a second of the restart.
      PAYMENT_CALLBACK_POLL_MS: '200',
      // The reconciliation asks the gateway about payments left pending; the scenarios leave it out
      // so that every posting comes from a callback.
      PAYMENT_RECONCILE_AFTER_MS: '3600000',
      LOGIN_ATTEMPTS_PER_15_MIN: '1000',
    });
    await waitForHealth(this.portal);
  }

  /** kill -9: no shutdown hook runs, whatever was in flight is cut off where it stood. */
  async kill() {
    const { portal } = this;
    if (!portal || portal.child.exitCode !== null || portal.child.signalCode !== null) {
      throw new BenchError(`the server was already down when it was to be killed\n${portal?.output.text()}`);
    }
    portal.child.kill('SIGKILL');
    const { signal } = await portal.exited;
    if (signal !== 'SIGKILL') throw new BenchError(`the server ended by ${signal}, not by kill -9`);
  }

  async stop() {
    await stopPortal(this.portal);
  }

  get url() {
    return this.portal.url;
  }

  /** One request; never throws for a cut connection, which answers { status: 0 }. */
  async request(method, path, { token, json, form, headers = {}, body } = {}) {
    const init = { method, headers: { ...headers } };
    if (token) init.headers.authorization = `Bearer ${token}`;
    if (json !== undefined) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(json);
    } else if (form) init.body = form;
    else if (body !== undefined) init.body = body;
    try {
      const response = await fetch(`${this.url}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
      const text = await response.text();
      let parsed = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: kept as text below
      }
      return { status: response.status, body: parsed, text };
    } catch (error) {
      return { status: 0, body: null, text: String(error?.cause?.code ?? error?.message ?? error) };
    }
  }

  async logIn(email) {
    const answer = await this.request('POST', '/api/auth/login', {
      json: { email, password: this.password },
    });
    const token = answer.body?.data?.token;
    if (answer.status !== 200 || typeof token !== 'string')
      throw new BenchError(`login as ${email} answered ${answer.status} ${answer.text}`);
    return token;
  }

  /** The callback the sandbox gateway posts for a payment: signed over the raw body. */
  signedCallback(report) {
    const body = JSON.stringify(report);
    const signature = createHmac('sha256', this.signingSecret).update(body, 'utf8').digest('hex');
    return {
      path: `/api/payments/callback/sandbox/${this.callbackSecret}`,
      body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    };
  }

  /** Runs `work` on a connection of its own (the server may be running: WAL lets both in). */
  withDatabase(work, { readonly = false } = {}) {
    const db = new Database(this.databaseFile, { readonly, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    try {
      return work(db);
    } finally {
      db.close();
    }
  }
}

/**
 * What SQLite says is wrong with a database file: PRAGMA integrity_check lines other than "ok",
 * foreign keys that point nowhere, and the member search's full-text index out of step with its table.
 */
export function storageProblems(databaseFile) {
  let db;
  try {
    db = new Database(databaseFile, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    const problems = db
      .pragma('integrity_check')
      .map((row) => row.integrity_check)
      .filter((line) => line !== 'ok');
    for (const row of db.pragma('foreign_key_check')) {
      problems.push(`foreign key: ${row.table} row ${row.rowid} points to a missing ${row.parent}`);
    }
    try {
      db.prepare(`INSERT INTO member_search_fts(member_search_fts) VALUES ('integrity-check')`).run();
    } catch (error) {
      problems.push(`member search index: ${error.message}`);
    }
    return problems;
  } catch (error) {
    return [`SQLite: ${error.message}`];
  } finally {
    db?.close();
  }
}

/** Runs `tasks` (functions returning promises) with at most `limit` at a time. */
export async function inBatches(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
  return results;
}

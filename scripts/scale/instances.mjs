// The two portal instances of `npm run test:scale`: the built server (dist/server/main.js) in
// production mode, on one PostgreSQL database and one S3 bucket, behind nginx. Both are started at
// the same moment on the empty database, as an operator's orchestrator would start them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startPortal, stopPortal } from '../bench.mjs';
import { ScaleError } from './run-kit.mjs';

export const BUCKET = 'portal-files';

/**
 * The production settings of every instance; `shared` names the database, the bucket, the SMTP
 * server and the address people use (nginx's). Only the demo data and the plain-http loopback
 * address are a demo site's allowances (a production site has neither).
 */
export function instanceEnv(shared) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: shared.publicUrl,
    INSECURE_PUBLIC_URL_IN_PRODUCTION: 'true',
    DATABASE_URL: shared.databaseUrl,
    // The demo accounts sign in and start the billing run; the first start seeds them.
    SEED_DEMO: 'true',
    SEED_DEMO_IN_PRODUCTION: 'true',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    // One proxy in front: its X-Forwarded-For names the client.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    SMTP_URL: shared.smtpUrl,
    FILE_STORE: 's3',
    S3_ENDPOINT: shared.s3.endpoint,
    S3_REGION: shared.s3.region,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: shared.s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: shared.s3.secretAccessKey,
    // Mail retried within the run: the catcher is held for a moment around the kill.
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    LOGIN_ATTEMPTS_PER_15_MIN: '1000',
  };
}

export class Instance {
  constructor(name, folder, env) {
    this.name = name;
    this.folder = folder;
    this.env = env;
    this.portal = null;
    this.starts = 0;
  }

  /** Spawns the process; `ready()` waits for its health check. */
  async spawn() {
    this.port ??= await freePort();
    mkdirSync(this.folder, { recursive: true });
    this.starts += 1;
    this.portal = startPortal(null, this.port, this.folder, {
      ...this.env,
      PORT: String(this.port),
      // The spool an upload is received into before it goes to the bucket: each instance its own.
      FILES_DIR: join(this.folder, 'spool'),
      // Names this instance's connections in pg_stat_activity, to see which one holds the billing run.
      PGAPPNAME: this.name,
    });
  }

  get url() {
    return this.portal.url;
  }

  get address() {
    return `127.0.0.1:${this.port}`;
  }

  get alive() {
    const child = this.portal?.child;
    return Boolean(child) && child.exitCode === null && child.signalCode === null;
  }

  /**
   * Waits until /api/health answers 200; answers null, or { code, signal, log } when the process
   * exited first (a start-up that lost a race over the empty database).
   */
  async ready(timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    let exit = null;
    this.portal.exited.then((value) => {
      exit = value;
    });
    while (Date.now() < deadline) {
      if (exit) return { ...exit, log: this.portal.output.text() };
      const healthy = await fetch(`${this.url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return null;
      await sleep(100);
    }
    throw new ScaleError(
      `${this.name} did not answer /api/health within ${timeoutMs / 1000} s\n${this.portal.output.text()}`,
    );
  }

  /** kill -9: no shutdown hook runs; whatever it had in flight is cut off where it stood. */
  async kill() {
    if (!this.alive) throw new ScaleError(`${this.name} was already down when it was to be killed`);
    this.portal.child.kill('SIGKILL');
    await this.portal.exited;
  }

  async stop() {
    await stopPortal(this.portal);
  }
}

/** The last line of a failed start that says what went wrong (the error, not the stack). */
export function startFailureLine(log) {
  const lines = log.split('\n').filter((line) => line.trim());
  return (
    lines.find((line) => /duplicate key|violates|error:/i.test(line) && !/^\s+at /.test(line)) ??
    lines.at(-1) ??
    '(no output)'
  );
}

// What every part of `npm run test:scale` shares: the checks table, the clean-up list (run on the way
// out whatever happened, Ctrl-C included), a timestamped progress line, and a plain HTTP client that
// keeps no cookies of its own (the scenario carries one cookie from instance to instance by hand).
import { setTimeout as sleep } from 'node:timers/promises';

export class ScaleError extends Error {}

const startedAt = Date.now();

/** A progress line with the seconds since the run started. */
export const log = (line) => console.log(`scale +${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${line}`);

/** The checks the run prints at the end; it exits 0 only if every one holds. */
export class Checks {
  rows = [];

  /** `ok` true or false; `detail` says what was measured, in a few words. */
  add(name, ok, detail = '') {
    this.rows.push({ name, ok: Boolean(ok), detail: String(detail) });
    log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
    return ok;
  }

  /** A check that failed because its step could not run at all. */
  broken(name, error) {
    return this.add(name, false, error instanceof Error ? error.message.split('\n')[0] : String(error));
  }

  get passed() {
    return this.rows.length > 0 && this.rows.every((row) => row.ok);
  }

  print() {
    const width = Math.max(...this.rows.map((row) => row.name.length), 5);
    console.log(`\n${'check'.padEnd(width)}  result  detail`);
    console.log(`${'-'.repeat(width)}  ------  ------`);
    for (const row of this.rows)
      console.log(`${row.name.padEnd(width)}  ${(row.ok ? 'PASS' : 'FAIL').padEnd(6)}  ${row.detail}`);
  }
}

/**
 * Clean-up steps, run last-in first-out by `run()`; each runs once even if `run()` is called again
 * (a signal while the normal clean-up is under way) and one failing does not stop the others.
 */
export class Cleanup {
  steps = [];
  ran = false;

  add(label, step) {
    this.steps.push({ label, step });
  }

  async run() {
    if (this.ran) return;
    this.ran = true;
    for (const { label, step } of this.steps.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`scale: clean-up of ${label} failed: ${error?.message ?? error}`);
      }
    }
  }

  /** Ctrl-C, a CI timeout's SIGTERM: clean up, then exit as killed by that signal. */
  onSignals() {
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
      ['SIGHUP', 129],
    ]) {
      process.once(signal, () => {
        console.error(`scale: ${signal}, cleaning up`);
        this.run().finally(() => process.exit(code));
      });
    }
  }
}

/**
 * One request. Never throws for a refused or cut connection: that answers `{ status: 0 }`.
 * `cookie` is sent as is; `origin` makes it look like the portal's own page (the cross-origin guard).
 */
export async function request(
  base,
  method,
  path,
  { cookie, json, form, origin, headers = {}, timeoutMs = 20_000 } = {},
) {
  const init = { method, headers: { ...headers }, redirect: 'manual' };
  if (cookie) init.headers.cookie = cookie;
  if (origin) init.headers.origin = origin;
  if (json !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(json);
  } else if (form) init.body = form;
  try {
    const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const bytes = Buffer.from(await response.arrayBuffer());
    let body = null;
    try {
      body = JSON.parse(bytes.toString('utf8'));
    } catch {
      // not JSON (a file): the bytes are kept
    }
    return { status: response.status, headers: response.headers, bytes, body };
  } catch (error) {
    return { status: 0, headers: new Headers(), bytes: Buffer.alloc(0), body: null, error };
  }
}

/** Polls `probe` until it answers something truthy; answers that, or undefined at the deadline. */
export async function waitFor(probe, timeoutMs, everyMs = 200) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() >= deadline) return undefined;
    await sleep(everyMs);
  }
}

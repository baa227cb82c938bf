import { setTimeout as delay } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialect';

/**
 * One lock per database around what changes its schema or seeds it (decision 0040), so instances
 * and operator commands started together take turns instead of racing: the first migrates and
 * seeds, the others wait, then find nothing left to do.
 * - PostgreSQL: a session-level advisory lock on one connection of the pool, held while the work
 *   runs on the others. The server drops it when that connection ends, so a killed instance never
 *   leaves it behind.
 * - SQLite: an exclusive transaction on a lock file beside the database (`<file>.startup-lock`).
 *   It cannot be the database itself, whose exclusive lock would stop the migrations too. The
 *   operating system drops the file lock with the process.
 * Both are tried without blocking and retried on a timer, so a waiting instance's event loop keeps
 * running (SQLite's busy wait would freeze it, and with it a holder in the same process).
 */

/** Two 32-bit keys: pg_locks shows them as classid and objid, so an operator can find the holder. */
const PG_LOCK_KEYS = sql`2029, 40`;
const RETRY_MS = 200;
const REPORT_EVERY_MS = 30_000;
const GIVE_UP_AFTER_MS = 30 * 60_000;

export interface StartupLockOptions {
  /** Told when another holder makes this one wait, and every 30 s while it does. */
  onWait?: (line: string) => void;
  /** How long to wait before failing; 30 minutes unless a test says otherwise. */
  giveUpAfterMs?: number;
}

/** Handles holding the lock now, so a holder that asks again (a nested call) is not made to wait for itself. */
const holders = new WeakSet<Db>();

export async function withStartupLock<T>(
  db: Db,
  work: () => Promise<T>,
  options: StartupLockOptions = {},
): Promise<T> {
  // Held by this handle already (search:rebuild around migrateDatabase): the caller's turn goes on.
  if (holders.has(db)) return work();
  const held = async () => {
    holders.add(db);
    try {
      return await work();
    } finally {
      holders.delete(db);
    }
  };
  if (dialectOf(db) === 'postgres') return withAdvisoryLock(db, held, options);
  return withLockFile(db, held, options);
}

async function withAdvisoryLock<T>(db: Db, work: () => Promise<T>, options: StartupLockOptions): Promise<T> {
  return db.connection().execute(async (connection) => {
    await waitFor(
      async () => {
        const { rows } = await sql<{ locked: boolean }>`
          select pg_try_advisory_lock(${PG_LOCK_KEYS}) as locked`.execute(connection);
        return rows[0]?.locked === true;
      },
      options,
      () => postgresHolder(db),
    );
    try {
      return await work();
    } finally {
      // A broken connection has lost the lock with the session; the pool then discards it.
      await sql`select pg_advisory_unlock(${PG_LOCK_KEYS})`.execute(connection).catch(() => {});
    }
  });
}

/** Who holds the advisory lock, for the message of an instance that gave up waiting. */
async function postgresHolder(db: Db): Promise<string> {
  const { rows } = await sql<{ pid: number; client: string | null; since: string | null }>`
    select a.pid, host(a.client_addr) as client, a.backend_start::text as since
    from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.granted and l.classid = 2029 and l.objid = 40
      and l.database = (select oid from pg_database where datname = current_database())`.execute(db);
  const holder = rows[0];
  if (!holder) return 'Nobody holds it now: start again.';
  return (
    `It is held by PostgreSQL backend ${holder.pid} (client ${holder.client ?? 'local socket'}, ` +
    `connected since ${holder.since}): stop that process, or end it with select pg_terminate_backend(${holder.pid}).`
  );
}

async function withLockFile<T>(db: Db, work: () => Promise<T>, options: StartupLockOptions): Promise<T> {
  const { rows } = await sql<{ file: string }>`
    select file from pragma_database_list where name = 'main'`.execute(db);
  const file = rows[0]?.file;
  // An in-memory database has one connection in one process: nothing can race it.
  if (!file) return work();
  const lockFile = `${file}.startup-lock`;
  // No busy timeout: a busy lock answers at once, and waitFor retries without blocking.
  const lock = new SqliteDatabase(lockFile, { timeout: 0 });
  try {
    await waitFor(
      async () => {
        try {
          lock.exec('BEGIN EXCLUSIVE');
          return true;
        } catch (error) {
          if ((error as { code?: string }).code === 'SQLITE_BUSY') return false;
          throw error;
        }
      },
      options,
      async () =>
        `Another process has it open: stop the other instance or command using ${file}, ` +
        'or, if none runs, the lock is already free: start again.',
    );
    try {
      return await work();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}

async function waitFor(
  attempt: () => Promise<boolean>,
  options: StartupLockOptions,
  describeHolder: () => Promise<string>,
): Promise<void> {
  const started = Date.now();
  const giveUpAfter = options.giveUpAfterMs ?? GIVE_UP_AFTER_MS;
  let nextReport = 0;
  for (;;) {
    if (await attempt()) return;
    const waited = Date.now() - started;
    if (waited >= giveUpAfter) {
      throw new Error(
        `Gave up after ${Math.round(waited / 1000)} s waiting for the start-up lock, which another instance ` +
          `or operator command holds while it migrates or seeds this database. ${await describeHolder()}`,
      );
    }
    if (waited >= nextReport) {
      const already = nextReport === 0 ? '' : ` (still, after ${Math.round(waited / 1000)} s)`;
      options.onWait?.(
        `Waiting for another instance or command to finish migrating and seeding the database${already}.`,
      );
      nextReport += REPORT_EVERY_MS;
    }
    await delay(RETRY_MS);
  }
}

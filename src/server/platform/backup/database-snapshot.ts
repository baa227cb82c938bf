import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { type Dialect, dialectOfUrl } from '../../db/dialect';
import { pgToolConnection, runTool } from './tools';

/** A stored file as the database recorded it at the moment of the snapshot. */
export interface RecordedFile {
  key: string;
  size: number;
  sha256: string;
}

export interface Snapshot {
  schema: string;
  files: RecordedFile[];
}

const DOCUMENTS = 'select storage_key as key, size, sha256 from documents order by storage_key';
const LAST_MIGRATION = 'select name from kysely_migration order by name desc limit 1';

function sqlitePath(url: string): string {
  const path = url.replace(/^file:/, '');
  if (path === ':memory:')
    throw new Error('DATABASE_URL is an in-memory database: there is nothing to back up');
  return resolve(path);
}

const notAPortalDatabase = (url: string) =>
  new Error(`${redact(url)} holds no portal tables: check DATABASE_URL (run migrate on a new database)`);

/** The URL without its password, for messages. */
export function redact(url: string): string {
  if (dialectOfUrl(url) !== 'postgres') return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Writes a consistent copy of the database to `destination` and returns what it records about the
 * stored files at that same moment. SQLite: the online backup API, which includes what is still in
 * the WAL (a file copy would lose it). PostgreSQL: pg_dump in a snapshot exported by the transaction
 * that lists the files, so the dump and the file list agree exactly.
 */
export async function snapshotDatabase(url: string, destination: string): Promise<Snapshot> {
  if (dialectOfUrl(url) === 'postgres') return snapshotPostgres(url, destination);
  const path = sqlitePath(url);
  if (!existsSync(path)) throw notAPortalDatabase(url);
  const source = new SqliteDatabase(path, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(destination);
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(destination);
  try {
    // One self-contained file: no -wal or -shm beside it in the archive.
    copy.pragma('journal_mode = DELETE');
    if (!hasPortalTables(copy)) throw notAPortalDatabase(url);
    return {
      schema: String(copy.prepare(LAST_MIGRATION).pluck().get()),
      files: (copy.prepare(DOCUMENTS).all() as RecordedFile[]).map(normalise),
    };
  } finally {
    copy.close();
  }
}

const normalise = (file: RecordedFile): RecordedFile => ({ ...file, size: Number(file.size) });

function hasPortalTables(db: SqliteDatabase.Database): boolean {
  const names = db
    .prepare(
      "select name from sqlite_master where type = 'table' and name in ('documents', 'kysely_migration')",
    )
    .pluck()
    .all();
  return names.length === 2;
}

async function snapshotPostgres(url: string, destination: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const tables = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name in ('documents', 'kysely_migration')",
    );
    if (tables.rows[0].n !== 2) throw notAPortalDatabase(url);
    const exported = await client.query('select pg_export_snapshot() as id');
    const files = (await client.query<RecordedFile>(DOCUMENTS)).rows.map(normalise);
    const schema = String((await client.query(LAST_MIGRATION)).rows[0]?.name);
    const { dbname, env } = pgToolConnection(url);
    await runTool('pg_dump', {
      args: [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${exported.rows[0].id}`,
        `--file=${destination}`,
        `--dbname=${dbname}`,
      ],
      env,
    });
    return { schema, files };
  } finally {
    await client.query('rollback').catch(() => {});
    await client.end();
  }
}

/** Proves a snapshot can be read before anything is written: SQLite's quick_check, pg_restore --list. */
export async function verifySnapshot(dialect: Dialect, path: string): Promise<void> {
  if (dialect === 'postgres') {
    await runTool('pg_restore', { args: ['--list', path] });
    return;
  }
  let db: SqliteDatabase.Database | undefined;
  try {
    db = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
    const result = db.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new Error(String(result));
    if (!hasPortalTables(db)) throw new Error('no portal tables');
  } catch (error) {
    throw new Error(`the database snapshot is damaged (${error instanceof Error ? error.message : error})`);
  } finally {
    db?.close();
  }
}

/** How many tables the database at `url` has; 0 for a SQLite file that does not exist yet. */
export async function tableCount(url: string): Promise<number> {
  if (dialectOfUrl(url) === 'postgres') {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const result = await client.query(
        "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
      return result.rows[0].n;
    } finally {
      await client.end();
    }
  }
  const path = sqlitePath(url);
  if (!existsSync(path)) return 0;
  const db = new SqliteDatabase(path, { readonly: true });
  try {
    return db.prepare("select count(*) from sqlite_master where type = 'table'").pluck().get() as number;
  } finally {
    db.close();
  }
}

/**
 * Loads a verified snapshot into the empty database at `url`, all or nothing: pg_restore in one
 * transaction; for SQLite a complete copy made beside the target and renamed over it.
 */
export async function restoreDatabase(url: string, snapshot: string): Promise<void> {
  if (dialectOfUrl(url) === 'postgres') {
    const { dbname, env } = pgToolConnection(url);
    await runTool('pg_restore', {
      args: [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${dbname}`,
        snapshot,
      ],
      env,
    });
    return;
  }
  const target = sqlitePath(url);
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.restoring-${randomBytes(6).toString('hex')}`;
  const source = new SqliteDatabase(snapshot, { readonly: true });
  try {
    await source.backup(partial);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  // The empty target's own journal files must not be applied to the restored file.
  for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${target}${suffix}`, { force: true });
  await rename(partial, target);
}

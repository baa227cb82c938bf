import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  type SqliteDatabase as KyselySqlite,
  PostgresDialect,
  SqliteDialect,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { dialectOfUrl } from './dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Which database it opened is dialectOf(db) (dialect.ts), not a copy kept here. */
export interface DatabaseHandle {
  db: Db;
  close(): Promise<void>;
}

/** `file:./data/x.sqlite`, a bare path, or `:memory:` select SQLite; `postgres://…` selects PostgreSQL. */
export function openDatabase(url: string): DatabaseHandle {
  if (dialectOfUrl(url) === 'postgres') {
    // Keep integers as numbers: counts come back as bigint strings otherwise.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection that the server drops (restart, failover, admin termination) is discarded
    // by the pool and replaced on the next query; unhandled, the error would crash the process.
    pool.on('error', () => {});
    // A connection dropped while checked out but between statements (inside a transaction) reports on
    // the client, where nothing listens then. The statement in flight fails on its own, and the pool
    // discards the broken connection when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, close: () => db.destroy() };
  }
  const path = url.replace(/^file:/, '');
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const writes = { count: 0 };
  const cached = withStatementCache(sqlite, writes);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
  directReaders.set(db, rawReader(sqlite));
  changeStamps.set(db, changeStampOf(sqlite, writes));
  return { db, close: () => db.destroy() };
}

type DirectReader = (text: string, parameters: readonly unknown[]) => unknown[];
const directReaders = new WeakMap<Db, DirectReader>();

/**
 * Runs one read-only statement compiled by Kysely for this database's dialect. On SQLite it runs
 * synchronously on the connection, skipping Kysely's connection queue: the hottest read (the session
 * behind every signed-in request) costs a third as much. Use only for fixed single-statement reads, which
 * need no transaction; PostgreSQL goes through Kysely as usual.
 */
export async function readRows<Row>(db: Db, text: string, parameters: readonly unknown[]): Promise<Row[]> {
  const direct = directReaders.get(db);
  if (direct) return direct(text, parameters) as Row[];
  return (await db.executeQuery<Row>(CompiledQuery.raw(text, [...parameters]))).rows;
}

const changeStamps = new WeakMap<Db, () => string>();

/**
 * A value that moves whenever the database may have changed, for answers kept in memory that must
 * never outlive a change (decision 0023): on SQLite, the statements this connection ran that can
 * write, and `PRAGMA data_version`, which moves when any other connection commits, in this process
 * or in another instance on the same file. Null on PostgreSQL, where nothing this cheap exists: a
 * version read is a round trip like the read it would spare, so there every read goes to the database.
 */
export function changeStamp(db: Db): string | null {
  return changeStamps.get(db)?.() ?? null;
}

function changeStampOf(sqlite: SqliteDatabase.Database, writes: { count: number }): () => string {
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  return () => `${writes.count}:${dataVersion.get()}`;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 builds each row object key by key, which costs more than the indexed lookup itself;
 * fetching rows as arrays and naming the columns here halves the price of the session lookup. These
 * statements are kept apart from Kysely's cache because raw mode is a property of the statement.
 */
function rawReader(sqlite: SqliteDatabase.Database): DirectReader {
  const statements = new Map<string, { statement: SqliteDatabase.Statement; toRow: RowBuilder }>();
  return (text, parameters) => {
    let entry = statements.get(text);
    if (!entry) {
      const statement = sqlite.prepare(text).raw(true);
      entry = { statement, toRow: rowBuilder(statement.columns().map((column) => column.name)) };
      statements.set(text, entry);
    }
    return (entry.statement.all(parameters) as unknown[][]).map(entry.toRow);
  };
}

type RowBuilder = (values: unknown[]) => Record<string, unknown>;

/**
 * One object literal per statement gives every row the same hidden class from the start, which is
 * cheaper than adding keys one by one. The names are the statement's own column names, quoted.
 */
function rowBuilder(names: string[]): RowBuilder {
  const fields = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as RowBuilder;
}

/**
 * Kysely prepares every query anew; on SQLite preparing costs more than running a small indexed
 * query. Statements are reusable, so the same SQL text gets the same prepared statement (bounded).
 * Every statement Kysely runs passes here, so this is where the connection's writes are counted
 * (changeStamp): every statement but a plain read, since an insert that returns rows is a reader
 * and SQLite calls a rollback read-only, yet both change what the next read sees.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, writes: { count: number }): KyselySqlite {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = cache.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(text, statement);
      }
      if (!(statement.reader && statement.readonly)) writes.count += 1;
      return statement as unknown as SqliteStatement;
    },
  };
}

import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The two databases the portal runs on. Which one is in use is decided here and nowhere else: from
 * the address before a connection exists, from the connection (or a transaction on it) after.
 */
export type Dialect = 'sqlite' | 'postgres';

/** `postgres://…` or `postgresql://…` selects PostgreSQL; `file:…`, a bare path or `:memory:` SQLite. */
export const dialectOfUrl = (url: string): Dialect =>
  /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';

/**
 * The dialect of an open database, from the adapter Kysely was built with. Any Kysely or transaction
 * will do, whatever its schema type, so migrations (typed before the schema exists) ask the same way.
 */
export const dialectOf = (db: Pick<Kysely<never>, 'getExecutor'>): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

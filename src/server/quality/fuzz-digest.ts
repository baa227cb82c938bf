import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';

/**
 * Tables a refused request changes by design, each with its reason; every other table must come out
 * of a refused request exactly as it went in.
 */
export const changedByDesignOnRefusal: Record<string, string> = {
  // Every counted attempt is the point of a rate limit, refused or not (platform/rate-limit.ts).
  rate_limits: 'a refused attempt still counts against its rate limit',
  // A server key (payment callback secret, bot-check key, ...) is generated and kept the first time any
  // request needs it, refused or not; its value never comes from the request (platform/app-secrets.ts).
  app_secrets: 'a server key is created on first use, whoever the caller is',
};

/** Columns a refused request changes by design, by table, each with its reason. */
export const columnsChangedByDesignOnRefusal: Record<string, { column: string; reason: string }> = {
  // A signed-in request is use of the session, whatever its answer: the idle timeout counts from it
  // (platform/sessions.ts writes it at most once a minute, so only the odd request shows it).
  sessions: { column: 'last_seen_at', reason: 'a signed-in request, refused or not, uses the session' },
};

/** A hash per table of every row, so a comparison names the tables that changed. */
export type StoredDataDigest = Record<string, string>;

/** The migration bookkeeping is not application data and never changes while the server runs. */
const isBookkeeping = (table: string) => table.startsWith('kysely_');

export async function listTables(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => !isBookkeeping(name) && !(name in changedByDesignOnRefusal))
    .sort();
}

/** Reads every row of every table; rows are sorted so the digest does not depend on scan order. */
export async function digestStoredData(db: Db, tables: readonly string[]) {
  return dialectOf(db) === 'postgres' ? digestOnServer(db, tables) : digestInProcess(db, tables);
}

/** SQLite runs in this process, so reading the rows here costs no round trips. */
async function digestInProcess(db: Db, tables: readonly string[]): Promise<StoredDataDigest> {
  const digests: StoredDataDigest = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const skipped = columnsChangedByDesignOnRefusal[table]?.column;
    const lines = rows
      .map((row) => JSON.stringify(skipped ? { ...row, [skipped]: undefined } : row, stableValue))
      .sort();
    digests[table] = createHash('sha256').update(lines.join('\n')).digest('hex');
  }
  return digests;
}

/** PostgreSQL hashes each table itself, in one statement: one round trip instead of one per table. */
async function digestOnServer(db: Db, tables: readonly string[]): Promise<StoredDataDigest> {
  const perTable = tables.map((table) => {
    const skipped = columnsChangedByDesignOnRefusal[table]?.column;
    const row = skipped ? sql`(to_jsonb(r) - ${skipped})::text` : sql`r::text`;
    return sql`select ${table} as name, md5(coalesce(string_agg(${row}, E'\n' order by ${row}), '')) as hash from ${sql.table(table)} r`;
  });
  const { rows } = await sql<{ name: string; hash: string }>`${sql.join(perTable, sql` union all `)}`.execute(
    db,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

/** Dates, bigints and buffers as plain text, so both databases' drivers give a comparable line. */
function stableValue(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: StoredDataDigest, after: StoredDataDigest): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((table) => before[table] !== after[table]).sort();
}

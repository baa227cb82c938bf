import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

// Migrations receive Kysely<any> by design: they describe tables before the types exist.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type MigrationDb = Kysely<any>;

export const isPostgres = (db: MigrationDb) => dialectOf(db) === 'postgres';

/** An auto-increment integer primary key on either dialect. */
export function withId<T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** A 0/1 flag column; integers on both dialects so queries and results match. */
export const flagDefault = (value: 0 | 1) => sql`${sql.raw(String(value))}`;

/**
 * Derived data (a table computed from others, such as the Member Checker's index) that the
 * migrations ran so far have made stale. A migration marks it here instead of rebuilding it with
 * today's application code, which may expect columns that later migrations add; the start-up and
 * `cli.js migrate` rebuild it once after the last migration (db/derived-data.ts, decision 0040).
 */
export async function markDerivedDataStale(db: MigrationDb, name: 'member-search'): Promise<void> {
  await db
    .insertInto('derived_rebuilds')
    .values({ name, marked_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

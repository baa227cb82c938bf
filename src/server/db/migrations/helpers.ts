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

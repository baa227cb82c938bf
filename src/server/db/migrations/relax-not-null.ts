import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers';

/**
 * Lets `column` of `table` hold null. PostgreSQL alters the column; SQLite cannot, so the table is
 * rebuilt the way SQLite documents (https://sqlite.org/lang_altertable.html#otheralter): foreign
 * keys off, a copy made from the table's own definition with the NOT NULL dropped, the old table
 * swapped out, its indexes made again and every foreign key checked before the commit. SQLite
 * migrations run outside a transaction (Kysely's migrator), which is what lets the pragma work.
 */
export async function relaxNotNull(db: MigrationDb, table: string, column: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN ${sql.ref(column)} DROP NOT NULL`.execute(db);
    return;
  }
  const definition = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${table}`.execute(db);
  const createSql = definition.rows[0]?.sql;
  const notNull = `"${column}" integer not null`;
  if (!createSql?.includes(notNull)) throw new Error(`${table}.${column} is not an integer not null column`);
  const indexes = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL`.execute(
    db,
  );
  const copy = `${table}__relaxed`;
  const copySql = createSql
    .replace(`CREATE TABLE "${table}"`, `CREATE TABLE "${copy}"`)
    .replace(notNull, `"${column}" integer`);

  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(copySql).execute(trx);
      await sql`INSERT INTO ${sql.table(copy)} SELECT * FROM ${sql.table(table)}`.execute(trx);
      await sql`DROP TABLE ${sql.table(table)}`.execute(trx);
      await sql`ALTER TABLE ${sql.table(copy)} RENAME TO ${sql.table(table)}`.execute(trx);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`Rebuilding ${table} would break foreign keys`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

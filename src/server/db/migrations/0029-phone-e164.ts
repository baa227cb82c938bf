import { sql } from 'kysely';
import { normalizePhone } from '../../../contract/phone';
import type { MigrationDb } from './helpers';

/**
 * Account and register phones in one format, E.164 (contract/phone.ts), so that a number is found and
 * compared however it was typed: rows written before every writer normalised held 07… beside
 * +254…. A value that is no phone number is left as it is, for staff to correct, rather than lost.
 */
export async function up(db: MigrationDb): Promise<void> {
  await rewritePhones(db, 'users', 'phone_no');
  await rewritePhones(db, 'member_register', 'phone');
}

/** The old spellings are not kept, and E.164 is a valid value of the column: nothing to undo. */
export async function down(): Promise<void> {}

/** Rows changed per statement: SQLite runs a migration without a transaction, so one per row is slow. */
const BATCH = 200;

async function rewritePhones(db: MigrationDb, table: string, column: string): Promise<void> {
  const rows: { id: number; phone: string }[] = await db
    .selectFrom(table)
    .select(['id', `${column} as phone`])
    .where(column, 'is not', null)
    .execute();
  const changes = rows.flatMap((row) => {
    const e164 = normalizePhone(row.phone);
    return e164 !== null && e164 !== row.phone ? [{ id: row.id, e164 }] : [];
  });
  for (let start = 0; start < changes.length; start += BATCH) {
    const batch = changes.slice(start, start + BATCH);
    const cases = sql.join(
      batch.map((change) => sql`when id = ${change.id} then ${change.e164}`),
      sql` `,
    );
    await db
      .updateTable(table)
      .set({ [column]: sql`case ${cases} end` })
      .where(
        'id',
        'in',
        batch.map((change) => change.id),
      )
      .execute();
  }
}

import { licenceValidUntil } from '../../../contract/licence-validity';
import type { MigrationDb } from './helpers';

/**
 * An issued licence's validity (decision 0029): the first and last day it is valid, Nairobi dates.
 * Licences issued before this migration are valid for twelve months from the day they were decided,
 * the rule new ones follow. (0031 is taken by a parallel branch.)
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('licence_applications').addColumn('valid_from', 'text').execute();
  await db.schema.alterTable('licence_applications').addColumn('valid_until', 'text').execute();
  const issued: { id: number; decided_at: string | null; created_at: string }[] = await db
    .selectFrom('licence_applications')
    .select(['id', 'decided_at', 'created_at'])
    .where('status', '=', 'Issued')
    .execute();
  for (const row of issued) {
    const from = (row.decided_at ?? row.created_at).slice(0, 10);
    await db
      .updateTable('licence_applications')
      .set({ valid_from: from, valid_until: licenceValidUntil(from) })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('licence_applications').dropColumn('valid_until').execute();
  await db.schema.alterTable('licence_applications').dropColumn('valid_from').execute();
}

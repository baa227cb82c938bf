import { type MigrationDb, withId } from './helpers';

/**
 * What changed in member_search, in order (decision 0015): each instance keeps the Member Checker's
 * index in memory and replays these to stay current. A row without profile_pk means "everything"
 * (a rebuild).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('member_search_changes'))
    .addColumn('profile_pk', 'integer')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('member_search_changes').ifExists().execute();
}

import type { MigrationDb } from './helpers';

/**
 * Uploaded documents: the row says whose file it is and where the file store keeps it. The id is an
 * opaque random text (not a running number), so ids neither reveal how many documents exist nor
 * invite guessing. A user with documents cannot be deleted until their documents are (and with them
 * the stored files), so no personal file outlives its owner unnoticed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('documents_owner_idx').on('documents').column('owner_user_id').execute();
}

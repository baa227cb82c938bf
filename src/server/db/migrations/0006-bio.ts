import { flagDefault, type MigrationDb, withId } from './helpers';

/**
 * The individual's bio (features/profile/bio): picture and ID attachment as documents, disability
 * details, practising firm, the chosen titles and the specializations.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('picture_document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('id_document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('disability', 'integer', (c) => c.notNull().defaultTo(flagDefault(0)))
    .execute();
  await db.schema.alterTable('profiles').addColumn('pwd_card_no', 'text').execute();
  await db.schema.alterTable('profiles').addColumn('disability_description', 'text').execute();
  await db.schema.alterTable('profiles').addColumn('practicing_firm', 'text').execute();

  await db.schema
    .createTable('profile_titles')
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_titles_pk', ['profile_id', 'title'])
    .execute();

  await withId(db, db.schema.createTable('profile_specializations'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('entry_no', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('discipline', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('profile_specializations_entry_uq', ['profile_id', 'entry_no'])
    .addUniqueConstraint('profile_specializations_code_uq', ['profile_id', 'code'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('profile_specializations').ifExists().execute();
  await db.schema.dropTable('profile_titles').ifExists().execute();
  for (const column of [
    'practicing_firm',
    'disability_description',
    'pwd_card_no',
    'disability',
    'id_document_id',
    'picture_document_id',
  ]) {
    await db.schema.alterTable('profiles').dropColumn(column).execute();
  }
}

import { type MigrationDb, withId } from './helpers';

/**
 * The transcripts of Foreign certifications (spec 2 §2.4): a description and a PDF each, several per
 * entry. A transcript goes with its certification (cascade) and with its document: a transcript
 * without its file means nothing. The certification's removal forgets the documents first (see
 * features/profile/sections/certification-transcripts.ts), so no document outlives its entry.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('profile_certification_transcripts'))
    .addColumn('certification_id', 'integer', (c) =>
      c.notNull().references('profile_certifications.id').onDelete('cascade'),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('profile_certification_transcripts_certification_idx')
    .on('profile_certification_transcripts')
    .column('certification_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('profile_certification_transcripts').ifExists().execute();
}

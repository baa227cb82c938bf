import { createSectionTable } from './0005-profile-sections';
import type { MigrationDb } from './helpers';

/**
 * Profile sections with files (features/profile/sections, README "Sections with files"): the
 * attachments and certifications sections, and the institution membership's PDF. A section row names its document
 * (documents.id); the document row is forgotten when the entry is removed or its file replaced.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createSectionTable(db, 'profile_attachments', (t) =>
    t
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.references('documents.id').onDelete('set null')),
  );
  await createSectionTable(db, 'profile_certifications', (t) =>
    t
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('university_code', 'text')
      .addColumn('institution', 'text', (c) => c.notNull())
      .addColumn('completion_year', 'integer', (c) => c.notNull())
      .addColumn('area_of_specialization', 'text', (c) => c.notNull())
      .addColumn('certificate_awarded', 'text', (c) => c.notNull())
      .addColumn('qualification_description', 'text', (c) => c.notNull())
      .addColumn('certificate_no', 'text', (c) => c.notNull())
      .addColumn('certification_class', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('graduation_date', 'text', (c) => c.notNull())
      .addColumn('contact_person', 'text', (c) => c.notNull())
      .addColumn('contact_designation', 'text', (c) => c.notNull())
      .addColumn('contact_address', 'text', (c) => c.notNull())
      .addColumn('contact_email', 'text', (c) => c.notNull())
      .addColumn('contact_country', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.references('documents.id').onDelete('set null')),
  );
  await db.schema
    .alterTable('profile_institutions')
    .addColumn('document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('profile_institutions').dropColumn('document_id').execute();
  await db.schema.dropTable('profile_certifications').ifExists().execute();
  await db.schema.dropTable('profile_attachments').ifExists().execute();
}

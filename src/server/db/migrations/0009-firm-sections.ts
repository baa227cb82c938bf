import { createSectionTable } from './0005-profile-sections';
import type { MigrationDb } from './helpers';

/**
 * The firm's list sections (features/profile/sections): shareholders, directors, equipment/facilities
 * (each with its ownership evidence, a document) and employees (one entry per employee type).
 */
export async function up(db: MigrationDb): Promise<void> {
  await createSectionTable(db, 'profile_shareholders', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('identification_document_no', 'text', (c) => c.notNull())
      .addColumn('discipline', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('reg_no', 'text', (c) => c.notNull())
      // A decimal (spec 2 §9); a double holds every value the contract accepts exactly enough and
      // reads back as a number on both dialects.
      .addColumn('shares_held', 'double precision', (c) => c.notNull()),
  );
  await createSectionTable(db, 'profile_directors', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('identification_document_no', 'text', (c) => c.notNull())
      .addColumn('discipline', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('reg_no', 'text', (c) => c.notNull()),
  );
  await createSectionTable(db, 'profile_facilities', (t) =>
    t
      .addColumn('name_of_equipment', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('remarks', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.references('documents.id').onDelete('set null')),
  );
  await createSectionTable(db, 'profile_employees', (t) =>
    t
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('employee_count', 'integer', (c) => c.notNull()),
  );
  // One entry per employee type and profile, whatever the requests race.
  await db.schema
    .createIndex('profile_employees_code_uq')
    .unique()
    .on('profile_employees')
    .columns(['profile_id', 'code'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'profile_employees',
    'profile_facilities',
    'profile_directors',
    'profile_shareholders',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

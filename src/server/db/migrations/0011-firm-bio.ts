import type { MigrationDb } from './helpers';

/**
 * The firm bio of a Corporate user (features/profile/firm-bio): one row per profile. The name of
 * body is the profile's first_name, so every screen that shows a profile's name shows the firm's.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('profile_firm')
    .addColumn('profile_id', 'integer', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_2', 'text')
    .addColumn('phone_no', 'text', (c) => c.notNull())
    .addColumn('phone_no_2', 'text', (c) => c.notNull())
    .addColumn('fax_no', 'text', (c) => c.notNull())
    .addColumn('vat_reg_no', 'text', (c) => c.notNull())
    .addColumn('house_no', 'text', (c) => c.notNull())
    .addColumn('block_no', 'text', (c) => c.notNull())
    .addColumn('lr_no', 'text', (c) => c.notNull())
    .addColumn('street_name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('image_document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('profile_firm').ifExists().execute();
}

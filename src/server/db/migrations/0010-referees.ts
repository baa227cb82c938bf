import { createSectionTable } from './0005-profile-sections';
import { type MigrationDb, withId } from './helpers';

/**
 * Referees (features/profile/sections/referees.ts): the members an Individual applicant names, and
 * the requests e-mailed to them. A request's link carries a random code; only its hash is stored, it
 * expires, and it works once (decisions.md "Referees").
 */
export async function up(db: MigrationDb): Promise<void> {
  await createSectionTable(db, 'profile_referees', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone_no', 'text', (c) => c.notNull())
      .addColumn('place_of_work', 'text', (c) => c.notNull())
      .addColumn('designation', 'text', (c) => c.notNull())
      .addColumn('member_no', 'text', (c) => c.notNull())
      .addColumn('referee_type', 'text', (c) => c.notNull())
      .addColumn('response', 'text')
      .addColumn('responded_at', 'text'),
  );
  // A member is named once per profile, whatever the requests race.
  await db.schema
    .createIndex('profile_referees_member_uq')
    .unique()
    .on('profile_referees')
    .columns(['profile_id', 'member_no'])
    .execute();

  await withId(db, db.schema.createTable('referee_requests'))
    .addColumn('referee_id', 'integer', (c) =>
      c.notNull().references('profile_referees.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('referee_requests_referee_idx')
    .on('referee_requests')
    .column('referee_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  // The requests reference the referees, so they go first.
  await db.schema.dropTable('referee_requests').ifExists().execute();
  await db.schema.dropTable('profile_referees').ifExists().execute();
}

import { type CreateTableBuilder, sql } from 'kysely';
import { type MigrationDb, withId } from './helpers';

/**
 * A profile list section's table (features/profile/sections): the section's own columns between
 * the columns every section has. `entry_no` is the entry's number within its profile (1, 2, 3, ...),
 * the only number that leaves the server; it is unique per profile, and a profile's entries go
 * with it. Later section migrations import this function, so every section table has the same frame.
 */
export async function createSectionTable(
  db: MigrationDb,
  table: string,
  columns: (builder: CreateTableBuilder<string, string>) => CreateTableBuilder<string, string>,
): Promise<void> {
  let builder: CreateTableBuilder<string, string> = withId(db, db.schema.createTable(table))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('entry_no', 'integer', (c) => c.notNull());
  builder = columns(builder)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint(`${table}_entry_uq`, ['profile_id', 'entry_no']);
  await builder.execute();
}

export async function up(db: MigrationDb): Promise<void> {
  await createSectionTable(db, 'profile_contacts', (t) =>
    t
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone_no', 'text', (c) => c.notNull())
      .addColumn('phone_no_2', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('post_code', 'text', (c) => c.notNull())
      .addColumn('country_code', 'text', (c) => c.notNull())
      .addColumn('county_no', 'integer')
      .addColumn('city_code', 'text', (c) => c.notNull())
      .addColumn('city_name', 'text', (c) => c.notNull())
      .addColumn('place_of_work', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('designation', 'text', (c) => c.notNull()),
  );
  // At most one active contact of each type per profile (spec 2 §3), whatever the requests race.
  await db.schema
    .createIndex('profile_contacts_active_type_uq')
    .unique()
    .on('profile_contacts')
    .columns(['profile_id', 'type'])
    .where(sql.ref('status'), '=', 'Active')
    .execute();

  await createSectionTable(db, 'profile_work_experience', (t) =>
    t
      .addColumn('name_of_firm', 'text', (c) => c.notNull())
      .addColumn('sector', 'text', (c) => c.notNull())
      .addColumn('position_held', 'text', (c) => c.notNull())
      .addColumn('from_date', 'text', (c) => c.notNull())
      .addColumn('to_date', 'text', (c) => c.notNull())
      .addColumn('is_current', 'integer', (c) => c.notNull())
      .addColumn('responsibilities', 'text', (c) => c.notNull()),
  );

  await createSectionTable(db, 'profile_convictions', (t) =>
    t
      .addColumn('conviction_date', 'text', (c) => c.notNull())
      .addColumn('offence', 'text', (c) => c.notNull())
      .addColumn('sentence_imposed', 'text', (c) => c.notNull()),
  );

  await createSectionTable(db, 'profile_bankers', (t) =>
    t.addColumn('name', 'text', (c) => c.notNull()).addColumn('address', 'text', (c) => c.notNull()),
  );

  await createSectionTable(db, 'profile_services', (t) =>
    t.addColumn('service', 'text', (c) => c.notNull()).addColumn('description', 'text', (c) => c.notNull()),
  );

  await createSectionTable(db, 'profile_institutions', (t) =>
    t
      .addColumn('institution', 'text', (c) => c.notNull())
      .addColumn('member_no', 'text', (c) => c.notNull())
      .addColumn('membership_type', 'text', (c) => c.notNull())
      .addColumn('year_of_registration', 'integer', (c) => c.notNull()),
  );
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'profile_institutions',
    'profile_services',
    'profile_bankers',
    'profile_convictions',
    'profile_work_experience',
    'profile_contacts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

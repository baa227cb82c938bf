import { flagDefault, type MigrationDb, withId } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone_no', 'text')
    .addColumn('id_number', 'text')
    .addColumn('name', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(flagDefault(0)))
    .addColumn('is_approver', 'integer', (c) => c.notNull().defaultTo(flagDefault(0)))
    .addColumn('type', 'text')
    .addColumn('category', 'text')
    .addColumn('email_verified_at', 'text')
    .addColumn('email_reminders', 'integer', (c) => c.notNull().defaultTo(flagDefault(1)))
    .addColumn('email_updates', 'integer', (c) => c.notNull().defaultTo(flagDefault(1)))
    .addColumn('sms_reminders', 'integer', (c) => c.notNull().defaultTo(flagDefault(1)))
    .addColumn('sms_updates', 'integer', (c) => c.notNull().defaultTo(flagDefault(1)))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('profiles'))
    .addColumn('profile_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('second_name', 'text')
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('id_number', 'text')
    .addColumn('nationality', 'text', (c) => c.notNull().defaultTo('KE'))
    .addColumn('county_no', 'integer')
    .addColumn('city', 'text')
    .addColumn('discipline', 'text')
    .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(flagDefault(0)))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('settings'))
    .addColumn('site_colors', 'text', (c) => c.notNull())
    .addColumn('site_installed_packages', 'text', (c) => c.notNull())
    .addColumn('minor_settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(db, db.schema.createTable('company_information'))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('terms'))
    .addColumn('terms_and_conditions', 'text', (c) => c.notNull())
    .addColumn('project_url', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('disclaimers')
    .addColumn('disclaimer_type', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('nationality', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('counties')
    .addColumn('county_no', 'integer', (c) => c.primaryKey())
    .addColumn('county_name', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull().references('countries.code'))
    .execute();

  await db.schema
    .createTable('cities')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('county_no', 'integer', (c) => c.notNull().references('counties.county_no'))
    .addColumn('post_code', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cities_county_idx').on('cities').column('county_no').execute();

  await db.schema
    .createTable('titles')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('entitled', 'integer', (c) => c.notNull().defaultTo(flagDefault(0)))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('disciplines')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('specialization_types')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('discipline', 'text', (c) => c.notNull().references('disciplines.code'))
    .execute();

  await db.schema
    .createTable('membership_categories')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category_type', 'text', (c) => c.notNull())
    .addColumn('can_apply', 'integer', (c) => c.notNull().defaultTo(flagDefault(1)))
    .addColumn('entitled', 'integer', (c) => c.notNull().defaultTo(flagDefault(0)))
    .addColumn('member_no_prefix', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('category_charges')
    .addColumn('category_code', 'text', (c) => c.notNull().references('membership_categories.code'))
    .addColumn('charge_item', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_charges_pk', ['category_code', 'charge_item'])
    .execute();

  await db.schema
    .createTable('code_lists')
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('code_lists_pk', ['list', 'code'])
    .execute();

  await db.schema
    .createTable('universities')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_foreign', 'integer', (c) => c.notNull().defaultTo(flagDefault(0)))
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('accredited_programs', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'audit_log',
    'rate_limits',
    'outbox',
    'universities',
    'code_lists',
    'category_charges',
    'membership_categories',
    'specialization_types',
    'disciplines',
    'titles',
    'cities',
    'counties',
    'countries',
    'disclaimers',
    'terms',
    'company_information',
    'settings',
    'sessions',
    'profiles',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

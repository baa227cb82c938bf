import { type MigrationDb, withId } from './helpers';

/** Onboarding: the member register, applications in status New, one-time codes, links, bot checks. */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('member_register'))
    .addColumn('member_no', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('second_name', 'text')
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('activated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('profiles').addColumn('member_no', 'text').execute();
  await db.schema.createIndex('profiles_member_no_idx').on('profiles').column('member_no').unique().execute();

  await withId(db, db.schema.createTable('applications'))
    .addColumn('application_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('applications_user_idx').on('applications').column('user_id').execute();

  await withId(db, db.schema.createTable('application_requirements'))
    .addColumn('category_code', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addUniqueConstraint('application_requirements_unique', ['category_code', 'sequence'])
    .execute();

  // One row per code a person is waiting to type. The browser holds an opaque handle (only its hash
  // is stored); a resend replaces the code in the same row.
  await withId(db, db.schema.createTable('one_time_codes'))
    .addColumn('handle_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('register_id', 'integer', (c) => c.references('member_register.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('link_tokens'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // A solved bot-check challenge is recorded so the same solution cannot be replayed.
  await db.schema
    .createTable('used_challenges')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

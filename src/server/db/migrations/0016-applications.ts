import { flagDefault, type MigrationDb, withId } from './helpers';

/**
 * The application's review (decisions.md "Membership lifecycle"): when it was submitted, the member
 * number its release assigned, every transition with its actor, reviewer comments (some hidden from
 * the applicant), the member number series per prefix, in-app notifications for the bell, and when
 * a referee who has not answered was last reminded.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('applications').addColumn('submitted_at', 'text').execute();
  await db.schema
    .alterTable('applications')
    .addColumn('submission_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('applications').addColumn('assigned_member_no', 'text').execute();
  await db.schema.alterTable('applications').addColumn('decided_at', 'text').execute();
  await db.schema.createIndex('applications_status_idx').on('applications').column('status').execute();

  await withId(db, db.schema.createTable('application_transitions'))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The name as it was, so the history still reads right after the account changes or goes.
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_transitions_app_idx')
    .on('application_transitions')
    .column('application_id')
    .execute();

  await withId(db, db.schema.createTable('application_comments'))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('hidden_from_applicant', 'integer', (c) => c.notNull().defaultTo(flagDefault(0)))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_comments_app_idx')
    .on('application_comments')
    .column('application_id')
    .execute();

  await db.schema
    .createTable('member_number_series')
    .addColumn('prefix', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('action', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').column('user_id').execute();

  await db.schema.alterTable('referee_requests').addColumn('last_reminded_at', 'text').execute();
  await db.schema
    .alterTable('referee_requests')
    .addColumn('reminders_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('referee_requests').dropColumn('reminders_sent').execute();
  await db.schema.alterTable('referee_requests').dropColumn('last_reminded_at').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('member_number_series').execute();
  await db.schema.dropTable('application_comments').execute();
  await db.schema.dropTable('application_transitions').execute();
  await db.schema.dropIndex('applications_status_idx').execute();
  for (const column of ['decided_at', 'assigned_member_no', 'submission_count', 'submitted_at']) {
    await db.schema.alterTable('applications').dropColumn(column).execute();
  }
}

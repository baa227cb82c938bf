import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/**
 * Review assignment and ageing (decision 0031): the staff reviewer an application is assigned to and
 * since when, and when it entered its current stage, so each stage has a due date. Applications
 * already under way take the time of the step into their status, else their (last) submission,
 * else their last change. (0032 is another branch's; this one does not need it.)
 */
export async function up(db: MigrationDb): Promise<void> {
  // No foreign key: SQLite cannot drop a column that has one (down), and the use case checks the account.
  await db.schema.alterTable('applications').addColumn('assignee_user_id', 'integer').execute();
  await db.schema.alterTable('applications').addColumn('assigned_at', 'text').execute();
  await db.schema.alterTable('applications').addColumn('stage_entered_at', 'text').execute();
  await db
    .updateTable('applications')
    .set({
      stage_entered_at: sql`coalesce(
        (select max(t.created_at) from application_transitions t
          where t.application_id = applications.id and t.to_status = applications.status),
        applications.submitted_at,
        applications.updated_at)`,
    })
    .execute();
  await db.schema
    .createIndex('applications_assignee_idx')
    .on('applications')
    .column('assignee_user_id')
    .execute();
  await db.schema
    .createIndex('applications_stage_entered_idx')
    .on('applications')
    .columns(['status', 'stage_entered_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('applications_stage_entered_idx').execute();
  await db.schema.dropIndex('applications_assignee_idx').execute();
  for (const column of ['stage_entered_at', 'assigned_at', 'assignee_user_id']) {
    await db.schema.alterTable('applications').dropColumn(column).execute();
  }
}

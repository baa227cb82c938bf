import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/harness';
import { migrateToLatest } from '../migrate';
import type { MigrationDb } from './helpers';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

const at = (day: number) => `2026-0${day}-01T00:00:00.000Z`;

/** Applications as 0031 left them: one stepped into Verified, one submitted, one never submitted. */
async function applicationsBefore0033(db: MigrationDb) {
  const user = await db
    .insertInto('users')
    .values({ email: 'a@example.com', password_hash: 'x', created_at: at(1), updated_at: at(1) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const application = async (
    application_no: string,
    status: string,
    submitted_at: string | null,
    updated_at: string,
  ) =>
    (
      await db
        .insertInto('applications')
        .values({
          application_no,
          user_id: user.id,
          category: 'GRADUATE',
          status,
          submitted_at,
          created_at: at(1),
          updated_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const verified = await application('APP-000001', 'Verified', at(2), at(6));
  await db
    .insertInto('application_transitions')
    .values([
      { application_id: verified, from_status: 'New', to_status: 'Open', actor_name: 'A', created_at: at(2) },
      {
        application_id: verified,
        from_status: 'Open',
        to_status: 'Verified',
        actor_name: 'R',
        created_at: at(3),
      },
    ])
    .execute();
  await application('APP-000002', 'Open', at(4), at(5));
  await application('APP-000003', 'New', null, at(7));
}

describe('migration 0033: assignment and the stage clock', () => {
  it('backfills when each application entered its stage, leaves them unassigned, and goes down again', async () => {
    database = await createTestDatabase();
    const db = database.handle.db;
    await migrateToLatest(db, '0031-licence-validity');
    await applicationsBefore0033(db as unknown as MigrationDb);
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('applications')
      .select(['application_no', 'stage_entered_at', 'assignee_user_id', 'assigned_at'])
      .orderBy('application_no')
      .execute();
    expect(rows).toEqual([
      // The step into its status, not the later change nor the submission.
      { application_no: 'APP-000001', stage_entered_at: at(3), assignee_user_id: null, assigned_at: null },
      // No step recorded: the submission.
      { application_no: 'APP-000002', stage_entered_at: at(4), assignee_user_id: null, assigned_at: null },
      // Never submitted: its last change.
      { application_no: 'APP-000003', stage_entered_at: at(7), assignee_user_id: null, assigned_at: null },
    ]);
    await migrateToLatest(db, '0031-licence-validity');
    await migrateToLatest(db);
  });
});

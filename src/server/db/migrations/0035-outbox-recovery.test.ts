import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/harness';
import { migrateToLatest } from '../migrate';
import type { MigrationDb } from './helpers';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

/** Outbox rows as 0033 left them: code and link messages among ordinary ones, one failing. */
async function outboxBefore0035(db: MigrationDb) {
  const row = (subject: string, body_text: string, status = 'sent', attempts = 1) => ({
    channel: 'email',
    recipient: 'member@eik.example',
    subject,
    body_text,
    body_html: null,
    status,
    attempts,
    next_attempt_at: '2026-11-27T10:00:00.000Z',
    locked_until: null,
    last_error: null,
    created_at: '2026-11-27T09:00:00.000Z',
    sent_at: null,
  });
  await db
    .insertInto('outbox')
    .values([
      row('EIK: verify your account', 'Your verification code is 123456. It is valid for 10 minutes.'),
      row('EIK: reset your password', 'Reset my password: https://portal.example/password/abc'),
      row('EIK: reference request', 'Answer: https://portal.example/profile/response/TS0x/Y29kZQ'),
      row('EIK: confirm your application', 'Your code to submit membership application APP-1 is 654321.'),
      row('EIK: your invoice', 'Invoice INV-000042 is ready.', 'pending', 3),
    ])
    .execute();
}

describe('migration 0035 (outbox recovery)', () => {
  it('marks the code and one-use link messages already queued, and starts the window of failing ones', async () => {
    database = await createTestDatabase();
    const db = database.handle.db;
    await migrateToLatest(db, '0033-review-assignment');
    await outboxBefore0035(db as unknown as MigrationDb);
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('outbox')
      .select(['subject', 'secret', 'failing_since'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.secret)).toEqual([1, 1, 1, 1, 0]);
    expect(rows[4]?.failing_since).toBe('2026-11-27T10:00:00.000Z');
    expect(rows[0]?.failing_since).toBeNull();
  });
});

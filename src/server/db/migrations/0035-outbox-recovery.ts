import { sql } from 'kysely';
import { flagDefault, type MigrationDb } from './helpers';

/**
 * Mail that is never silently lost (decision 0042): `failing_since` starts the retry window at a
 * message's first failed delivery (a resend clears it), and `secret` marks messages that carry a
 * one-time code or a one-use link, whose body staff may not read and may not resend. Messages queued
 * before this migration are marked by the phrases the portal's code and link messages use.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('failing_since', 'text').execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('secret', 'integer', (c) => c.notNull().defaultTo(flagDefault(0)))
    .execute();
  await db
    .updateTable('outbox')
    .set({ secret: 1 })
    .where((eb) =>
      eb.or(
        [
          '%code is %',
          '%code to submit%',
          '%/verify/%',
          '%/password/%',
          '%/activate%',
          '%/profile/response/%',
        ].map((pattern) => eb('body_text', 'like', pattern)),
      ),
    )
    .execute();
  // A message already failing keeps retrying for the window from now, not from its creation.
  await db
    .updateTable('outbox')
    .set({ failing_since: sql`next_attempt_at` })
    .where('status', '=', 'pending')
    .where('attempts', '>', 0)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('secret').execute();
  await db.schema.alterTable('outbox').dropColumn('failing_since').execute();
}

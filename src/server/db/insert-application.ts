import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { formatApplicationNo } from './identifiers';
import type { ApplicationsTable, Database } from './schema';

/**
 * Creates an application and gives it its public number (APP-000001), which comes from the row id
 * and so is only known after the insert. Call it inside the caller's transaction.
 */
export async function insertApplication(
  db: Kysely<Database>,
  values: Omit<Insertable<ApplicationsTable>, 'application_no'>,
): Promise<{ id: number; code: string }> {
  const { id } = await db
    .insertInto('applications')
    .values({
      ...values,
      application_no: `pending-${randomUUID()}`,
      stage_entered_at: values.stage_entered_at ?? values.submitted_at ?? values.created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = formatApplicationNo(id);
  await db.updateTable('applications').set({ application_no: code }).where('id', '=', id).execute();
  return { id, code };
}

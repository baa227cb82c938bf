import { applicationMessages } from '../../../contract/applications';
import type { Db } from '../../db/database';
import { notFound } from '../../platform/errors';

/** The application named by its code, for staff; 404 when there is none. */
export async function findApplication(db: Db, code: string) {
  const application = await db
    .selectFrom('applications')
    .selectAll()
    .where('application_no', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!application) throw notFound(applicationMessages.notFound);
  return application;
}

export type ApplicationRow = Awaited<ReturnType<typeof findApplication>>;

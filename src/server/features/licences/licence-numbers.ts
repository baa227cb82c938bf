import { portalDay } from '../../../contract/portal-time';
import type { Db } from '../../db/database';

/**
 * The next licence number, LIC/{year}/{seq} with a running sequence per year. The series row's
 * update locks it on PostgreSQL (SQLite writes one at a time), so two approvals at once wait for
 * each other, and licence_no is unique in the table as well. Call inside the approval's transaction.
 */
export async function nextLicenceNumber(db: Db, nowIsoText: string): Promise<string> {
  const year = Number(portalDay(nowIsoText).slice(0, 4));
  await db
    .insertInto('licence_number_series')
    .values({ year, last_value: 0 })
    .onConflict((oc) => oc.column('year').doNothing())
    .execute();
  const { last_value: value } = await db
    .updateTable('licence_number_series')
    .set((eb) => ({ last_value: eb('last_value', '+', 1) }))
    .where('year', '=', year)
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return `LIC/${year}/${String(value).padStart(4, '0')}`;
}

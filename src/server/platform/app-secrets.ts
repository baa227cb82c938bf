import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { nowIso } from './time';

/**
 * A secret every instance shares: the configured value, else one generated once and kept in the
 * database (the first instance to need it creates it, the rest read it).
 */
export async function sharedSecret(db: Db, name: string, configured = ''): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('hex'), created_at: nowIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

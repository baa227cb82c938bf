import type { Kysely } from 'kysely';
import { messages } from '../../../../contract/common';
import { sectionMessages } from '../../../../contract/profile-sections';
import type { Db } from '../../../db/database';
import type { Database, ProfileSectionColumns } from '../../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../../platform/errors';
import type { Section } from './section';

/**
 * Queries shared by the section use cases. Every query names the profile: an entry is found only
 * through its own profile's row id, so a number that belongs to someone else reads as absent.
 */

/** A section row whose own columns are not known here (the section's declaration knows them). */
interface AnySectionRow extends ProfileSectionColumns {
  [column: string]: unknown;
}
type SectionDb = Kysely<Record<string, AnySectionRow>>;
/** A row as read: the frame's columns, then whatever the section has. */
export type StoredRow = { id: number; profile_id: number; entry_no: number } & Record<string, unknown>;
const sectionDb = (db: Kysely<Database>): SectionDb => db as unknown as SectionDb;

/** profiles.id of the user's profile; 404 'Create your profile first.' when they have none. */
export async function profileRowIdOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('profiles').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(messages.profileRequired);
  return row.id;
}

/**
 * In a write transaction: locks the user's profile row (an update that changes nothing), so two
 * writes to one profile run one after the other on either dialect. Numbering and cross-entry rules
 * read after it cannot race. 404 when the user has no profile.
 */
export async function lockProfile(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .updateTable('profiles')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(messages.profileRequired);
  return row.id;
}

/** The profile's listed rows of a section, in entry order. */
export async function listedRows(db: Kysely<Database>, section: Section, profileRowId: number) {
  let query = sectionDb(db)
    .selectFrom(section.table)
    .selectAll()
    .where('profile_id', '=', profileRowId)
    .orderBy('entry_no');
  for (const [column, value] of Object.entries(section.listed)) query = query.where(column, '=', value);
  return (await query.execute()) as StoredRow[];
}

/** The next entry number of the profile in this section (largest + 1, over every row, listed or not). */
export async function nextEntryNo(db: Kysely<Database>, section: Section, profileRowId: number) {
  const { last } = await sectionDb(db)
    .selectFrom(section.table)
    .select((eb) => eb.fn.max<number | null>('entry_no').as('last'))
    .where('profile_id', '=', profileRowId)
    .executeTakeFirstOrThrow();
  return Number(last ?? 0) + 1;
}

export async function insertRow(db: Kysely<Database>, section: Section, values: Record<string, unknown>) {
  return sectionDb(db)
    .insertInto(section.table)
    .values(values as AnySectionRow)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<StoredRow>;
}

export async function updateRow(
  db: Kysely<Database>,
  section: Section,
  id: number,
  values: Record<string, unknown>,
) {
  return sectionDb(db)
    .updateTable(section.table)
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<StoredRow>;
}

export async function deleteRow(db: Kysely<Database>, section: Section, id: number) {
  await sectionDb(db).deleteFrom(section.table).where('id', '=', id).execute();
}

/** The listed row with this entry number, or 404: absent, hidden and someone else's all read the same. */
export function entryRow<Row extends { entry_no: number }>(rows: Row[], entryNo: number): Row {
  const row = rows.find((candidate) => candidate.entry_no === entryNo);
  if (!row) throw notFound(sectionMessages.entryNotFound);
  return row;
}

/** The unique indexes back the lock up; should they ever refuse a write, the caller hears 409. */
export async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(sectionMessages.concurrentChange);
    throw error;
  }
}

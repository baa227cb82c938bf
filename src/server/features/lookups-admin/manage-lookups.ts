import {
  kindsWithParent,
  type LookupCreate,
  type LookupEntry,
  type LookupKind,
  type LookupUpdate,
  lookupAdminMessages,
  lookupLabels,
} from '../../../contract/setup-lookups-admin';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { lookupUsages, usersOf } from './lookup-usage';

/** Each lookup table keeps its code and text under its own column names; this maps them once. */
interface LookupTable {
  list(db: Db): Promise<LookupEntry[]>;
  find(db: Db, code: string): Promise<LookupEntry | undefined>;
  insert(db: Db, entry: { code: string; description: string; parent: string | null }): Promise<void>;
  update(db: Db, code: string, entry: { description: string; parent: string | null }): Promise<void>;
  remove(db: Db, code: string): Promise<void>;
}

const countyNo = (code: string): number => {
  if (!/^\d{1,6}$/.test(code))
    throw badRequest(lookupAdminMessages.countyCodeNumeric, { code: lookupAdminMessages.countyCodeNumeric });
  return Number(code);
};
const first = <T>(rows: T[]) => rows[0];

const tables: Record<LookupKind, LookupTable> = {
  titles: {
    list: async (db) =>
      (await db.selectFrom('titles').selectAll().orderBy('sequence').execute()).map((row) => ({
        code: row.code,
        description: row.description,
        parent: null,
      })),
    find: async (db, code) => first((await tables.titles.list(db)).filter((row) => row.code === code)),
    insert: async (db, entry) => {
      const last = await db
        .selectFrom('titles')
        .select((eb) => eb.fn.max('sequence').as('top'))
        .executeTakeFirst();
      // New titles go last and are not entitled: staff decide entitlement per category.
      const sequence = Number(last?.top ?? 0) + 1;
      await db
        .insertInto('titles')
        .values({ code: entry.code, description: entry.description, entitled: 0, sequence })
        .execute();
    },
    update: async (db, code, entry) => {
      await db
        .updateTable('titles')
        .set({ description: entry.description })
        .where('code', '=', code)
        .execute();
    },
    remove: async (db, code) => {
      await db.deleteFrom('titles').where('code', '=', code).execute();
    },
  },
  disciplines: {
    list: async (db) =>
      (await db.selectFrom('disciplines').selectAll().orderBy('name').execute()).map((row) => ({
        code: row.code,
        description: row.name,
        parent: null,
      })),
    find: async (db, code) => {
      const row = await db.selectFrom('disciplines').selectAll().where('code', '=', code).executeTakeFirst();
      return row && { code: row.code, description: row.name, parent: null };
    },
    insert: async (db, entry) => {
      await db.insertInto('disciplines').values({ code: entry.code, name: entry.description }).execute();
    },
    update: async (db, code, entry) => {
      await db.updateTable('disciplines').set({ name: entry.description }).where('code', '=', code).execute();
    },
    remove: async (db, code) => {
      await db.deleteFrom('disciplines').where('code', '=', code).execute();
    },
  },
  'specialization-types': {
    list: async (db) =>
      (await db.selectFrom('specialization_types').selectAll().orderBy('description').execute()).map(
        (row) => ({
          code: row.code,
          description: row.description,
          parent: row.discipline,
        }),
      ),
    find: async (db, code) => {
      const row = await db
        .selectFrom('specialization_types')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirst();
      return row && { code: row.code, description: row.description, parent: row.discipline };
    },
    insert: async (db, entry) => {
      await db
        .insertInto('specialization_types')
        .values({ code: entry.code, description: entry.description, discipline: entry.parent ?? '' })
        .execute();
    },
    update: async (db, code, entry) => {
      await db
        .updateTable('specialization_types')
        .set({ description: entry.description, discipline: entry.parent ?? '' })
        .where('code', '=', code)
        .execute();
    },
    remove: async (db, code) => {
      await db.deleteFrom('specialization_types').where('code', '=', code).execute();
    },
  },
  universities: {
    list: async (db) =>
      (await db.selectFrom('universities').selectAll().orderBy('description').execute()).map((row) => ({
        code: row.code,
        description: row.description,
        parent: null,
      })),
    find: async (db, code) => {
      const row = await db.selectFrom('universities').selectAll().where('code', '=', code).executeTakeFirst();
      return row && { code: row.code, description: row.description, parent: null };
    },
    insert: async (db, entry) => {
      // A university staff add is a local one with no programmes listed yet, as most of the list.
      await db
        .insertInto('universities')
        .values({
          code: entry.code,
          description: entry.description,
          is_foreign: 0,
          country_code: 'KE',
          accredited_programs: '[]',
        })
        .execute();
    },
    update: async (db, code, entry) => {
      await db
        .updateTable('universities')
        .set({ description: entry.description })
        .where('code', '=', code)
        .execute();
    },
    remove: async (db, code) => {
      await db.deleteFrom('universities').where('code', '=', code).execute();
    },
  },
  counties: {
    list: async (db) =>
      (await db.selectFrom('counties').selectAll().orderBy('county_no').execute()).map((row) => ({
        code: String(row.county_no),
        description: row.county_name,
        parent: null,
      })),
    find: async (db, code) => {
      const row = await db
        .selectFrom('counties')
        .selectAll()
        .where('county_no', '=', countyNo(code))
        .executeTakeFirst();
      return row && { code: String(row.county_no), description: row.county_name, parent: null };
    },
    insert: async (db, entry) => {
      await db
        .insertInto('counties')
        .values({ county_no: countyNo(entry.code), county_name: entry.description, country_code: 'KE' })
        .execute();
    },
    update: async (db, code, entry) => {
      await db
        .updateTable('counties')
        .set({ county_name: entry.description })
        .where('county_no', '=', countyNo(code))
        .execute();
    },
    remove: async (db, code) => {
      await db.deleteFrom('counties').where('county_no', '=', countyNo(code)).execute();
    },
  },
  cities: {
    list: async (db) =>
      (await db.selectFrom('cities').selectAll().orderBy('city').execute()).map((row) => ({
        code: row.code,
        description: row.city,
        parent: String(row.county_no),
      })),
    find: async (db, code) => {
      const row = await db.selectFrom('cities').selectAll().where('code', '=', code).executeTakeFirst();
      return row && { code: row.code, description: row.city, parent: String(row.county_no) };
    },
    insert: async (db, entry) => {
      await db
        .insertInto('cities')
        .values({
          code: entry.code,
          city: entry.description,
          county_no: countyNo(entry.parent ?? ''),
          post_code: '',
        })
        .execute();
    },
    update: async (db, code, entry) => {
      await db
        .updateTable('cities')
        .set({ city: entry.description, county_no: countyNo(entry.parent ?? '') })
        .where('code', '=', code)
        .execute();
    },
    remove: async (db, code) => {
      await db.deleteFrom('cities').where('code', '=', code).execute();
    },
  },
};

export const listLookup = (db: Db, kind: LookupKind) => tables[kind].list(db);

/** A specialization type needs a discipline that exists, a city a county that exists. */
async function checkedParent(db: Db, kind: LookupKind, parent: string | undefined): Promise<string | null> {
  if (!kindsWithParent.includes(kind)) return null;
  const label = lookupLabels[kind].parent ?? 'Parent';
  if (!parent)
    throw badRequest(lookupAdminMessages.parentRequired(label), {
      parent: lookupAdminMessages.parentRequired(label),
    });
  const parentKind: LookupKind = kind === 'cities' ? 'counties' : 'disciplines';
  if (kind === 'cities' && !/^\d{1,6}$/.test(parent))
    throw badRequest(lookupAdminMessages.parentUnknown(label), {
      parent: lookupAdminMessages.parentUnknown(label),
    });
  if (!(await tables[parentKind].find(db, parent))) {
    throw badRequest(lookupAdminMessages.parentUnknown(label), {
      parent: lookupAdminMessages.parentUnknown(label),
    });
  }
  return parent;
}

async function existing(db: Db, kind: LookupKind, code: string): Promise<LookupEntry> {
  const entry = await tables[kind].find(db, code);
  if (!entry) throw notFound(lookupAdminMessages.notFound);
  return entry;
}

export async function addLookup(
  db: Db,
  kind: LookupKind,
  input: LookupCreate,
  actor: AuditActor,
): Promise<LookupEntry> {
  const parent = await checkedParent(db, kind, input.parent);
  if (await tables[kind].find(db, input.code)) throw conflict(lookupAdminMessages.codeTaken);
  const entry = { code: input.code, description: input.description, parent };
  try {
    await tables[kind].insert(db, entry);
  } catch (error) {
    // Another request added the same code between the check and the insert.
    if (isUniqueViolation(error)) throw conflict(lookupAdminMessages.codeTaken);
    throw error;
  }
  await recordAudit(db, {
    actor,
    action: 'lookup.added',
    subjectType: kind,
    subjectId: entry.code,
    details: entry,
  });
  return existing(db, kind, entry.code);
}

export async function updateLookup(
  db: Db,
  kind: LookupKind,
  code: string,
  input: LookupUpdate,
  actor: AuditActor,
): Promise<LookupEntry> {
  const before = await existing(db, kind, code);
  const parent = await checkedParent(db, kind, input.parent);
  await tables[kind].update(db, code, { description: input.description, parent });
  const after = await existing(db, kind, code);
  await recordAudit(db, {
    actor,
    action: 'lookup.updated',
    subjectType: kind,
    subjectId: code,
    details: { before, after },
  });
  return after;
}

/** Deletes only an unused value; a used one would leave profiles pointing at nothing. */
export async function deleteLookup(db: Db, kind: LookupKind, code: string, actor: AuditActor): Promise<void> {
  const before = await existing(db, kind, code);
  const value = kind === 'counties' ? countyNo(code) : code;
  const users = await usersOf(db, lookupUsages[kind], value);
  if (users.length > 0)
    throw conflict(lookupAdminMessages.inUse(lookupLabels[kind].singular, users.join(', ')));
  await tables[kind].remove(db, code);
  await recordAudit(db, {
    actor,
    action: 'lookup.deleted',
    subjectType: kind,
    subjectId: code,
    details: { before },
  });
}

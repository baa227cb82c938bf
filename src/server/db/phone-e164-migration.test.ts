import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePhone } from '../../contract/phone';
import { nowIso } from '../platform/time';
import { createTestDatabase, type TestDatabase } from '../test-support/harness';
import type { Db } from './database';
import { migrateToLatest } from './migrate';
import { up as rewritePhones } from './migrations/0029-phone-e164';
import { seed } from './seed';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  await migrateToLatest(db);
});
afterAll(async () => {
  await database?.drop();
});

async function addAccount(email: string, phone: string | null): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('users')
    .values({
      email,
      phone_no: phone,
      id_number: null,
      name: null,
      password_hash: 'not-a-hash',
      type: 'Individual',
      category: null,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function addRegisterEntry(memberNo: string, phone: string | null): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('member_register')
    .values({
      member_no: memberNo,
      first_name: 'AMANI',
      last_name: 'OTIENO',
      id_number: `ID-${memberNo}`,
      phone,
      category: 'GRADUATE',
      status: 'Active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const phoneOf = async (id: number) =>
  (await db.selectFrom('users').select('phone_no').where('id', '=', id).executeTakeFirstOrThrow()).phone_no;

describe('migration 0029: phones in E.164', () => {
  it('rewrites the account and register phones that parse and leaves the others as they were', async () => {
    const accounts = {
      local: await addAccount('local@phones.example', '0744556677'),
      spaced: await addAccount('spaced@phones.example', '+254 711 000 111'),
      stored: await addAccount('stored@phones.example', '+254722000222'),
      foreign: await addAccount('foreign@phones.example', '+44 7911 123456'),
      garbage: await addAccount('garbage@phones.example', 'ask reception'),
      none: await addAccount('none@phones.example', null),
    };
    const register = {
      bare: await addRegisterEntry('QX/1', '744556677'),
      garbage: await addRegisterEntry('QX/2', '12'),
      none: await addRegisterEntry('QX/3', null),
    };

    await rewritePhones(db);

    expect(await phoneOf(accounts.local)).toBe('+254744556677');
    expect(await phoneOf(accounts.spaced)).toBe('+254711000111');
    expect(await phoneOf(accounts.stored)).toBe('+254722000222');
    expect(await phoneOf(accounts.foreign)).toBe('+447911123456');
    expect(await phoneOf(accounts.garbage)).toBe('ask reception');
    expect(await phoneOf(accounts.none)).toBeNull();
    const entries = await db
      .selectFrom('member_register')
      .select(['id', 'phone'])
      .where('id', 'in', Object.values(register))
      .execute();
    expect(Object.fromEntries(entries.map((entry) => [entry.id, entry.phone]))).toEqual({
      [register.bare]: '+254744556677',
      [register.garbage]: '12',
      [register.none]: null,
    });
  });

  it('rewrites many rows, a batch at a time, each to its own number', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 450; n += 1) {
      ids.push(await addAccount(`bulk-${n}@phones.example`, `07${String(n).padStart(8, '0')}`));
    }
    await rewritePhones(db);
    const rows = await db.selectFrom('users').select(['id', 'phone_no']).where('id', 'in', ids).execute();
    expect(rows).toHaveLength(450);
    for (const row of rows) {
      expect(row.phone_no).toBe(`+2547${String(ids.indexOf(row.id)).padStart(8, '0')}`);
    }
  });

  it('the demo data is seeded in E.164 already, so a fresh database needs no rewrite', async () => {
    await seed(db, { demo: true, superAdminEmail: 'superadmin@eik.example' });
    const accounts = await db
      .selectFrom('users')
      .select('phone_no as phone')
      .where('email', 'not like', '%@phones.example')
      .execute();
    const entries = await db
      .selectFrom('member_register')
      .select('phone')
      .where('member_no', 'not like', 'QX/%')
      .execute();
    const phones = [...accounts, ...entries].flatMap((row) => (row.phone === null ? [] : [row.phone]));
    expect(phones.length).toBeGreaterThan(5);
    expect(phones.filter((phone) => normalizePhone(phone) !== phone)).toEqual([]);
  });
});

import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/harness';
import { migrateToLatest } from '../migrate';
import type { MigrationDb } from './helpers';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

const now = '2026-01-01T00:00:00.000Z';

/** A database as 0027 left it: a member with an account and paid books, and one who never signed in. */
async function booksBefore0028(db: MigrationDb) {
  const user = await db
    .insertInto('users')
    .values({ email: 'm@example.com', password_hash: 'x', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const register = (member_no: string, user_id: number | null) => ({
    member_no,
    first_name: 'A',
    last_name: 'B',
    id_number: member_no,
    category: 'GRADUATE',
    status: 'Inactive',
    user_id,
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('member_register')
    .values([register('G/1', user.id), register('G/2', null)])
    .execute();
  const invoice = await db
    .insertInto('invoices')
    .values({
      invoice_no: 'INV-000001',
      user_id: user.id,
      source_type: 'SUBSCRIPTION',
      source_ref: '2025',
      description: 'Annual subscription 2025',
      currency: 'KES',
      total_cents: 300_000,
      document_date: '2025-01-01',
      due_date: '2025-03-31',
      posted_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoice_lines')
    .values({
      invoice_id: invoice.id,
      line_no: 1,
      description: 'x',
      quantity: 1,
      unit_cents: 300_000,
      amount_cents: 300_000,
      vat_cents: 0,
    })
    .execute();
  const receipt = await db
    .insertInto('receipts')
    .values({
      receipt_no: 'RCT-000001',
      user_id: user.id,
      amount_cents: 300_000,
      method: 'Cash',
      provider: 'manual',
      provider_tx_id: 'T1',
      paid_at: now,
      posted_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('receipt_allocations')
    .values({ receipt_id: receipt.id, invoice_id: invoice.id, amount_cents: 300_000 })
    .execute();
  return { userId: user.id, invoiceId: invoice.id };
}

describe('migration 0028: the register entry is the member record', () => {
  it('keeps the books, gives them their member record, and makes members without an account Active', async () => {
    database = await createTestDatabase();
    const db = database.handle.db;
    await migrateToLatest(db, '0027-session-idle');
    const before = await booksBefore0028(db as unknown as MigrationDb);
    await migrateToLatest(db);

    const members = await db.selectFrom('member_register').selectAll().orderBy('member_no').execute();
    expect(members.map((member) => member.status)).toEqual(['Active', 'Active']);
    expect(new Set(members.map((member) => member.public_id)).size).toBe(2);
    const linked = members[0]?.id;
    expect(await db.selectFrom('invoices').select(['user_id', 'member_id']).execute()).toEqual([
      { user_id: before.userId, member_id: linked },
    ]);
    expect(await db.selectFrom('receipts').select(['user_id', 'member_id']).execute()).toEqual([
      { user_id: before.userId, member_id: linked },
    ]);
    // The lines and allocations still point at the invoice, and an invoice may now have no account.
    expect(await db.selectFrom('invoice_lines').select('invoice_id').execute()).toEqual([
      { invoice_id: before.invoiceId },
    ]);
    expect(await db.selectFrom('receipt_allocations').select('invoice_id').execute()).toEqual([
      { invoice_id: before.invoiceId },
    ]);
    await db
      .insertInto('invoices')
      .values({
        invoice_no: 'INV-000002',
        user_id: null,
        member_id: members[1]?.id ?? 0,
        source_type: 'SUBSCRIPTION',
        source_ref: '2025',
        description: 'x',
        currency: 'KES',
        total_cents: 1,
        document_date: '2025-01-01',
        due_date: '2025-03-31',
        posted_at: now,
        created_at: now,
      })
      .execute();
    // The foreign keys are enforced again after the rebuild: an invoice of a member who is not there is refused.
    await expect(
      db
        .insertInto('invoices')
        .values({
          invoice_no: 'INV-000003',
          user_id: null,
          member_id: 999_999,
          source_type: 'BOOKING',
          source_ref: 'y',
          description: 'x',
          currency: 'KES',
          total_cents: 1,
          document_date: '2025-01-01',
          due_date: '2025-03-31',
          posted_at: now,
          created_at: now,
        })
        .execute(),
    ).rejects.toThrow();
    // New entries get a public id of their own without being given one.
    await sql`INSERT INTO member_register (member_no, first_name, last_name, id_number, category, status, created_at, updated_at)
      VALUES ('G/3', 'C', 'D', 'G3', 'GRADUATE', 'Active', ${now}, ${now})`.execute(db);
    const added = await db
      .selectFrom('member_register')
      .select('public_id')
      .where('member_no', '=', 'G/3')
      .executeTakeFirstOrThrow();
    expect(added.public_id).toMatch(/^[0-9a-f]{20}$/);
  });
});

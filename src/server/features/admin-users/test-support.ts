import { nowIso } from '../../platform/time';
import type { TestApp } from '../../test-support/harness';

/** Accounts with unlikely words, so a search test cannot be confused by the demo data. */
export async function addUser(
  t: TestApp,
  fields: {
    email: string;
    name?: string;
    phone?: string;
    idNumber?: string;
    type?: 'Individual' | 'Corporate' | null;
    role?: 'approver' | 'admin';
    profile?: { id: string; first: string; last: string };
  },
): Promise<number> {
  const now = nowIso();
  const { id } = await t.db
    .insertInto('users')
    .values({
      email: fields.email,
      name: fields.name ?? null,
      phone_no: fields.phone ?? null,
      id_number: fields.idNumber ?? null,
      password_hash: 'not-a-hash',
      type: fields.type === undefined ? 'Individual' : fields.type,
      category: null,
      is_admin: fields.role === 'admin' ? 1 : 0,
      is_approver: fields.role === 'approver' ? 1 : 0,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fields.profile) {
    await t.db
      .insertInto('profiles')
      .values({
        profile_id: fields.profile.id,
        user_id: id,
        first_name: fields.profile.first,
        last_name: fields.profile.last,
        nationality: 'KE',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return id;
}

/** A posted invoice of the account: a record that keeps it from being deleted. */
export async function addInvoice(t: TestApp, userId: number, invoiceNo: string): Promise<void> {
  const now = nowIso();
  await t.db
    .insertInto('invoices')
    .values({
      invoice_no: invoiceNo,
      user_id: userId,
      source_type: 'APPLICATION',
      source_ref: '1',
      description: 'Fee',
      currency: 'KES',
      total_cents: 100,
      document_date: now,
      due_date: now,
      posted_at: now,
      created_at: now,
    })
    .execute();
}

/** The account's row as stored, to show what an action changed or left alone. */
export const userRow = (t: TestApp, id: number) =>
  t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The audit rows about the account, oldest first. */
export const auditOf = (t: TestApp, id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_type', '=', 'user')
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute();

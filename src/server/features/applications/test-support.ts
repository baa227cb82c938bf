import { insertApplication } from '../../db/insert-application';
import { insertProfile } from '../../db/insert-profile';
import { createSession } from '../../platform/sessions';
import { nowIso } from '../../platform/time';
import type { TestApp } from '../../test-support/harness';
import { postReceipt } from '../billing/post-receipt';

let created = 0;

export interface TestApplicant {
  token: string;
  userId: number;
  email: string;
  code: string;
}

/**
 * A signed-in Individual applicant of `category` with a profile and an application in status New,
 * as registration and the initial profile leave them.
 */
export async function newApplicant(t: TestApp, category = 'GRADUATE'): Promise<TestApplicant> {
  created += 1;
  const now = nowIso();
  const email = `applicant${created}.${process.pid}@example.org`;
  const { id: userId } = await t.db
    .insertInto('users')
    .values({
      email,
      password_hash: 'not-used',
      type: 'Individual',
      category,
      email_verified_at: now,
      phone_no: `+2547${String(10_000_000 + created).slice(-8)}`,
      id_number: String(40_000_000 + created),
      name: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertProfile(t.db, {
    user_id: userId,
    first_name: 'AKINYI',
    second_name: 'ACHIENG',
    last_name: `ODHIAMBO${created}`,
    id_number: String(40_000_000 + created),
    nationality: 'KE',
    created_at: now,
    updated_at: now,
  });
  const { code } = await insertApplication(t.db, {
    user_id: userId,
    category,
    status: 'New',
    created_at: now,
    updated_at: now,
  });
  const session = await createSession(t.db, userId, 60);
  return { token: session.token, userId, email, code };
}

/** A category whose checklist asks nothing, so its applicants may submit at once. */
export async function waiveChecklist(t: TestApp, category = 'GRADUATE'): Promise<void> {
  await t.db
    .updateTable('checklist_rules')
    .set({ active: 0 })
    .where('category_code', '=', category)
    .execute();
}

/** The last one-time code e-mailed to `email`. */
export async function lastCodeSentTo(t: TestApp, email: string): Promise<string> {
  const message = await t.db
    .selectFrom('outbox')
    .select('body_text')
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /code[^.]* is (\d{6})\b/.exec(message.body_text)?.[1];
  if (!code) throw new Error(`no code in the last e-mail to ${email}`);
  return code;
}

/** Asks for a submission code and submits with it: the answer of POST application/submit. */
export async function submitApplication(t: TestApp, applicant: TestApplicant) {
  const sent = await t.api('GET', `/api/auth/send-otp?user_id=${applicant.userId}`, {
    token: applicant.token,
  });
  if (sent.statusCode !== 200) throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  const otp = { id: sent.json().data.id as string, otp_code: await lastCodeSentTo(t, applicant.email) };
  return t.api('POST', '/api/application/submit', {
    token: applicant.token,
    body: { Code: applicant.code, otp },
  });
}

let receipts = 0;

/** Pays the application fee in full, as a completed payment would. */
export async function payApplicationFee(t: TestApp, applicant: TestApplicant): Promise<string> {
  const invoice = await t.db
    .selectFrom('invoices')
    .select(['id', 'total_cents'])
    .where('user_id', '=', applicant.userId)
    .where('source_type', '=', 'APPLICATION')
    .where('source_ref', '=', applicant.code)
    .executeTakeFirstOrThrow();
  receipts += 1;
  const receipt = await postReceipt(t.db, {
    payerUserId: applicant.userId,
    invoiceId: invoice.id,
    paymentId: null,
    amountCents: invoice.total_cents,
    method: 'M-Pesa',
    provider: 'test',
    providerTxId: `APPFEE${process.pid}X${receipts}`,
    paidAt: nowIso(),
  });
  return receipt.receipt_no;
}

import { expect } from 'vitest';
import { todayIso } from '../../../contract/profile-sections/fields';
import { addDays } from '../../platform/time';
import type { TestApp } from '../../test-support/harness';
import { raiseInvoice } from '../billing/raise-invoice';
import { memberWithProfile } from '../profile/sections/test-support';

let count = 0;

export interface OwingMember {
  token: string;
  userId: number;
  email: string;
  memberNo: string;
  invoiceNo: string;
}

/** A fresh member with a member number, the given name and one open invoice (KES 10,000 unless told). */
export async function memberOwing(
  t: TestApp,
  name: { first: string; last: string },
  totalCents = 10_000_00,
  source: 'SUBSCRIPTION' | 'APPLICATION' = 'SUBSCRIPTION',
): Promise<OwingMember> {
  count += 1;
  const token = await memberWithProfile(t);
  const { email } = (await t.api('GET', '/api/auth/user', { token })).json().data;
  const { id: userId } = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const memberNo = `PP-${process.pid}-${count}`;
  await t.db
    .updateTable('profiles')
    .set({ member_no: memberNo, first_name: name.first, last_name: name.last })
    .where('user_id', '=', userId)
    .execute();
  const invoice = await raiseInvoice(t.db, {
    userId,
    source,
    sourceRef: `POSTED-${process.pid}-${count}`,
    description: source === 'SUBSCRIPTION' ? 'Annual subscription' : 'Application fee',
    lines: [{ description: 'Fee', quantity: 1, unitCents: totalCents, vatCents: 0 }],
    documentDate: '2026-01-10',
    dueDate: '2026-02-10',
  });
  return { token, userId, email, memberNo, invoiceNo: invoice.invoice_no };
}

/** Posts a payment by hand as `admin` and answers its receipt number. */
export async function payByHand(
  t: TestApp,
  admin: string,
  invoiceNo: string,
  overrides: { amount?: number; method?: string; paidOn?: string; reference?: string } = {},
): Promise<string> {
  count += 1;
  const response = await t.api('POST', '/api/admin/manual-payments', {
    token: admin,
    body: {
      invoiceNo,
      amount: 4_000,
      method: 'Bank transfer',
      reference: `pp-${process.pid}-${count}`,
      paidOn: addDays(todayIso(), -1),
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.receiptNo;
}

/** Reverses a receipt as `token` (raw answer). */
export const reverse = (t: TestApp, token: string, receiptNo: string, reason: unknown) =>
  t.api('POST', `/api/admin/payments/${encodeURIComponent(receiptNo)}/reverse`, {
    token,
    body: { reason },
  });

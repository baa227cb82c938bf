import { nowIso } from '../../platform/time';
import type { TestApp } from '../../test-support/harness';
import { newApplicant } from '../applications/test-support';
import { postReceipt } from '../billing/post-receipt';

export interface TestMember {
  token: string;
  userId: number;
  email: string;
  memberNo: string;
}

let members = 0;

/** A signed-in member of `category`: a profile with a member number and an Active register entry. */
export async function newMember(t: TestApp, category: string): Promise<TestMember> {
  const applicant = await newApplicant(t, category);
  members += 1;
  const memberNo = `UT/${process.pid}/${members}`;
  const now = nowIso();
  await t.db
    .updateTable('profiles')
    .set({ member_no: memberNo })
    .where('user_id', '=', applicant.userId)
    .execute();
  await t.db
    .insertInto('member_register')
    .values({
      member_no: memberNo,
      first_name: 'AKINYI',
      second_name: null,
      last_name: 'ODHIAMBO',
      id_number: String(applicant.userId),
      email: applicant.email,
      phone: null,
      category,
      status: 'Active',
      user_id: applicant.userId,
      activated_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { token: applicant.token, userId: applicant.userId, email: applicant.email, memberNo };
}

let receipts = 0;

/** Pays an upgrade's fee in full, as a completed payment would. */
export async function payUpgradeFee(t: TestApp, member: TestMember, code: string): Promise<string> {
  const invoice = await t.db
    .selectFrom('invoices')
    .select(['id', 'total_cents'])
    .where('user_id', '=', member.userId)
    .where('source_type', '=', 'UPGRADE')
    .where('source_ref', '=', code)
    .executeTakeFirstOrThrow();
  receipts += 1;
  const receipt = await postReceipt(t.db, {
    payerUserId: member.userId,
    invoiceId: invoice.id,
    paymentId: null,
    amountCents: invoice.total_cents,
    method: 'M-Pesa',
    provider: 'test',
    providerTxId: `UPGFEE${process.pid}X${receipts}`,
    paidAt: nowIso(),
  });
  return receipt.receipt_no;
}

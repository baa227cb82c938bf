import type { Db } from '../../db/database';

/**
 * Joins the books of an account and a member record once the account is linked to it (activation,
 * admission): the account's invoices and receipts (an applicant's fees) gain the member record,
 * the member record's (billed before the member signed in) gain the account. After it, either key
 * reads the same rows (billing/party.ts). Call inside the transaction that links them.
 */
export async function joinBooksOfAccountAndMember(db: Db, userId: number, memberId: number): Promise<void> {
  for (const table of ['invoices', 'receipts'] as const) {
    await db
      .updateTable(table)
      .set({ member_id: memberId })
      .where('user_id', '=', userId)
      .where('member_id', 'is', null)
      .execute();
    await db
      .updateTable(table)
      .set({ user_id: userId })
      .where('member_id', '=', memberId)
      .where('user_id', 'is', null)
      .execute();
  }
}

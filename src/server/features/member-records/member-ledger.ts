import type { LedgerEntry } from '../../../contract/money';
import type { Db } from '../../db/database';
import { ledgerOf } from '../billing/public';
import { findMember } from './find-member';
import { offsetOf, pageOf } from './paging';

/**
 * GET admin/members/{memberNo}/ledger: the member record's statement, newest first, a page at a time.
 * It is the member's own statement (billing/ledger.ts) turned round; one member's invoices and
 * receipts are a few a year, so it is read whole and cut here rather than paged in SQL twice over.
 */
export async function memberLedger(db: Db, memberNo: string, page: number) {
  const member = await findMember(db, memberNo);
  const entries: LedgerEntry[] = (await ledgerOf(db, { memberId: member.id })).reverse();
  return pageOf(entries.slice(offsetOf(page), offsetOf(page + 1)), entries.length, page);
}

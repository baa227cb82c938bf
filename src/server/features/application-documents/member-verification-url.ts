import type { Db } from '../../db/database';
import { sameSecret } from '../../platform/tokens';
import { checkCodeOf } from '../billing-documents/public';

/**
 * The check code printed in a member's papers (membership certificate, certificate of good
 * standing): an HMAC of the member number, so the public check answers only for someone holding
 * the paper and nobody can walk the register by number.
 */
export const memberCheckCode = (db: Db, memberNo: string): Promise<string> =>
  checkCodeOf(db, `member:${memberNo.trim().toUpperCase()}`);

/** Whether `given` is the member number's check code (compared in constant time). */
export async function isMemberCheckCode(db: Db, memberNo: string, given: string): Promise<boolean> {
  return sameSecret(given, await memberCheckCode(db, memberNo));
}

/**
 * The public page a member's paper's QR code opens, which shows the register's live status:
 * `${PUBLIC_URL}/member-verify/{memberNo}?code={check code}`.
 */
export async function memberVerificationUrl(db: Db, publicUrl: string, memberNo: string): Promise<string> {
  const code = await memberCheckCode(db, memberNo);
  return `${publicUrl.replace(/\/+$/, '')}/member-verify/${encodeURIComponent(memberNo)}?code=${code}`;
}

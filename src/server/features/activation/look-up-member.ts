import { messages } from '../../../contract/common';
import {
  type MemberStatus,
  normalizeMemberNo,
  statusesWithoutAccount,
} from '../../../contract/member-register';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../platform/errors';
import { consumeRateLimit } from '../../platform/rate-limit';

/** A register entry that may still be activated: it has no account and the member is not deceased or struck off. */
export const canActivate = (entry: { user_id: number | null; status: MemberStatus }) =>
  entry.user_id === null && !statusesWithoutAccount.includes(entry.status);

/**
 * Step one of activation (spec 1 §2): the names of a member who has no account yet, so the visitor
 * sees they typed the right number. Counted per client address.
 */
export async function lookUpMember(
  context: AppContext,
  memberNo: string,
  clientIp: string,
): Promise<{ FirstName: string; LastName: string }> {
  const { db } = context;
  await consumeRateLimit(db, 'memberLookupsPerAddress', clientIp);
  const entry = await db
    .selectFrom('member_register')
    .select(['first_name', 'last_name', 'user_id', 'status'])
    .where('member_no', '=', normalizeMemberNo(memberNo))
    .executeTakeFirst();
  if (!entry || statusesWithoutAccount.includes(entry.status)) throw notFound(messages.memberNotFound);
  if (!canActivate(entry)) throw conflict(messages.memberAlreadyActive);
  return { FirstName: entry.first_name, LastName: entry.last_name };
}

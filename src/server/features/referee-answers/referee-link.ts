import { normalizeMemberNo } from '../../../contract/member-register';
import { type RefereeLinkQuery, refereeAnswerMessages } from '../../../contract/referee-answers';
import { decodeRouteText } from '../../../contract/route-values';
import type { Db } from '../../db/database';
import { AppError, conflict, notFound } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { hashToken } from '../../platform/tokens';
import type { RefereeRow } from '../profile/public';

/** A link that was valid once tells its holder why it no longer works (410 Gone). */
const gone = (message: string) => new AppError(410, message);

export interface OpenRefereeLink {
  referee: RefereeRow;
  /** The decoded code, for claiming the request with claimRefereeRequest. */
  code: string;
}

/**
 * The referee an answer-page link was issued for, while it may still be answered. The request is
 * found by the hash of its code (as referee-requests.ts stores it) and must belong to the link's
 * member number: anything else is 404, so a guessed link learns nothing. A known link then says why
 * it stopped working: answered (409), replaced by a newer request (410) or expired (410).
 */
export async function openRefereeLink(db: Db, link: RefereeLinkQuery): Promise<OpenRefereeLink> {
  const memberNo = decodeRouteText(link.memberNo);
  const code = decodeRouteText(link.code);
  if (!memberNo || !code) throw notFound(refereeAnswerMessages.linkInvalid);
  const found = await db
    .selectFrom('referee_requests as request')
    .innerJoin('profile_referees as referee', 'referee.id', 'request.referee_id')
    .selectAll('referee')
    .select(['request.used_at as request_used_at', 'request.expires_at as request_expires_at'])
    .where('request.code_hash', '=', hashToken(code))
    .executeTakeFirst();
  if (!found || found.member_no !== normalizeMemberNo(memberNo)) {
    throw notFound(refereeAnswerMessages.linkInvalid);
  }
  const { request_used_at: usedAt, request_expires_at: expiresAt, ...referee } = found;
  if (referee.response !== null) throw conflict(refereeAnswerMessages.alreadyAnswered);
  // A request is used without an answer only when a newer one voided it (voidRefereeRequests).
  if (usedAt !== null) throw gone(refereeAnswerMessages.linkReplaced);
  if (expiresAt <= nowIso()) throw gone(refereeAnswerMessages.linkExpired);
  return { referee, code };
}

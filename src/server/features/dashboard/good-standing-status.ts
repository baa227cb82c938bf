import { type GoodStanding, goodStandingReasons } from '../../../contract/dashboard';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import type { ActiveSession } from '../../platform/sessions';
import { goodStandingCauseOfMemberNo } from '../member-register/public';
import { memberIdentityOf } from '../subscriptions/public';

/**
 * GET profile/good-standing/{profileId}: the dashboard tile's answer under the one good-standing
 * rule, with the reason when not. Only the caller's own profile; any other id is an unknown one.
 */
export async function goodStandingStatus(
  context: AppContext,
  session: ActiveSession,
  profileId: string,
): Promise<GoodStanding> {
  const { db } = context;
  const identity = await memberIdentityOf(db, session.user.id);
  if (!identity.profileId || identity.profileId.toUpperCase() !== profileId.trim().toUpperCase())
    throw notFound();
  const memberNo = identity.memberNo;
  if (!memberNo) return { InGoodStanding: false, memberNo: null, reason: goodStandingReasons.noMemberNo };
  const standing = await goodStandingCauseOfMemberNo(db, memberNo);
  if (standing?.cause === null) return { InGoodStanding: true, memberNo, reason: null };
  return { InGoodStanding: false, memberNo, reason: goodStandingReasons[standing?.cause ?? 'notActive'] };
}

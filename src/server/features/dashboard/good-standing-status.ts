import { type GoodStanding, goodStandingReasons } from '../../../contract/dashboard';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import type { ActiveSession } from '../../platform/sessions';
import { isMemberNoInGoodStanding } from '../member-register/public';
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
  if (await isMemberNoInGoodStanding(db, memberNo)) return { InGoodStanding: true, memberNo, reason: null };
  const entry = await db
    .selectFrom('member_register')
    .select('status')
    .where('member_no', '=', memberNo)
    .executeTakeFirst();
  return {
    InGoodStanding: false,
    memberNo,
    reason: entry?.status === 'Active' ? goodStandingReasons.overdue : goodStandingReasons.notActive,
  };
}

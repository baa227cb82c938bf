import { canLogInAs } from '../../../contract/admin-users';
import type {
  MemberAccount,
  MemberProfile,
  MemberRecord,
  StatusChange,
} from '../../../contract/member-records';
import type { Db } from '../../db/database';
import { balanceOf } from '../billing/public';
import { isMemberInGoodStanding } from '../member-register/public';
import { findMember, type MemberRow } from './find-member';
import { applicationsOf } from './member-applications';
import { openInvoicesOf, subscriptionsOf } from './member-money';

/**
 * GET admin/members/{memberNo}: the record, its status history, account, profile, money and
 * applications in one answer. The lists that grow without end (statement, CPD, bookings, messages,
 * notes, audit trail) have pages of their own.
 */
export async function memberSummary(db: Db, memberNo: string): Promise<MemberRecord> {
  const member = await findMember(db, memberNo);
  const category = await db
    .selectFrom('membership_categories')
    .select('description')
    .where('code', '=', member.category)
    .executeTakeFirst();
  const balance = await balanceOf(db, { memberId: member.id });
  return {
    entry: {
      memberNo: member.member_no,
      firstName: member.first_name,
      secondName: member.second_name,
      lastName: member.last_name,
      idNumber: member.id_number,
      email: member.email,
      phone: member.phone,
      category: member.category,
      categoryDescription: category?.description ?? null,
      status: member.status,
      admittedOn: member.admitted_on,
      createdAt: member.created_at,
      updatedAt: member.updated_at,
    },
    statusHistory: await statusHistoryOf(db, member.id),
    goodStanding: await isMemberInGoodStanding(db, member.id),
    account: await accountOf(db, member),
    profile: await profileOf(db, member.user_id),
    balanceLCY: balance.BalanceLCY,
    openInvoices: await openInvoicesOf(db, member),
    subscriptions: await subscriptionsOf(db, member.id),
    ...(await applicationsOf(db, member)),
  };
}

async function statusHistoryOf(db: Db, memberId: number): Promise<StatusChange[]> {
  const rows = await db
    .selectFrom('member_status_changes')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    from: row.from_status,
    to: row.to_status,
    reason: row.reason,
    effectiveOn: row.effective_on,
    actorName: row.actor_name,
    at: row.created_at,
  }));
}

async function accountOf(db: Db, member: MemberRow): Promise<MemberAccount | null> {
  if (member.user_id === null) return null;
  const user = await db.selectFrom('users').selectAll().where('id', '=', member.user_id).executeTakeFirst();
  if (!user) return null;
  // Sessions are kept after they end, so the newest one the member opened themselves (not staff
  // logged in as them) is their last sign-in.
  const session = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('user_id', '=', user.id)
    .where('impersonator_id', 'is', null)
    .executeTakeFirst();
  return {
    userId: user.id,
    email: user.email,
    phone: user.phone_no,
    activatedAt: member.activated_at,
    lastSignInAt: session?.last ?? null,
    emailVerifiedAt: user.email_verified_at,
    deactivatedAt: user.deactivated_at,
    canLogInAs: canLogInAs({
      is_admin: user.is_admin === 1,
      is_approver: user.is_approver === 1,
      deactivated_at: user.deactivated_at,
    }),
  };
}

async function profileOf(db: Db, userId: number | null): Promise<MemberProfile | null> {
  if (userId === null) return null;
  const profile = await db
    .selectFrom('profiles')
    .leftJoin('countries', 'countries.code', 'profiles.nationality')
    .leftJoin('disciplines', 'disciplines.code', 'profiles.discipline')
    .selectAll('profiles')
    .select(['countries.display_name as nationality_name', 'disciplines.name as discipline_name'])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
  if (!profile) return null;
  return {
    profileId: profile.profile_id,
    name: [profile.first_name, profile.second_name, profile.last_name].filter(Boolean).join(' '),
    gender: profile.gender,
    dateOfBirth: profile.date_of_birth,
    // Names, as staff read them ('Kenya', 'Civil Engineering'); a code the lists lack shows as it is.
    nationality: profile.nationality_name ?? profile.nationality,
    discipline: profile.discipline_name ?? profile.discipline,
    confirmed: profile.confirmed === 1,
  };
}

import type { MemberCpdAward } from '../../../contract/member-records';
import { MEMBER_RECORD_PAGE_SIZE } from '../../../contract/member-records';
import type { Db } from '../../db/database';
import { findMember } from './find-member';
import { offsetOf, pageOf } from './paging';

/**
 * GET admin/members/{memberNo}/cpd: the CPD points awarded to the member (events attended and
 * awards staff entered), newest first. An award names the account and the member number it was
 * given to, so an award from before an account changed hands still shows.
 */
export async function memberCpd(db: Db, memberNo: string, page: number) {
  const member = await findMember(db, memberNo);
  const base = db
    .selectFrom('cpd_awards')
    .where((eb) =>
      member.user_id === null
        ? eb('member_no', '=', member.member_no)
        : eb.or([eb('member_no', '=', member.member_no), eb('user_id', '=', member.user_id)]),
    );
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['certificate_no', 'description', 'provider', 'event_date', 'points', 'period', 'source'])
    .orderBy('event_date', 'desc')
    .orderBy('id', 'desc')
    .limit(MEMBER_RECORD_PAGE_SIZE)
    .offset(offsetOf(page))
    .execute();
  const items: MemberCpdAward[] = rows.map((row) => ({
    certificateNo: row.certificate_no,
    description: row.description,
    provider: row.provider,
    eventDate: row.event_date,
    points: row.points,
    period: row.period,
    source: row.source,
  }));
  return pageOf(items, total, page);
}

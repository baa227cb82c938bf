import type { Db } from '../../db/database';

/**
 * Who owes CPD for `year`: Active members of the register (with or without a portal account) whose
 * category has a requirement for that year, joined to their account if they have one. The audit's
 * draw and the reminders both start here, so they never disagree on who is bound; each selects what
 * it needs.
 */
export const membersOwingCpd = (db: Db, year: number) =>
  db
    .selectFrom('member_register as member')
    .innerJoin('cpd_requirements as requirement', (join) =>
      join.onRef('requirement.category_code', '=', 'member.category').on('requirement.cpd_year', '=', year),
    )
    .leftJoin('users', 'users.id', 'member.user_id')
    .where('member.status', '=', 'Active');

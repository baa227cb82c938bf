import type { StaffOverview } from '../../../../contract/staff-overview';
import type { Db } from '../../../db/database';
import { accountCounts } from './account-counts';
import { thisMonth, upcomingEvents } from './month-and-events';
import { overviewMoney } from './overview-money';
import { workWaiting } from './work-waiting';

/**
 * The staff landing page. Money is left out (null) for staff who may not read the reports:
 * approvers review applications, they do not see the body's income.
 */
export async function staffOverview(
  db: Db,
  options: { withMoney: boolean },
  now = new Date(),
): Promise<StaffOverview> {
  const [counts, work, month, money, events] = await Promise.all([
    accountCounts(db),
    workWaiting(db, now),
    thisMonth(db, now),
    options.withMoney ? overviewMoney(db, now) : Promise.resolve(null),
    upcomingEvents(db, now),
  ]);
  return { ...counts, work, thisMonth: month, money, upcomingEvents: events };
}

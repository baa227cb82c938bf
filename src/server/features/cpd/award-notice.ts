import type { AppContext } from '../../context';
import { notify } from '../notifications/public';
import type { NewAward, OnAwarded } from './award-attendance';

/** Tells the member of points awarded to them, inside the award's transaction. */
export const noticeOfAward =
  (context: AppContext): OnAwarded =>
  (trx, award: NewAward) =>
    notify(
      { ...context, db: trx },
      {
        userId: award.user_id,
        title: 'CPD points awarded',
        message: `${award.points} CPD point(s) were awarded for ${award.description} (certificate ${award.certificate_no}).`,
        action: '/cpd',
      },
    );

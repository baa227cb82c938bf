import type { ApplicationStatus } from '../../../contract/applications';
import type { LicenceStatus } from '../../../contract/licences';
import type { UpgradeStatus } from '../../../contract/upgrades';

/**
 * What the applicant is told of each move of their record (decisions.md: every transition notifies
 * the applicant): the bell's title, the e-mail's paragraphs and the page it opens. A comment hidden
 * from the applicant never appears in it. The caller passes it to `notify` in its transaction.
 */
export interface MoveNotice {
  userId: number;
  title: string;
  message: string;
  action: string;
  paragraphs: string[];
}

interface Move<Status> {
  userId: number;
  code: string;
  to: Status;
  comment: string | null;
  /** Hidden comments stay out of the notice. */
  commentVisible: boolean;
}

const noticeOf = (userId: number, action: string, title: string, paragraphs: string[]): MoveNotice => ({
  userId,
  title,
  message: paragraphs.join(' '),
  action,
  paragraphs,
});

const reasonOf = (move: Move<string>) =>
  move.comment && move.commentVisible ? [`Reviewer's comment: ${move.comment}`] : [];

/** An application's move; the three review stages all read as 'in review'. */
export function applicationMoveNotice(
  move: Move<ApplicationStatus> & { memberNo?: string | null },
): MoveNotice {
  const code = move.code;
  const reason = reasonOf(move);
  const notice = (title: string, paragraphs: string[]) =>
    noticeOf(move.userId, '/application', title, paragraphs);
  switch (move.to) {
    case 'Open':
      return notice(`Application ${code} submitted`, [
        `We have received your membership application ${code}.`,
        'Pay the application fee from My Applications so that it can be reviewed.',
      ]);
    case 'New':
      return notice(`Application ${code} returned for correction`, [
        `Your application ${code} needs a correction before it can go on.`,
        ...reason,
        'Update your profile, then re-submit the application from My Applications.',
      ]);
    case 'Released':
      return notice(`Application ${code} approved`, [
        `Congratulations: your membership application ${code} has been approved.`,
        `Your member number is ${move.memberNo}. Your acceptance letter and certificate are in My Applications.`,
        'Please confirm your profile details when you next sign in.',
      ]);
    case 'Rejected':
      return notice(`Application ${code} not successful`, [
        `We regret that your membership application ${code} was not successful.`,
        ...reason,
        'Your rejection letter is in My Applications.',
      ]);
    default:
      return notice(`Application ${code} in review`, [
        `Your application ${code} has moved to the next stage of its review.`,
        ...reason,
      ]);
  }
}

/** An upgrade's move. */
export function upgradeMoveNotice(move: Move<UpgradeStatus> & { toCategory: string }): MoveNotice {
  const code = move.code;
  const reason = reasonOf(move);
  const notice = (title: string, paragraphs: string[]) =>
    noticeOf(move.userId, '/upgrade', title, paragraphs);
  switch (move.to) {
    case 'Open':
      return notice(`Upgrade ${code} submitted`, [
        `We have received your upgrade application ${code}.`,
        'Pay the upgrade fee from My Upgrades so that it can be reviewed.',
      ]);
    case 'Approved':
      return notice(`Upgrade ${code} approved`, [
        `Congratulations: your upgrade application ${code} has been approved and your membership category is now ${move.toCategory}.`,
        'Your acceptance letter is in My Upgrades.',
      ]);
    case 'Rejected':
      return notice(`Upgrade ${code} not successful`, [
        `We regret that your upgrade application ${code} was not successful.`,
        ...reason,
      ]);
    default:
      return notice(`Upgrade ${code} in review`, [
        `Your upgrade application ${code} has moved to ${move.to}.`,
        ...reason,
      ]);
  }
}

/** A licence application's decision; its reason is always the applicant's to read. */
export function licenceDecisionNotice(
  move: Omit<Move<Extract<LicenceStatus, 'Issued' | 'Rejected'>>, 'commentVisible'> & {
    licenceNo: string | null;
  },
): MoveNotice {
  const notice = (title: string, paragraphs: string[]) =>
    noticeOf(move.userId, '/license', title, paragraphs);
  if (move.to === 'Issued') {
    return notice(`Licence ${move.licenceNo} issued`, [
      `Your practising licence application ${move.code} has been approved.`,
      `Your licence number is ${move.licenceNo}.`,
    ]);
  }
  return notice(`Licence application ${move.code} not approved`, [
    `Your practising licence application ${move.code} was not approved.`,
    ...(move.comment ? [`Reason: ${move.comment}`] : []),
  ]);
}

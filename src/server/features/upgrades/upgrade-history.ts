import type { UpgradeStatus } from '../../../contract/upgrades';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { nowIso } from '../../platform/time';
import type { Actor } from '../applications/transitions';
import { notify } from '../notifications/notify';

export interface UpgradeMove {
  upgrade: { id: number; user_id: number; upgrade_no: string; to_category: string };
  from: UpgradeStatus | null;
  to: UpgradeStatus;
  actor: Actor;
  comment: string | null;
  /** Hidden comments stay out of the member's notice. */
  commentVisible: boolean;
}

function noticeOf(move: UpgradeMove): { title: string; paragraphs: string[] } {
  const code = move.upgrade.upgrade_no;
  const reason = move.comment && move.commentVisible ? [`Reviewer's comment: ${move.comment}`] : [];
  switch (move.to) {
    case 'Open':
      return {
        title: `Upgrade ${code} submitted`,
        paragraphs: [
          `We have received your upgrade application ${code}.`,
          'Pay the upgrade fee from My Upgrades so that it can be reviewed.',
        ],
      };
    case 'Approved':
      return {
        title: `Upgrade ${code} approved`,
        paragraphs: [
          `Congratulations: your upgrade application ${code} has been approved and your membership category is now ${move.upgrade.to_category}.`,
          'Your acceptance letter is in My Upgrades.',
        ],
      };
    case 'Rejected':
      return {
        title: `Upgrade ${code} not successful`,
        paragraphs: [`We regret that your upgrade application ${code} was not successful.`, ...reason],
      };
    default:
      return {
        title: `Upgrade ${code} in review`,
        paragraphs: [`Your upgrade application ${code} has moved to ${move.to}.`, ...reason],
      };
  }
}

/**
 * Records a move of an upgrade (who, when, from, to, why) and tells the member, in the caller's
 * transaction (decisions.md: every transition is recorded and notified).
 */
export async function recordUpgradeMove(context: AppContext, move: UpgradeMove): Promise<void> {
  await context.db
    .insertInto('upgrade_transitions')
    .values({
      upgrade_id: move.upgrade.id,
      from_status: move.from,
      to_status: move.to,
      actor_user_id: move.actor.id,
      actor_name: move.actor.name,
      comment: move.comment,
      created_at: nowIso(),
    })
    .execute();
  const notice = noticeOf(move);
  await notify(context, {
    userId: move.upgrade.user_id,
    title: notice.title,
    message: notice.paragraphs.join(' '),
    action: '/upgrade',
    paragraphs: notice.paragraphs,
  });
}

export async function addUpgradeComment(
  db: Db,
  upgradeId: number,
  actor: Actor,
  comment: string,
  hidden: boolean,
): Promise<void> {
  await db
    .insertInto('upgrade_comments')
    .values({
      upgrade_id: upgradeId,
      author_user_id: actor.id,
      author_name: actor.name,
      comment,
      hidden_from_applicant: hidden ? 1 : 0,
      created_at: nowIso(),
    })
    .execute();
}

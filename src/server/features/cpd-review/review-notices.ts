import { cpdReviewMessages } from '../../../contract/cpd-review';
import { encodeRouteText } from '../../../contract/route-values';
import type { AppContext } from '../../context';
import { publicLink } from '../../platform/link-tokens';
import { nowIso } from '../../platform/time';
import { sendNotice } from '../access/public';
import { notify } from '../notifications/public';

interface MemberNotice {
  userId: number;
  title: string;
  message: string;
  paragraphs?: string[];
}

/**
 * Tells a member of a staff decision on their CPD: the bell and an e-mail (unless update e-mails
 * are off, as for every update notice) and, when they take SMS updates and the account has a phone,
 * an SMS. Call it inside the decision's transaction: the notice exists only if the decision does.
 */
export async function noticeToMember(context: AppContext, notice: MemberNotice): Promise<void> {
  await notify(context, { ...notice, action: '/cpd' });
  const user = await context.db
    .selectFrom('users')
    .select(['phone_no', 'sms_updates'])
    .where('id', '=', notice.userId)
    .executeTakeFirst();
  if (user?.sms_updates === 1 && user.phone_no)
    await sendNotice(context, { phone: user.phone_no }, '', [], notice.message);
}

/**
 * The audit selection is a compliance duty with a deadline, not an update: the e-mail and the SMS
 * go whatever the member's update settings (decision 0047). A member with an account hears it in
 * the bell and at the account's contacts; one without (most of the register) at the register's
 * contacts, with the way to activate the account the evidence is submitted from. No other address.
 */
export async function auditSelectionNotice(
  context: AppContext,
  to: { memberNo: string; userId: number | null; email: string | null; phone: string | null },
  title: string,
  message: string,
): Promise<void> {
  if (to.userId === null) {
    await sendNotice(
      context,
      { email: to.email, phone: to.phone },
      title,
      [message, cpdReviewMessages.activateToSubmit],
      `${message} ${cpdReviewMessages.activateToSubmitSms}`,
      {
        label: 'Activate my account',
        url: publicLink(
          context.env.PUBLIC_URL,
          `/activate?memberNo=${encodeURIComponent(encodeRouteText(to.memberNo))}`,
        ),
      },
      ON_THE_REGISTER_WITH_REQUIREMENT,
    );
    return;
  }
  await context.db
    .insertInto('notifications')
    .values({
      user_id: to.userId,
      title,
      message,
      action: '/cpd',
      read_at: null,
      created_at: nowIso(),
    })
    .execute();
  await sendNotice(
    context,
    { email: to.email, phone: to.phone },
    title,
    [message, 'Open your CPD page in the portal to upload the evidence for each record.'],
    message,
    undefined,
    'You receive this because your membership category has a CPD requirement.',
  );
}

const ON_THE_REGISTER_WITH_REQUIREMENT =
  'You receive this because you are on the register of members and your membership category has a CPD requirement.';

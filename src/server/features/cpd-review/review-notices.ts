import type { AppContext } from '../../context';
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
 * go to the contacts on the account whatever the member's update settings (decision 0047).
 */
export async function auditSelectionNotice(
  context: AppContext,
  to: { userId: number; email: string; phone: string | null },
  title: string,
  message: string,
): Promise<void> {
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

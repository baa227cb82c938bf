import type { AppContext } from '../../context';
import { publicLink } from '../../platform/link-tokens';
import { nowIso } from '../../platform/time';
import { sendNotice } from '../access/public';

export interface Notice {
  userId: number;
  title: string;
  message: string;
  /** The portal route the bell opens (and the e-mail links to); null for none. */
  action: string | null;
  /** The e-mail's paragraphs; the message alone when left out. */
  paragraphs?: string[];
}

/**
 * Tells a user of something that happened to their records: a notification for the bell and,
 * unless they turned update e-mails off, an e-mail through the outbox. Call it inside the use case's
 * transaction, so the notice exists only if the change does.
 */
export async function notify(context: AppContext, notice: Notice): Promise<void> {
  const { db } = context;
  await db
    .insertInto('notifications')
    .values({
      user_id: notice.userId,
      title: notice.title,
      message: notice.message,
      action: notice.action,
      read_at: null,
      created_at: nowIso(),
    })
    .execute();
  const user = await db
    .selectFrom('users')
    .select(['email', 'email_updates'])
    .where('id', '=', notice.userId)
    .executeTakeFirst();
  if (user?.email_updates !== 1) return;
  const action = notice.action
    ? { label: 'Open the portal', url: publicLink(context.env.PUBLIC_URL, notice.action) }
    : undefined;
  await sendNotice(
    context,
    { email: user.email },
    notice.title,
    notice.paragraphs ?? [notice.message],
    '',
    action,
    'You receive this because update e-mails are on in your account settings.',
  );
}

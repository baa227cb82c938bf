import { NOTIFICATIONS_LISTED, type Notification } from '../../../contract/notifications';
import type { Db } from '../../db/database';
import { nowIso } from '../../platform/time';

/** GET notifications: the user's latest notifications, newest first. */
export async function listNotifications(db: Db, userId: number): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'title', 'message', 'action', 'read_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(NOTIFICATIONS_LISTED)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    message: row.message,
    action: row.action,
    read: row.read_at !== null,
    createdAt: row.created_at,
  }));
}

/** POST notifications/read: one of the user's own (someone else's id changes nothing), or all. */
export async function markNotificationsRead(db: Db, userId: number, id?: number): Promise<void> {
  let update = db
    .updateTable('notifications')
    .set({ read_at: nowIso() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (id !== undefined) update = update.where('id', '=', id);
  await update.execute();
}

import { z } from 'zod';

/** In-app notifications for the bell (spec 1 §3 "Notification": title, message, action route). */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  /** A route of the portal the bell opens, such as /application. */
  action: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** POST notifications/read: one notification, or every one when no id is given. */
export const markNotificationsReadSchema = z.object({ id: z.number().int().optional() });
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

/** How many the bell lists; older ones stay in the database. */
export const NOTIFICATIONS_LISTED = 50;

export const notificationMessages = {
  none: 'You have no notifications.',
  markAllRead: 'Mark all as read',
} as const;

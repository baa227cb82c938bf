import { z } from 'zod';
import { endpoint } from '../endpoint';
import { markNotificationsReadSchema, notificationSchema } from '../notifications';

/** The bell: the signed-in user's notifications, and marking them read. */
export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    summary: "The signed-in user's notifications for the bell, newest first",
    data: z.array(notificationSchema),
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read',
    summary: 'Mark one notification, or all of them, as read',
    body: markNotificationsReadSchema,
    data: z.object({ message: z.string() }),
  }),
};

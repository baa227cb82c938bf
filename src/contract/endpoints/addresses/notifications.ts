import { addressesOf } from '../../endpoint';
import type { notificationEndpoints } from '../notifications';

/** For the bell in the signed-in frame, which is kept free of zod. */
export const notificationAddresses = addressesOf<typeof notificationEndpoints>()({
  list: { method: 'GET', path: '/api/notifications' },
  markRead: { method: 'POST', path: '/api/notifications/read' },
});

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationAddresses } from '../../../contract/endpoints/addresses/notifications';
import type { MarkNotificationsRead, Notification } from '../../../contract/notifications';
import { call } from '../../lib/call';

export const notificationsQueryKey = ['notifications'] as const;

/** New notifications appear within a minute, and at once when the tab comes back into view. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** GET notifications: the newest first, as the server lists them. */
export const useNotifications = () =>
  useQuery({
    queryKey: notificationsQueryKey,
    queryFn: () => call(notificationAddresses.list, {}),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/**
 * POST notifications/read: one notification, or all when no id is given. The bell changes at once;
 * the list is read again afterwards so it matches the server either way.
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: MarkNotificationsRead) => call(notificationAddresses.markRead, { body: request }),
    onMutate: (request) => {
      client.setQueryData<Notification[]>(notificationsQueryKey, (list) =>
        list?.map((item) =>
          request.id === undefined || item.id === request.id ? { ...item, read: true } : item,
        ),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

import { ActionIcon, Indicator, type IndicatorProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { deferredPart, usePopupOnIntent } from '../../lib/load-on-intent';
import { useNotifications } from './notification-queries';

// The list's popover (with Mantine's floating and focus-trap code) loads when the bell is first pointed at, focused or tapped.
const notificationList = deferredPart(() => import('./NotificationListPopover'));

/**
 * The top bar's bell (spec 1 §2, §3 "Notification"): the unread count, and the list where opening
 * a notification marks it read and goes to its route.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const unread = (notifications.data ?? []).filter((item) => !item.read).length;
  const { module, handover, triggerProps } = usePopupOnIntent(notificationList, { popupType: 'dialog' });
  const badge: IndicatorProps = {
    disabled: unread === 0,
    label: unread > 99 ? '99+' : unread,
    size: 18,
    color: 'error',
    inline: true,
    offset: 4,
  };
  const bellButton = (props: object) => (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
      {...props}
    >
      <IconBell size={20} />
    </ActionIcon>
  );
  if (module)
    return <module.NotificationListPopover badge={badge} handover={handover} renderTrigger={bellButton} />;
  return <Indicator {...badge}>{bellButton(triggerProps)}</Indicator>;
}

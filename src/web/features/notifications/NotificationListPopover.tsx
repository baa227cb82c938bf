import {
  Alert,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  type IndicatorProps,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Notification, notificationMessages } from '../../../contract/notifications';
import { LoadingBlock } from '../../components/ListStates';
import { formatDateTime } from '../../lib/format';
import { type Handover, useHandover } from '../../lib/load-on-intent';
import { useMarkRead, useNotifications } from './notification-queries';

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      px="sm"
      py="xs"
      w="100%"
      data-read={item.read}
      aria-label={`${item.read ? '' : 'Unread: '}${item.title}`}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: item.read ? undefined : 'var(--mantine-color-primary-light)',
      }}
    >
      <Text size="sm" fw={item.read ? 500 : 700}>
        {item.title}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {item.message}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(item.createdAt)}
      </Text>
    </UnstyledButton>
  );
}

/** The bell with its list, loaded on first intent by NotificationBell, which keeps the bell's look. */
export function NotificationListPopover({
  badge,
  handover,
  renderTrigger,
}: {
  badge: IndicatorProps;
  handover: Handover;
  renderTrigger: (props: object) => ReactElement;
}) {
  const [opened, setOpened] = useState(false);
  const trigger = useHandover<HTMLButtonElement>(handover, () => setOpened(true));
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const list = notifications.data ?? [];
  const unread = list.filter((item) => !item.read).length;

  const open = (item: Notification) => {
    if (!item.read) markRead.mutate({ id: item.id });
    if (item.action) {
      setOpened(false);
      navigate(item.action);
    }
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md">
      {/* The target is the button itself, so its popup state is announced on the button, not the badge. */}
      <Indicator {...badge}>
        <Popover.Target>
          {renderTrigger({ ref: trigger, onClick: () => setOpened((value) => !value) })}
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="xs" aria-label="Notifications list">
        <Group justify="space-between" px="sm" pb="xs">
          <Text fw={700} size="sm">
            Notifications
          </Text>
          {unread > 0 && (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconChecks size={14} />}
              onClick={() => markRead.mutate({})}
            >
              {notificationMessages.markAllRead}
            </Button>
          )}
        </Group>
        <Divider mb="xs" />
        {notifications.isPending && <LoadingBlock label="Loading notifications" h={48} />}
        {notifications.isError && (
          <Alert color="error" py="xs">
            {notifications.error.message}
          </Alert>
        )}
        {notifications.isSuccess && list.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {notificationMessages.none}
          </Text>
        )}
        {list.length > 0 && (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((item) => (
                <Box component="li" key={item.id}>
                  <NotificationItem item={item} onOpen={open} />
                </Box>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

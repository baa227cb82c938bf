import { ActionIcon, Avatar, Indicator, Menu, Popover, Text } from '@mantine/core';
import { IconBell, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isStaff } from '../../contract/auth';
import { signOut, useCurrentUser } from '../lib/session';

/** The bell lists the member's notifications; none are raised yet by any area of the portal. */
export function NotificationBell() {
  return (
    <Popover position="bottom-end" width={280} shadow="md">
      <Popover.Target>
        <Indicator disabled inline>
          <ActionIcon variant="subtle" size="lg" aria-label="Notifications">
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" c="dimmed">
          You have no notifications.
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

export function AccountMenu() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const initials = (user.name ?? user.email).slice(0, 2).toUpperCase();
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" radius="xl" aria-label="Account menu">
          <Avatar size={32} color="primary" radius="xl">
            {initials}
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <Text size="sm" px="sm" pb="xs" truncate>
          {user.email}
        </Text>
        <Menu.Divider />
        {!isStaff(user) && (
          <Menu.Item component={Link} to="/dashboard/Settings" leftSection={<IconSettings size={16} />}>
            Account Settings
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { ActionIcon, Avatar, Menu, Text } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isStaff } from '../../contract/home-path';
import { signOut, useCurrentUser } from '../lib/session';

export { NotificationBell } from '../features/notifications/NotificationBell';

export function AccountMenu() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const initials = (user.name ?? user.email).slice(0, 2).toUpperCase();
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" radius="xl" aria-label={`Account menu, ${initials}`}>
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

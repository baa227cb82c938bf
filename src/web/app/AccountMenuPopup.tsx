import { Menu, Text } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactElement, useState } from 'react';
import { Link } from 'react-router';
import type { AuthUser } from '../../contract/auth';
import { isStaff } from '../../contract/home-path';
import { type Handover, useHandover } from '../lib/load-on-intent';
import { signOut } from '../lib/session';

/** The account menu itself, loaded on first intent by AccountMenu, which keeps the trigger's look. */
export function AccountMenuPopup({
  user,
  handover,
  renderTrigger,
}: {
  user: AuthUser;
  handover: Handover;
  renderTrigger: (props: object) => ReactElement;
}) {
  const [opened, setOpened] = useState(false);
  const trigger = useHandover<HTMLButtonElement>(handover, () => setOpened(true));
  const openOnArrowDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || opened) return;
    event.preventDefault();
    setOpened(true);
  };
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={240}>
      <Menu.Target>{renderTrigger({ ref: trigger, onKeyDown: openOnArrowDown })}</Menu.Target>
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

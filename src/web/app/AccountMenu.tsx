import { ActionIcon, Avatar } from '@mantine/core';
import { initialsOf, useAccountName } from '../features/dashboard/public';
import { deferredPart, usePopupOnIntent } from '../lib/load-on-intent';
import { useCurrentUser } from '../lib/session';

export { NotificationBell } from '../features/notifications/NotificationBell';

// Mantine's Menu (with its floating and focus-trap code) loads when the avatar is first pointed at, focused or tapped.
const accountMenuPopup = deferredPart(() => import('./AccountMenuPopup'));

export function AccountMenu() {
  const { data: user } = useCurrentUser();
  const name = useAccountName(user);
  const { module, handover, triggerProps } = usePopupOnIntent(accountMenuPopup, {
    popupType: 'menu',
    arrowDownOpens: true,
  });
  if (!user) return null;
  const initials = initialsOf(name, user.email);
  const avatarButton = (props: object) => (
    <ActionIcon variant="subtle" size="lg" radius="xl" aria-label={`Account menu, ${initials}`} {...props}>
      <Avatar size={32} color="primary" radius="xl">
        {initials}
      </Avatar>
    </ActionIcon>
  );
  if (module) return <module.AccountMenuPopup user={user} handover={handover} renderTrigger={avatarButton} />;
  return avatarButton(triggerProps);
}

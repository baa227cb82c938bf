import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserExclamation } from '@tabler/icons-react';
import { signInWith, useCurrentUser, useReturnFromLogInAs } from '../lib/session';
import { forgetSession } from '../lib/session-storage';

/** Where the admin lands after returning: the list they logged in from. */
export const RETURN_PATH = '/admin/user-settings';

/** While an admin is logged in as a member, every page says so and offers the way back. */
export function ImpersonationBanner() {
  const { data: user } = useCurrentUser();
  if (!user?.impersonated_by) return null;
  return <Banner impersonatedBy={user.impersonated_by} email={user.email} />;
}

function Banner({ impersonatedBy, email }: { impersonatedBy: string; email: string }) {
  const back = useReturnFromLogInAs({
    onSuccess: (session) => {
      signInWith(session);
      window.location.assign(RETURN_PATH);
    },
    // The member session is over either way; without an admin session to return to, sign in again.
    onError: (error) => {
      notifications.show({ color: 'warning', message: error.message });
      forgetSession(error.message);
      window.location.assign('/login');
    },
  });
  return (
    <Alert color="warning" icon={<IconUserExclamation />} mb="md" role="status">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          {impersonatedBy} is logged in as {email}.
        </Text>
        <Button size="compact-sm" color="warning" loading={back.isPending} onClick={() => back.mutate()}>
          Return to my account
        </Button>
      </Group>
    </Alert>
  );
}

import { Alert } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { useCurrentUser } from '../lib/session';

/** While an admin is logged in as a member, every page says so. */
export function ImpersonationBanner() {
  const { data: user } = useCurrentUser();
  if (!user?.impersonated_by) return null;
  return (
    <Alert color="warning" icon={<IconUserExclamation />} mb="md" role="status">
      {user.impersonated_by} is logged in as {user.email}.
    </Alert>
  );
}

import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { firstApplication, useApplications } from '../applications/public';
import { useBio } from '../profile/public';

/**
 * spec 1 dashboard, spec 2 §2.2: once the member's first application is Released, they confirm the
 * name on their profile; until then the dashboard asks them to.
 */
export function ProfileConfirmationPrompt() {
  const applications = useApplications();
  const first = applications.data ? firstApplication(applications.data) : null;
  const released = first?.status === 'Released';
  // The bio is only read when it can matter: most dashboards have no released first application.
  const bio = useBio({ enabled: released });
  if (!released || !bio.data || bio.data.confirmed) return null;
  return (
    <Alert
      color="warning"
      variant="filled"
      icon={<IconUserCheck />}
      title="Confirm your profile"
      role="alert"
      aria-label="Confirm your profile"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Your membership application has been accepted. Confirm that the name on your profile is correct.
        </Text>
        <Button component={Link} to="/profile/profileConfirm" variant="white" color="dark" size="xs">
          Confirm profile
        </Button>
      </Group>
    </Alert>
  );
}

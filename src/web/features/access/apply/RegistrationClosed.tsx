import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeadset, IconLogin, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../contract/messages';
import { PublicPanel } from '../../../components/PublicPanel';
import { SecretariatContacts } from '../../../components/SecretariatContacts';

function WayOn({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h5">
            {title}
          </Title>
          {children}
          {action && <div>{action}</div>}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * What /categories, /signup and /register show while the registration setting is off: the server
 * would refuse the submit, so the visitor is told at once and shown where else to go.
 */
export function RegistrationClosed() {
  return (
    <PublicPanel width={640} title="Registration is closed" intro={messages.registrationClosed}>
      <Text mb="md">You can still:</Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        <WayOn
          icon={<IconLogin size={20} />}
          title="Already registered?"
          action={
            <Button component={Link} to="/" size="sm">
              Sign in
            </Button>
          }
        >
          <Text size="sm" c="dimmed">
            Sign in to continue your application or manage your membership.
          </Text>
        </WayOn>
        <WayOn
          icon={<IconUserCheck size={20} />}
          title="Already a member?"
          action={
            <Button component={Link} to="/activate" size="sm" variant="light">
              Activate Account
            </Button>
          }
        >
          <Text size="sm" c="dimmed">
            Activate your portal account with your membership number.
          </Text>
        </WayOn>
        <WayOn icon={<IconHeadset size={20} />} title="Want to apply?">
          <Text size="sm" c="dimmed">
            Contact the secretariat to apply, or to ask when registration opens again.
          </Text>
          <SecretariatContacts />
        </WayOn>
      </Stack>
    </PublicPanel>
  );
}

import { List, Stack, Text, Title } from '@mantine/core';
import { messages } from '../../../contract/messages';
import { SecretariatContacts } from '../../components/SecretariatContacts';

/**
 * The side text of the login page: how existing members activate and how new applicants apply, or,
 * with registration off, that they cannot here and whom to ask instead.
 */
export function LoginSideText({
  inactivityLogout,
  registration,
}: {
  inactivityLogout: boolean;
  registration: boolean;
}) {
  return (
    <Stack gap="lg" py={{ base: 0, md: 'md' }}>
      <div>
        <Title order={2} size="h4" mb="xs">
          Already a member?
        </Title>
        <List size="sm" spacing={4} type="ordered">
          <List.Item>Activate your account with your membership number.</List.Item>
          <List.Item>Confirm the details we hold and receive an activation code by e-mail.</List.Item>
          <List.Item>Set your password and sign in to manage your membership.</List.Item>
        </List>
      </div>
      <div>
        <Title order={2} size="h4" mb="xs">
          New applicant?
        </Title>
        {registration ? (
          <List size="sm" spacing={4} type="ordered">
            <List.Item>Choose the membership category you are applying for.</List.Item>
            <List.Item>Register with your e-mail, phone and ID number, and verify your account.</List.Item>
            <List.Item>Complete your profile and the requirements checklist.</List.Item>
            <List.Item>Submit your application and pay the application fee.</List.Item>
          </List>
        ) : (
          <Stack gap="xs">
            <Text size="sm">
              {messages.registrationClosed} Contact the secretariat to apply, or to ask when registration
              opens again.
            </Text>
            <SecretariatContacts />
          </Stack>
        )}
      </div>
      {inactivityLogout && (
        <Text size="xs" c="dimmed">
          For your security you are signed out after five minutes without activity.
        </Text>
      )}
    </Stack>
  );
}

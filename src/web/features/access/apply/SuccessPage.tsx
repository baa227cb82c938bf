import { Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PublicPanel } from '../../../components/PublicPanel';

/** /success (spec 1 §2): the account exists; the activation e-mail is on its way. */
export default function SuccessPage() {
  return (
    <PublicPanel title="Account created">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" color="success" variant="light" aria-hidden>
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Text>Your account has been created.</Text>
        <List spacing="sm" icon={<IconMail size={18} aria-hidden />}>
          <List.Item>We have sent an activation e-mail to the address you gave.</List.Item>
          <List.Item>
            If it is not in your inbox within a few minutes, check your junk or spam folder.
          </List.Item>
          <List.Item>Follow the link in the e-mail to activate your account, then sign in.</List.Item>
        </List>
        <Button component={Link} to="/" mt="sm">
          Login
        </Button>
      </Stack>
    </PublicPanel>
  );
}

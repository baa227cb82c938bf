import { Alert, Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '../../../../contract/common';
import { PublicPanel } from '../../../components/PublicPanel';
import { ApiError } from '../../../lib/api';
import { enterHome } from '../../../lib/session';
import { useVerifyLink } from './verification-api';

/**
 * /verify/:code (spec 1 §2): the link from the verification e-mail. The code is used once, on entry;
 * the ref keeps React's StrictMode double effect from spending it twice.
 */
export default function VerifyPage() {
  const { code = '' } = useParams();
  const started = useRef<string | null>(null);
  const verify = useVerifyLink();
  const { mutate } = verify;

  useEffect(() => {
    if (started.current === code) return;
    started.current = code;
    mutate(code);
  }, [code, mutate]);

  if (verify.isSuccess) {
    const { user } = verify.data;
    return (
      <PublicPanel title="Account verified">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="xl" color="success" variant="light" aria-hidden>
            <IconCircleCheck size={34} />
          </ThemeIcon>
          <Text role="status">Your account {user.email} is verified and you are signed in.</Text>
          <Button onClick={() => enterHome(user)}>Login</Button>
        </Stack>
      </PublicPanel>
    );
  }

  if (verify.isError) {
    return (
      <PublicPanel title="Account verification">
        <Alert color="error" icon={<IconAlertCircle />} role="alert" mb="lg">
          {verify.error instanceof ApiError ? verify.error.message : messages.verificationFailed}
        </Alert>
        <Text size="sm" c="dimmed" mb="lg">
          The link may have been used already or may have expired. If you verified your account before, sign
          in; an unverified account is offered a new code when you sign in.
        </Text>
        <Group>
          <Button component={Link} to="/">
            Go to login
          </Button>
        </Group>
      </PublicPanel>
    );
  }

  return (
    <PublicPanel title="Account verification">
      <Group gap="md" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>Activating you account</Text>
      </Group>
    </PublicPanel>
  );
}

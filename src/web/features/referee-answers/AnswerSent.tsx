import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PublicPanel } from '../../components/PublicPanel';

/**
 * Where a referee lands once their answer is stored (issue 28 item 6): most referees have no
 * account, so the sign-in page would be a dead end. It thanks them and says what happens next.
 */
export function AnswerSent({
  response,
  referee,
  applicant,
}: {
  response: 'Accept' | 'Reject';
  referee: string;
  applicant: string;
}) {
  const accepted = response === 'Accept';
  return (
    <PublicPanel title={accepted ? 'Thank you for your reference' : 'Your answer has been sent'}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" color="success" variant="light" aria-hidden>
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Text fw={600} role="status">
          {accepted
            ? `Thank you, ${referee}. Your answers about ${applicant} have been recorded.`
            : `Thank you, ${referee}. We have recorded that you cannot act as a referee for ${applicant}.`}
        </Text>
        <Text size="sm">
          {accepted
            ? `What happens next: ${applicant} is told that you agreed, and the reviewers read your answers together with the application. You do not need an account and there is nothing more for you to do.`
            : `What happens next: ${applicant} is told that you declined, so they can name another referee. Your remarks go to the reviewers only. There is nothing more for you to do.`}
        </Text>
        <Text size="sm" c="dimmed">
          You can close this page now.
        </Text>
        <Button component={Link} to="/" variant="default">
          Go to the portal
        </Button>
      </Stack>
    </PublicPanel>
  );
}

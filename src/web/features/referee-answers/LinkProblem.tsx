import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PublicPanel } from '../../components/PublicPanel';

/** What a referee is told when their link cannot be answered, by the server's status. */
const explanations: Record<number, { title: string; advice: string }> = {
  404: {
    title: 'This link does not work',
    advice:
      'Check that you opened the whole link from the e-mail. If it still does not work, ask the applicant to send you a new request.',
  },
  409: {
    title: 'Already answered',
    advice: 'Thank you: your answer to this request has been recorded. There is nothing more to do.',
  },
  410: {
    title: 'This link no longer works',
    advice: 'Links work for a limited time. Ask the applicant to send you a new request from their profile.',
  },
};

/** A full-page, friendly message for a link that is unknown, answered or expired, or a failed load. */
export function LinkProblem({
  status,
  message,
  onRetry,
}: {
  status: number;
  message: string;
  onRetry?: () => void;
}) {
  const known = explanations[status];
  const answered = status === 409;
  return (
    <PublicPanel title={known?.title ?? 'Something went wrong'}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" color={answered ? 'success' : 'error'} variant="light" aria-hidden>
          {answered ? <IconCircleCheck size={34} /> : <IconAlertCircle size={34} />}
        </ThemeIcon>
        <Text role="alert" fw={600}>
          {message}
        </Text>
        <Text size="sm" c="dimmed">
          {known?.advice ?? 'The questionnaire could not be loaded. Please try again in a moment.'}
        </Text>
        <Group>
          {!known && onRetry && <Button onClick={onRetry}>Try again</Button>}
          <Button component={Link} to="/" variant={known ? 'filled' : 'default'}>
            Go to the portal
          </Button>
        </Group>
      </Stack>
    </PublicPanel>
  );
}

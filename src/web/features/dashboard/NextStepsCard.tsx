import { Alert, Anchor, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NextStep } from '../../../contract/dashboard';
import { LoadingBlock } from '../../components/ListStates';
import { formatKes } from '../../lib/format';
import { useNextSteps } from './dashboard-queries';

/** The step as one line a member acts on, e.g. 'Pay invoice INV-0042 (KES 11,000.00)'. */
export function nextStepLabel(step: NextStep): string {
  switch (step.kind) {
    case 'pay-invoice':
      return `Pay invoice ${step.reference ?? ''} (${formatKes(step.amount ?? 0)})`;
    case 'submit-application':
      return 'Submit your application';
    case 'complete-profile':
      return `Complete your profile: ${step.items.join(', ')}`;
    case 'upload-licence-form':
      return `Upload the signed and stamped licence application ${step.reference ?? ''}`;
    case 'await-referees':
      return `Your referees have been asked for their answers: waiting for ${step.items.join(', ')}`;
  }
}

/** The card's button for the first step. */
const nextStepAction: Record<NextStep['kind'], string> = {
  'pay-invoice': 'Pay now',
  'upload-licence-form': 'Upload the signed form',
  'submit-application': 'Continue',
  'complete-profile': 'Continue',
  'await-referees': 'View referees',
};

/**
 * 'What to do next' on the dashboard: the most pressing step from the server as the card's button,
 * the rest as links to where each is done; a member with nothing pending is told so.
 */
export function NextStepsCard() {
  const steps = useNextSteps();
  if (steps.isPending) return <LoadingBlock label="Loading your next steps" h={110} />;
  if (steps.isError) return <Alert color="error">{steps.error.message}</Alert>;
  const [first, ...rest] = steps.data;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="next-steps-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="next-steps-heading">
          What to do next
        </Title>
        {first ? (
          <>
            <Text>{nextStepLabel(first)}</Text>
            <Button
              component={Link}
              to={first.to}
              rightSection={<IconArrowRight size={16} />}
              style={{ alignSelf: 'flex-start' }}
            >
              {nextStepAction[first.kind]}
            </Button>
            {rest.length > 0 && (
              <List size="sm" spacing={4} aria-label="Also to do">
                {rest.map((step) => (
                  <List.Item key={`${step.kind}-${step.reference ?? ''}`}>
                    <Anchor component={Link} to={step.to} size="sm">
                      {nextStepLabel(step)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </>
        ) : (
          <Text c="dimmed">
            <IconCircleCheck size={16} style={{ verticalAlign: 'text-bottom' }} /> You are up to date: nothing
            is waiting for you.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
